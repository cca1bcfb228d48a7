import { offerDescription, offerTitle } from "@/lib/funds/offer-description";

const offer = {
  name: "Beta Nifty Railways Index Fund",
  amc: { slug: "beta", name: "Beta Mutual Fund" },
  category: { slug: "other-index-funds", name: "Index Funds", asset_class: "Other" },
  open_date: "2026-03-05",
  close_date: "2026-03-12",
  min_investment: 1000,
};

describe("offerTitle and offerDescription", () => {
  it("names the offer, its fund house, category, dates and minimum investment", () => {
    expect(offerTitle(offer)).toBe("Beta Nifty Railways Index Fund: new fund offer");
    expect(offerDescription(offer)).toBe(
      "Beta Nifty Railways Index Fund, a new fund offer from Beta Mutual Fund in Index Funds: open from Mar 05, 2026 to Mar 12, 2026, minimum investment ₹1,000. Its objective, benchmark, riskometer, exit load and fund managers.",
    );
  });

  it("leaves out what the offer does not say", () => {
    expect(offerDescription({ ...offer, category: null, min_investment: null })).toBe(
      "Beta Nifty Railways Index Fund, a new fund offer from Beta Mutual Fund: open from Mar 05, 2026 to Mar 12, 2026. Its objective, benchmark, riskometer, exit load and fund managers.",
    );
    expect(offerDescription({ ...offer, min_investment: 500.5 })).toContain("minimum investment ₹500.50.");
  });
});
