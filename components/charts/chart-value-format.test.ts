import { formatChartTick, formatChartValue } from "./chart-value-format";

describe("chart value formats", () => {
  it("labels a NAV axis in whole rupees (paise below ₹100), not with a NAV's four decimals (issue 37, 11)", () => {
    expect(formatChartTick("nav", 16000)).toBe("₹16,000");
    expect(formatChartTick("nav", 16500)).toBe("₹16,500");
    expect(formatChartTick("nav", 12.5)).toBe("₹12.50");
    // The tooltip keeps the NAV as published.
    expect(formatChartValue("nav", 16000)).toBe("₹16,000.0000");
  });

  it("labels other axes as their values", () => {
    expect(formatChartTick("percent", 12.5)).toBe(formatChartValue("percent", 12.5));
    expect(formatChartTick("crore", 1234.5)).toBe(formatChartValue("crore", 1234.5));
  });
});
