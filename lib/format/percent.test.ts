import { formatPercent } from "@/lib/format/percent";

describe("formatPercent", () => {
  it.each([
    [12.3456, "12.35%"],
    [12.344, "12.34%"],
    [12.3, "12.30%"],
    [12, "12.00%"],
    [1.005, "1.01%"],
    [1.255, "1.26%"],
    [9.995, "10.00%"],
    [0.005, "0.01%"],
    [0.004, "0.00%"],
    [100, "100.00%"],
    [1234.5, "1,234.50%"],
    [1234567.891, "12,34,567.89%"],
    [1e15, "1,00,00,00,00,00,00,000.00%"],
    ["12.3456", "12.35%"],
    [" 5 ", "5.00%"],
  ])("%p -> %p", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([
    0,
    -0,
    -3.2,
    -0.001,
    "-1",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    null,
    undefined,
    "",
    "abc",
    "12%",
  ])("shows '--' for %p by default", (value) => {
    expect(formatPercent(value)).toBe("--");
  });

  it.each([
    [-3.2, "-3.20%"],
    [-1.005, "-1.01%"],
    [-12.3456, "-12.35%"],
    [-0.005, "-0.01%"],
    [-0.004, "0.00%"],
    [0, "0.00%"],
    [-0, "0.00%"],
    [12.3456, "12.35%"],
    ["-1", "-1.00%"],
  ])("with allowNegative shows %p as %p", (value, expected) => {
    expect(formatPercent(value, { allowNegative: true })).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, ""])(
    "with allowNegative still shows '--' for %p",
    (value) => {
      expect(formatPercent(value, { allowNegative: true })).toBe("--");
    },
  );
});
