import { firstIndexOnOrAfter, lastIndexOnOrBefore } from "@/lib/metrics/search";

describe("lastIndexOnOrBefore / firstIndexOnOrAfter", () => {
  const days = new Int32Array([10, 20, 30]);

  it.each([
    [5, -1, 0],
    [10, 0, 0],
    [15, 0, 1],
    [20, 1, 1],
    [29, 1, 2],
    [30, 2, 2],
    [99, 2, 3],
  ])("day %i: last on/before = %i, first on/after = %i", (day, before, after) => {
    expect(lastIndexOnOrBefore(days, day)).toBe(before);
    expect(firstIndexOnOrAfter(days, day)).toBe(after);
  });

  it("handles empty and single-entry arrays", () => {
    expect(lastIndexOnOrBefore(new Int32Array(0), 1)).toBe(-1);
    expect(firstIndexOnOrAfter(new Int32Array(0), 1)).toBe(0);
    expect(lastIndexOnOrBefore(new Int32Array([7]), 7)).toBe(0);
    expect(lastIndexOnOrBefore(new Int32Array([7]), 6)).toBe(-1);
  });

  it("matches a linear scan on gappy arrays", () => {
    const sparse = new Int32Array(Array.from({ length: 50 }, (_, i) => i * 5 + (i % 4)));
    for (let day = -2; day < 260; day++) {
      let expected = -1;
      for (let i = 0; i < sparse.length; i++) if (sparse[i]! <= day) expected = i;
      expect(lastIndexOnOrBefore(sparse, day)).toBe(expected);
    }
  });
});
