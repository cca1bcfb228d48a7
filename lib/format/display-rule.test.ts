import { toDisplayableNumber, type NumericValue } from "@/lib/format/display-rule";

describe("toDisplayableNumber", () => {
  it.each<[NumericValue, number | null, number | null]>([
    // value, default result, result with allowNegative
    [12.5, 12.5, 12.5],
    [0.001, 0.001, 0.001],
    [0, null, 0],
    [-0, null, 0],
    [-3.2, null, -3.2],
    [Number.NaN, null, null],
    [Number.POSITIVE_INFINITY, null, null],
    [Number.NEGATIVE_INFINITY, null, null],
    [null, null, null],
    [undefined, null, null],
    ["", null, null],
    ["   ", null, null],
    ["12.5", 12.5, 12.5],
    [" 12.5 ", 12.5, 12.5],
    [".5", 0.5, 0.5],
    ["5.", 5, 5],
    ["+7", 7, 7],
    ["1e5", 100000, 100000],
    ["-3.2", null, -3.2],
    ["0", null, 0],
    ["-0", null, 0],
    ["abc", null, null],
    ["1,234", null, null],
    ["0x10", null, null],
    ["Infinity", null, null],
    ["NaN", null, null],
    ["12abc", null, null],
    [".", null, null],
  ])("%p -> %p, with allowNegative %p", (value, expected, expectedAllowingNegative) => {
    expect(toDisplayableNumber(value)).toBe(expected);
    expect(toDisplayableNumber(value, { allowNegative: false })).toBe(expected);
    expect(toDisplayableNumber(value, { allowNegative: true })).toBe(expectedAllowingNegative);
  });

  it("turns -0 into +0", () => {
    expect(Object.is(toDisplayableNumber(-0, { allowNegative: true }), 0)).toBe(true);
  });
});
