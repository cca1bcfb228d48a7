import { groupDecimalParts, groupIndian, groupIndianDigits } from "@/lib/format/indian-grouping";

describe("groupIndianDigits", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["7", "7"],
    ["12", "12"],
    ["123", "123"],
    ["1234", "1,234"],
    ["12345", "12,345"],
    ["123456", "1,23,456"],
    ["1234567", "12,34,567"],
    ["12345678", "1,23,45,678"],
    ["123456789", "12,34,56,789"],
    ["1234567890", "1,23,45,67,890"],
    ["100000", "1,00,000"],
    ["10000000", "1,00,00,000"],
  ])("%p -> %p", (digits, expected) => {
    expect(groupIndianDigits(digits)).toBe(expected);
  });
});

describe("groupDecimalParts", () => {
  it.each([
    [{ negative: false, integer: "1234567", fraction: "89" }, "12,34,567.89"],
    [{ negative: true, integer: "1234567", fraction: "" }, "12,34,567"],
    [{ negative: false, integer: "0", fraction: "050" }, "0.050"],
  ])("%p -> %p (sign left to the caller)", (parts, expected) => {
    expect(groupDecimalParts(parts)).toBe(expected);
  });
});

describe("groupIndian", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "1,000"],
    [99999, "99,999"],
    [100000, "1,00,000"],
    [1234567, "12,34,567"],
    [1234567.89, "12,34,567.89"],
    [-1234567.89, "-12,34,567.89"],
    [-1000, "-1,000"],
    [-999, "-999"],
    [0.5, "0.5"],
    [-0.25, "-0.25"],
    [1.5e-7, "0.00000015"],
    [0.1 + 0.2, "0.30000000000000004"],
    [1e7, "1,00,00,000"],
    [1e12, "10,00,00,00,00,000"],
    [1e15, "1,00,00,00,00,00,00,000"],
    [Number.MAX_SAFE_INTEGER, "9,00,71,99,25,47,40,991"],
    [-Number.MAX_SAFE_INTEGER, "-9,00,71,99,25,47,40,991"],
    [1e21, "1,00,00,00,00,00,00,00,00,00,000"],
    [1.5e22, "15,00,00,00,00,00,00,00,00,00,000"],
  ])("%p -> %p", (value, expected) => {
    expect(groupIndian(value)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("%p -> '--'", (value) => {
    expect(groupIndian(value)).toBe("--");
  });
});
