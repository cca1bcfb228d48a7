import { clampToBounds, normalizeRange, percentOf, setRangeHigh, setRangeLow } from "./range-values";

const bounds = { min: 0, max: 10 };

describe("clampToBounds", () => {
  it.each([
    [-1, 0],
    [0, 0],
    [5.55, 5.55],
    [10, 10],
    [10.01, 10],
    [Number.NaN, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.POSITIVE_INFINITY, 10],
  ])("%p -> %p", (value, expected) => {
    expect(clampToBounds(value, bounds)).toBe(expected);
  });

  it("tolerates reversed bounds", () => {
    expect(clampToBounds(20, { min: 10, max: 0 })).toBe(10);
  });
});

describe("normalizeRange", () => {
  it("keeps a valid pair", () => {
    expect(normalizeRange([2, 8], bounds)).toEqual([2, 8]);
    expect(normalizeRange([0, 10], bounds)).toEqual([0, 10]);
    expect(normalizeRange([4, 4], bounds)).toEqual([4, 4]);
  });

  it("clamps both ends into the bounds", () => {
    expect(normalizeRange([-5, 15], bounds)).toEqual([0, 10]);
    expect(normalizeRange([-5, -1], bounds)).toEqual([0, 0]);
    expect(normalizeRange([11, 12], bounds)).toEqual([10, 10]);
  });

  it("puts a reversed pair in order", () => {
    expect(normalizeRange([8, 2], bounds)).toEqual([2, 8]);
    expect(normalizeRange([15, -5], bounds)).toEqual([0, 10]);
  });

  it("reads NaN as the bound", () => {
    expect(normalizeRange([Number.NaN, 5], bounds)).toEqual([0, 5]);
    expect(normalizeRange([5, Number.NaN], bounds)).toEqual([5, 10]);
  });
});

describe("setRangeLow", () => {
  it("moves the lower end inside the range", () => {
    expect(setRangeLow([2, 8], 3.25, bounds)).toEqual([3.25, 8]);
  });

  it("lets it reach but not pass the upper end", () => {
    expect(setRangeLow([2, 8], 8, bounds)).toEqual([8, 8]);
    expect(setRangeLow([2, 8], 8.01, bounds)).toEqual([8, 8]);
    expect(setRangeLow([2, 8], 100, bounds)).toEqual([8, 8]);
  });

  it("clamps to the filter minimum", () => {
    expect(setRangeLow([2, 8], 0, bounds)).toEqual([0, 8]);
    expect(setRangeLow([2, 8], -0.01, bounds)).toEqual([0, 8]);
  });

  it("never changes the upper end", () => {
    expect(setRangeLow([2, 10], 10, bounds)).toEqual([10, 10]);
    expect(setRangeLow([2, 8], Number.NaN, bounds)).toEqual([2, 8]);
  });
});

describe("setRangeHigh", () => {
  it("moves the upper end inside the range", () => {
    expect(setRangeHigh([2, 8], 6.5, bounds)).toEqual([2, 6.5]);
  });

  it("lets it reach but not pass the lower end", () => {
    expect(setRangeHigh([2, 8], 2, bounds)).toEqual([2, 2]);
    expect(setRangeHigh([2, 8], 1.99, bounds)).toEqual([2, 2]);
    expect(setRangeHigh([2, 8], -100, bounds)).toEqual([2, 2]);
  });

  it("clamps to the filter maximum", () => {
    expect(setRangeHigh([2, 8], 10, bounds)).toEqual([2, 10]);
    expect(setRangeHigh([2, 8], 10.01, bounds)).toEqual([2, 10]);
  });

  it("never changes the lower end", () => {
    expect(setRangeHigh([0, 8], 0, bounds)).toEqual([0, 0]);
    expect(setRangeHigh([2, 8], Number.NaN, bounds)).toEqual([2, 8]);
  });

  it("works from an out-of-bounds starting pair", () => {
    expect(setRangeHigh([-3, 30], 5, bounds)).toEqual([0, 5]);
    expect(setRangeLow([-3, 30], 5, bounds)).toEqual([5, 10]);
  });
});

describe("percentOf", () => {
  it("maps values to 0-100", () => {
    expect(percentOf(0, bounds)).toBe(0);
    expect(percentOf(2.5, bounds)).toBe(25);
    expect(percentOf(10, bounds)).toBe(100);
    expect(percentOf(50, bounds)).toBe(100);
    expect(percentOf(3, { min: 3, max: 3 })).toBe(0);
  });
});
