import { formatCroreAmount, formatInr, formatInrCompact } from "@/lib/format/inr";

const EMPTY_CASES = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, "", "  ", "abc"];

describe("formatInr", () => {
  it.each([
    [1234567, undefined, "₹12,34,567.00"],
    [1234567, 0, "₹12,34,567"],
    [1234567.891, 1, "₹12,34,567.9"],
    [1234567.891, 2, "₹12,34,567.89"],
    [1234567.891, 3, "₹12,34,567.891"],
    [1, undefined, "₹1.00"],
    [0.005, 2, "₹0.01"],
    [0.004, 2, "₹0.00"],
    [999.5, 0, "₹1,000"],
    [99999, 2, "₹99,999.00"],
    [99999.995, 2, "₹1,00,000.00"],
    [100000, 0, "₹1,00,000"],
    [9999999.995, 2, "₹1,00,00,000.00"],
    [10000000, 0, "₹1,00,00,000"],
    [1e12, 0, "₹10,00,00,00,00,000"],
    [1e15, 2, "₹1,00,00,00,00,00,00,000.00"],
    [Number.MAX_SAFE_INTEGER, 0, "₹9,00,71,99,25,47,40,991"],
    [1e21, 0, "₹1,00,00,00,00,00,00,00,00,00,000"],
    ["1234567.5", 2, "₹12,34,567.50"],
  ])("formatInr(%p, { fractionDigits: %p }) -> %p", (value, fractionDigits, expected) => {
    expect(formatInr(value, { fractionDigits })).toBe(expected);
  });

  it.each([0, -0, -1, -1234567, "-5", "0", ...EMPTY_CASES])("shows '--' for %p by default", (value) => {
    expect(formatInr(value)).toBe("--");
  });

  it.each([
    [0, "₹0.00"],
    [-0, "₹0.00"],
    [-1234567.891, "-₹12,34,567.89"],
    [-0.004, "₹0.00"],
    [-0.005, "-₹0.01"],
    ["-5", "-₹5.00"],
  ])("with allowNegative shows %p as %p", (value, expected) => {
    expect(formatInr(value, { allowNegative: true })).toBe(expected);
  });

  it.each(EMPTY_CASES)("with allowNegative still shows '--' for %p", (value) => {
    expect(formatInr(value, { allowNegative: true })).toBe("--");
  });

  it("rejects invalid fraction digits", () => {
    expect(() => formatInr(1, { fractionDigits: -1 })).toThrow(RangeError);
  });
});

describe("formatInrCompact", () => {
  it.each([
    // below a lakh: plain rupees
    [1, "₹1.00"],
    [0.004, "₹0.00"],
    [999.999, "₹1,000.00"],
    [12345, "₹12,345.00"],
    [99999, "₹99,999.00"],
    [99999.99, "₹99,999.99"],
    [99999.994, "₹99,999.99"],
    // the lakh boundary, decided after rounding
    [99999.995, "₹1.00 Lakh"],
    [100000, "₹1.00 Lakh"],
    [100000.01, "₹1.00 Lakh"],
    [123456, "₹1.23 Lakh"],
    [1234567, "₹12.35 Lakh"],
    [9999499, "₹99.99 Lakh"],
    // the crore boundary: 99.995 lakh rounds to 100.00, which is a crore
    [9999500, "₹1.00 Cr"],
    [9999999, "₹1.00 Cr"],
    [9999999.994, "₹1.00 Cr"],
    [9999999.995, "₹1.00 Cr"],
    [10000000, "₹1.00 Cr"],
    [12345678, "₹1.23 Cr"],
    [123456789, "₹12.35 Cr"],
    [1e12, "₹1,00,000.00 Cr"],
    [1e15, "₹10,00,00,000.00 Cr"],
    [Number.MAX_SAFE_INTEGER, "₹90,07,19,925.47 Cr"],
    [1e21, "₹10,00,00,00,00,00,000.00 Cr"],
    ["1234567", "₹12.35 Lakh"],
  ])("formatInrCompact(%p) -> %p", (value, expected) => {
    expect(formatInrCompact(value)).toBe(expected);
  });

  it.each([
    [99999.4, 0, "₹99,999"],
    [99999.5, 0, "₹1 Lakh"],
    [1234567, 0, "₹12 Lakh"],
    [9949999, 0, "₹99 Lakh"],
    [9950000, 0, "₹1 Cr"],
    [123456789, 0, "₹12 Cr"],
    [99999.94, 1, "₹99,999.9"],
    [99999.95, 1, "₹1.0 Lakh"],
    [1234567, 1, "₹12.3 Lakh"],
    [9995000, 1, "₹1.0 Cr"],
    [123456789, 1, "₹12.3 Cr"],
    [99999.9994, 3, "₹99,999.999"],
    [99999.9995, 3, "₹1.000 Lakh"],
    [1234567, 3, "₹12.346 Lakh"],
    [9999950, 3, "₹1.000 Cr"],
    [123456789, 3, "₹12.346 Cr"],
  ])("formatInrCompact(%p, { fractionDigits: %p }) -> %p", (value, fractionDigits, expected) => {
    expect(formatInrCompact(value, { fractionDigits })).toBe(expected);
  });

  it.each([0, -0, -1, -1234567, -123456789, ...EMPTY_CASES])("shows '--' for %p by default", (value) => {
    expect(formatInrCompact(value)).toBe("--");
  });

  it.each([
    [0, "₹0.00"],
    [-0, "₹0.00"],
    [-0.004, "₹0.00"],
    [-12345, "-₹12,345.00"],
    [-99999.995, "-₹1.00 Lakh"],
    [-1234567, "-₹12.35 Lakh"],
    [-9999500, "-₹1.00 Cr"],
    [-123456789, "-₹12.35 Cr"],
  ])("with allowNegative shows %p as %p", (value, expected) => {
    expect(formatInrCompact(value, { allowNegative: true })).toBe(expected);
  });

  it.each(EMPTY_CASES)("with allowNegative still shows '--' for %p", (value) => {
    expect(formatInrCompact(value, { allowNegative: true })).toBe("--");
  });

  it("rejects invalid fraction digits", () => {
    expect(() => formatInrCompact(1, { fractionDigits: 1.5 })).toThrow(RangeError);
  });
});

describe("formatCroreAmount", () => {
  it("shows an amount given in crore, and -- for none", () => {
    expect(formatCroreAmount(1234.5)).toBe("₹1,234.50 Cr");
    expect(formatCroreAmount(0.5)).toBe("₹50.00 Lakh");
    expect(formatCroreAmount(null)).toBe("--");
  });
});
