import { createAnswerSource } from "@/lib/api/answer-cache";
import { createValueSource } from "@/lib/api/cached-payload";
import { versionedCache } from "@/lib/api/testing/versioned-cache";

function setup() {
  const { cache, importData } = versionedCache(100_000);
  return { cachedValue: createValueSource(createAnswerSource(cache, () => "2026-11-29")), importData };
}

describe("cachedValue", () => {
  it("gives every caller the one parsed value of an entry, frozen to its leaves, equal to what was computed", async () => {
    const { cachedValue } = setup();
    const order = { total: 3, known: null, keys: [103, 101, 102] };
    const computed = [order, { total: 0, known: null, keys: [] }];
    const compute = async () => computed.shift()!;
    const filled = await cachedValue("order", compute);
    const first = await cachedValue("order", compute);
    const second = await cachedValue("order", compute);
    expect(first).toEqual(order);
    expect(first).toBe(filled);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.keys)).toBe(true);
    expect(computed).toHaveLength(1);
  });

  it("reads the new value once an import changed the data version", async () => {
    const { cachedValue, importData } = setup();
    const before = await cachedValue("order", async () => ({ keys: [1, 2] }));
    importData("2");
    const after = await cachedValue("order", async () => ({ keys: [2, 1] }));
    expect(before.keys).toEqual([1, 2]);
    expect(after.keys).toEqual([2, 1]);
  });
});
