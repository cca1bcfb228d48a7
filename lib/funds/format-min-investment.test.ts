import { formatMinInvestment } from "@/lib/funds/format-min-investment";

describe("formatMinInvestment", () => {
  it("writes whole rupees without paise, with Indian grouping", () => {
    expect(formatMinInvestment(1000)).toBe("₹1,000");
    expect(formatMinInvestment(100000)).toBe("₹1,00,000");
  });

  it("keeps paise when there are some, and says -- when there is no amount", () => {
    expect(formatMinInvestment(500.5)).toBe("₹500.50");
    expect(formatMinInvestment(null)).toBe("--");
  });
});
