import { generationMemo, keptEach, mapMemo } from "@/lib/api/data-memo";

describe("keptEach", () => {
  it("reads the keys the memo does not hold in one call and keeps each under its own key", async () => {
    const kept = new Map<string, Promise<unknown>>();
    const memo = mapMemo(kept);
    const reads: number[][] = [];
    const readMany = async (keys: readonly number[]) => {
      reads.push([...keys]);
      return new Map(keys.filter((key) => key !== 404).map((key) => [key, key * 10]));
    };
    const first = await keptEach([1, 2, 404], (key) => `k ${key}`, readMany, memo);
    expect([...first]).toEqual([
      [1, 10],
      [2, 20],
      [404, null], // no such key: kept as null
    ]);
    // The second call reads only because 3 is new (every key of the call in that one read); 1 and 2 come from the memo.
    const second = await keptEach([2, 3, 1], (key) => `k ${key}`, readMany, memo);
    expect([...second]).toEqual([
      [2, 20],
      [3, 30],
      [1, 10],
    ]);
    expect(reads).toEqual([
      [1, 2, 404],
      [2, 3, 1],
    ]);
    expect(await keptEach([1, 404], (key) => `k ${key}`, readMany, memo)).toEqual(
      new Map([
        [1, 10],
        [404, null],
      ]),
    );
    expect(reads).toHaveLength(2);
  });
});

describe("mapMemo", () => {
  it("computes a key once, concurrent callers included, and keeps a failure's key free for another try", async () => {
    let calls = 0;
    const memo = mapMemo();
    const compute = async () => ({ n: ++calls });
    const [a, b] = await Promise.all([memo("k", compute), memo("k", compute)]);
    expect(a).toBe(b);
    expect(await memo("k", compute)).toEqual({ n: 1 });
    expect(await memo("other", compute)).toEqual({ n: 2 });
    await expect(memo("bad", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo("bad", compute)).toEqual({ n: 3 });
  });
});

describe("generationMemo", () => {
  it("keeps values within a generation and drops them all when the generation changes", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const memoOf = generationMemo(10);
    expect(await memoOf("v1 2026-11-30")("k", compute)).toBe(1);
    expect(await memoOf("v1 2026-11-30")("k", compute)).toBe(1);
    expect(await memoOf("v2 2026-11-30")("k", compute)).toBe(2);
    expect(await memoOf("v2 2026-12-01")("k", compute)).toBe(3);
    // Back to an earlier generation: nothing of it was kept.
    expect(await memoOf("v1 2026-11-30")("k", compute)).toBe(4);
  });
});

describe("generationMemo's bound", () => {
  it("keeps at most its number of keys, forgetting the least recently used first", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const memo = generationMemo(2)("v1 2026-11-30");
    expect([await memo("a", compute), await memo("b", compute)]).toEqual([1, 2]);
    expect(await memo("a", compute)).toBe(1);
    // A third key: "b", the least recently used, goes.
    expect(await memo("c", compute)).toBe(3);
    expect([await memo("a", compute), await memo("c", compute), await memo("b", compute)]).toEqual([1, 3, 4]);
  });
});
