import { formatNumber } from "@/lib/format/number";

describe("formatNumber", () => {
  it.each([
    [1234567, undefined, "12,34,567.00"],
    [1234567.891, undefined, "12,34,567.89"],
    [1234567.891, 0, "12,34,568"],
    [1234567.891, 1, "12,34,567.9"],
    [1234567.891, 2, "12,34,567.89"],
    [1234567.891, 3, "12,34,567.891"],
    [0.5, 0, "1"],
    [1.005, 2, "1.01"],
    [999.995, 2, "1,000.00"],
    [99999.995, 2, "1,00,000.00"],
    [1e12, 0, "10,00,00,00,00,000"],
    [1e15, 2, "1,00,00,00,00,00,00,000.00"],
    [Number.MAX_SAFE_INTEGER, 0, "9,00,71,99,25,47,40,991"],
    [1e21, 0, "1,00,00,00,00,00,00,00,00,00,000"],
    ["1234.5", 2, "1,234.50"],
  ])("formatNumber(%p, { fractionDigits: %p }) -> %p", (value, fractionDigits, expected) => {
    expect(formatNumber(value, { fractionDigits })).toBe(expected);
  });

  it.each([0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, "", "abc"])(
    "shows '--' for %p by default",
    (value) => {
      expect(formatNumber(value)).toBe("--");
    },
  );

  it.each([
    [0, "0.00"],
    [-0, "0.00"],
    [-1234567.891, "-12,34,567.89"],
    [-0.004, "0.00"],
    [-0.005, "-0.01"],
  ])("with allowNegative shows %p as %p", (value, expected) => {
    expect(formatNumber(value, { allowNegative: true })).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, null, undefined, ""])(
    "with allowNegative still shows '--' for %p",
    (value) => {
      expect(formatNumber(value, { allowNegative: true })).toBe("--");
    },
  );

  it("rejects invalid fraction digits", () => {
    expect(() => formatNumber(1, { fractionDigits: -1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { fractionDigits: 21 })).toThrow(RangeError);
  });
});
