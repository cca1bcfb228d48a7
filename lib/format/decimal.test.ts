import {
  assertFractionDigits,
  decimalPartsToString,
  roundDecimalParts,
  shiftDecimalLeft,
  toDecimalParts,
  type DecimalParts,
} from "@/lib/format/decimal";

const parts = (negative: boolean, integer: string, fraction: string): DecimalParts => ({ negative, integer, fraction });

describe("toDecimalParts", () => {
  it.each([
    [0, parts(false, "0", "")],
    [-0, parts(false, "0", "")],
    [1.005, parts(false, "1", "005")],
    [-1234.5, parts(true, "1234", "5")],
    [0.000001, parts(false, "0", "000001")],
    [1e-7, parts(false, "0", "0000001")],
    [1.23e-10, parts(false, "0", "000000000123")],
    [1e21, parts(false, "1000000000000000000000", "")],
    [1.2345e21, parts(false, "1234500000000000000000", "")],
    [Number.MAX_SAFE_INTEGER, parts(false, "9007199254740991", "")],
  ])("%p -> %p", (value, expected) => {
    expect(toDecimalParts(value)).toEqual(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("throws a RangeError for %p", (value) => {
    expect(() => toDecimalParts(value)).toThrow(RangeError);
  });
});

describe("roundDecimalParts", () => {
  it.each([
    [parts(false, "1", "005"), 2, parts(false, "1", "01")],
    [parts(false, "1", "004"), 2, parts(false, "1", "00")],
    [parts(true, "1", "005"), 2, parts(true, "1", "01")],
    [parts(false, "9", "995"), 2, parts(false, "10", "00")],
    [parts(false, "99999", "995"), 2, parts(false, "100000", "00")],
    [parts(false, "0", "5"), 0, parts(false, "1", "")],
    [parts(false, "0", "49"), 0, parts(false, "0", "")],
    [parts(true, "2", "5"), 0, parts(true, "3", "")],
    [parts(false, "12", "3"), 3, parts(false, "12", "300")],
    [parts(false, "12", ""), 2, parts(false, "12", "00")],
    [parts(true, "0", "004"), 2, parts(false, "0", "00")],
    [parts(true, "0", ""), 0, parts(false, "0", "")],
    [parts(false, "0", "0000001"), 6, parts(false, "0", "000000")],
    [parts(false, "0", "0000005"), 6, parts(false, "0", "000001")],
  ])("%p to %p digits -> %p", (input, fractionDigits, expected) => {
    expect(roundDecimalParts(input, fractionDigits)).toEqual(expected);
  });
});

describe("shiftDecimalLeft", () => {
  it.each([
    [parts(false, "1234567", ""), 5, parts(false, "12", "34567")],
    [parts(false, "1234567", "89"), 7, parts(false, "0", "123456789")],
    [parts(false, "99999", "995"), 5, parts(false, "0", "99999995")],
    [parts(true, "5", ""), 3, parts(true, "0", "005")],
    [parts(false, "1000000000000000", ""), 7, parts(false, "100000000", "0000000")],
  ])("%p by %p places -> %p", (input, places, expected) => {
    expect(shiftDecimalLeft(input, places)).toEqual(expected);
  });
});

describe("decimalPartsToString", () => {
  it.each([
    [parts(false, "0", ""), "0"],
    [parts(true, "1234", "50"), "-1234.50"],
    [parts(false, "1000000000000000000000", "00"), "1000000000000000000000.00"],
  ])("%p -> %p", (input, expected) => {
    expect(decimalPartsToString(input)).toBe(expected);
  });
});

describe("assertFractionDigits", () => {
  it.each([0, 1, 2, 3, 20])("accepts %p", (digits) => {
    expect(() => assertFractionDigits(digits)).not.toThrow();
  });

  it.each([-1, 1.5, 21, Number.NaN, Number.POSITIVE_INFINITY])("rejects %p with a RangeError", (digits) => {
    expect(() => assertFractionDigits(digits)).toThrow(RangeError);
  });
});
