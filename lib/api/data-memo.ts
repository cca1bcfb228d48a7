import { LRUMapWithDelete } from "mnemonist";
/** Keeps a value read from the database under a key for as long as that data holds: cachedValue, or a test's map. */
export type DataMemo = <T>(key: string, compute: () => Promise<T>) => Promise<Readonly<T>>;

/** No memo: every call reads what it asks for. */
export const readNow: DataMemo = (_key, compute) => compute();

/** Where mapMemo keeps its values: a Map, or a map that forgets (an LRU). */
export interface KeptValues {
  has(key: string): boolean;
  get(key: string): Promise<unknown> | undefined;
  set(key: string, value: Promise<unknown>): unknown;
  delete(key: string): boolean;
}

/**
 * A memo in a map of its own, for as long as the caller holds it (a benchmark's ceiling, a test): concurrent
 * callers of one key share one computation, and a failed one is not kept. `kept` lets a test see what it holds.
 */
export function mapMemo(kept: KeptValues = new Map<string, Promise<unknown>>()): DataMemo {
  return <T>(key: string, compute: () => Promise<T>) => {
    if (!kept.has(key)) {
      const computing = compute();
      kept.set(key, computing);
      // As the answer cache, a failed computation is not kept.
      computing.catch(() => kept.delete(key));
    }
    return kept.get(key) as Promise<Readonly<T>>;
  };
}

/**
 * Each key's value through `memo`, the keys it does not hold read together: the first miss reads every key of the
 * call at once with `readMany`, and the other misses take their value from that one read.
 */
export async function keptEach<K extends number, V>(
  keys: readonly K[],
  memoKey: (key: K) => string,
  readMany: (keys: readonly K[]) => Promise<Map<K, V>>,
  memo: DataMemo,
): Promise<Map<K, Readonly<V> | null>> {
  let read: Promise<Map<K, V>> | undefined;
  const values = await Promise.all(
    keys.map((key) => memo(memoKey(key), async () => (await (read ??= readMany(keys))).get(key) ?? null)),
  );
  return new Map(keys.map((key, i) => [key, values[i] as Readonly<V> | null]));
}

/**
 * A mapMemo per generation (a data version and a day), of at most `maxKeys` keys, the least recently used
 * forgotten first (a code no plan has is kept too, so requests for made-up codes must not grow it without end):
 * asked for a new generation, it drops what it kept for the last. For values kept outside the answer cache, as the
 * X-ray's worker threads keep theirs.
 */
export function generationMemo(maxKeys: number): (generation: string) => DataMemo {
  let current: string | null = null;
  let memo: DataMemo = readNow;
  return (generation) => {
    if (generation !== current) {
      current = generation;
      memo = mapMemo(new LRUMapWithDelete<string, Promise<unknown>>(maxKeys));
    }
    return memo;
  };
}
