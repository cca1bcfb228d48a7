import raw from "@/content/categories.json";
import { ApiError } from "@/lib/api/api-error";
import { CATEGORY_CONTENT, categoryContent, categoryContentFile } from "@/lib/content/category-content";

// Every row of the categories table (slug, asset class, SEBI category), as built by the AMFI import.
const CATEGORIES: [string, string, string][] = [
  ["equity-multi-cap-fund", "Equity", "Multi Cap Fund"],
  ["equity-large-cap-fund", "Equity", "Large Cap Fund"],
  ["equity-large-and-mid-cap-fund", "Equity", "Large & Mid Cap Fund"],
  ["equity-mid-cap-fund", "Equity", "Mid Cap Fund"],
  ["equity-small-cap-fund", "Equity", "Small Cap Fund"],
  ["equity-dividend-yield-fund", "Equity", "Dividend Yield Fund"],
  ["equity-value-fund", "Equity", "Value Fund"],
  ["equity-contra-fund", "Equity", "Contra Fund"],
  ["equity-focused-fund", "Equity", "Focused Fund"],
  ["equity-sectoral-thematic", "Equity", "Sectoral/Thematic"],
  ["equity-elss", "Equity", "ELSS"],
  ["equity-flexi-cap-fund", "Equity", "Flexi Cap Fund"],
  ["debt-overnight-fund", "Debt", "Overnight Fund"],
  ["debt-liquid-fund", "Debt", "Liquid Fund"],
  ["debt-ultra-short-duration-fund", "Debt", "Ultra Short Duration Fund"],
  ["debt-low-duration-fund", "Debt", "Low Duration Fund"],
  ["debt-money-market-fund", "Debt", "Money Market Fund"],
  ["debt-short-duration-fund", "Debt", "Short Duration Fund"],
  ["debt-medium-duration-fund", "Debt", "Medium Duration Fund"],
  ["debt-medium-to-long-duration-fund", "Debt", "Medium to Long Duration Fund"],
  ["debt-long-duration-fund", "Debt", "Long Duration Fund"],
  ["debt-dynamic-bond-fund", "Debt", "Dynamic Bond Fund"],
  ["debt-corporate-bond-fund", "Debt", "Corporate Bond Fund"],
  ["debt-credit-risk-fund", "Debt", "Credit Risk Fund"],
  ["debt-banking-and-psu-fund", "Debt", "Banking and PSU Fund"],
  ["debt-gilt-fund", "Debt", "Gilt Fund"],
  ["debt-gilt-fund-10-year-constant-duration", "Debt", "Gilt Fund with 10 year constant duration"],
  ["debt-floater-fund", "Debt", "Floater Fund"],
  ["debt-fixed-term-plan", "Debt", "Fixed Term Plan"],
  ["hybrid-conservative-hybrid-fund", "Hybrid", "Conservative Hybrid Fund"],
  ["hybrid-balanced-hybrid-fund", "Hybrid", "Balanced Hybrid Fund"],
  ["hybrid-aggressive-hybrid-fund", "Hybrid", "Aggressive Hybrid Fund"],
  ["hybrid-dynamic-asset-allocation-balanced-advantage", "Hybrid", "Dynamic Asset Allocation or Balanced Advantage"],
  ["hybrid-multi-asset-allocation", "Hybrid", "Multi Asset Allocation"],
  ["hybrid-arbitrage-fund", "Hybrid", "Arbitrage Fund"],
  ["hybrid-equity-savings", "Hybrid", "Equity Savings"],
  ["solution-oriented-retirement-fund", "Solution Oriented", "Retirement Fund"],
  ["solution-oriented-childrens-fund", "Solution Oriented", "Children's Fund"],
  ["solution-oriented-life-cycle-fund", "Solution Oriented", "Life Cycle Fund"],
  ["other-index-funds", "Other", "Index Funds"],
  ["other-etfs", "Other", "ETFs"],
  ["other-fund-of-funds-domestic", "Other", "Fund of Funds (Domestic)"],
  ["other-fund-of-funds-overseas", "Other", "Fund of Funds (Overseas)"],
];

describe("content/categories.json", () => {
  it("passes the schema", () => {
    expect(categoryContentFile.safeParse(raw).success).toBe(true);
  });

  it("has one entry per category, with the category's name and asset class", () => {
    expect(CATEGORY_CONTENT.map((entry) => [entry.slug, entry.asset_class, entry.name])).toEqual(CATEGORIES);
  });

  it("gives 2 or 3 FAQs per category", () => {
    for (const entry of CATEGORY_CONTENT) expect(entry.faqs.length).toBeGreaterThanOrEqual(2);
  });

  it("states the current equity tax rates for every equity category", () => {
    for (const entry of CATEGORY_CONTENT.filter((item) => item.asset_class === "Equity")) {
      expect(entry.taxation).toContain("12.5%");
      expect(entry.taxation).toContain("₹1.25 lakh");
    }
  });

  it("rejects a repeated slug", () => {
    const first = CATEGORY_CONTENT[0]!;
    const result = categoryContentFile.safeParse([first, first]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`repeats the slug ${first.slug}`);
  });
});

describe("categoryContent", () => {
  it("finds a category by slug", () => {
    expect(categoryContent("equity-elss").taxation).toContain("section 80C");
  });

  it("answers 404 for an unknown slug", () => {
    expect(() => categoryContent("equity-mega-cap-fund")).toThrow(ApiError);
    try {
      categoryContent("equity-mega-cap-fund");
    } catch (error) {
      expect((error as ApiError).status).toBe(404);
      expect((error as ApiError).message).toBe(
        "No category content for 'equity-mega-cap-fund'. See /mutual-funds/categories for the list.",
      );
    }
  });
});
