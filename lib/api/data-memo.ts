/** Keeps a value read from the database under a key for as long as that data holds: cachedValue, or a test's map. */
export type DataMemo = <T>(key: string, compute: () => Promise<T>) => Promise<Readonly<T>>;

/** No memo: every call reads what it asks for. */
export const readNow: DataMemo = (_key, compute) => compute();

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
