import {
  CANONICAL_CATEGORIES,
  CATEGORY_HEADINGS,
  categoryBySlug,
  headingKey,
  headingsByCategory,
  mapCategoryHeading,
} from "./category-map";
import { classifyHeadingLine } from "./heading-line";
import { ASSET_CLASSES } from "./types";

describe("CANONICAL_CATEGORIES", () => {
  it("has unique, URL-safe slugs that start with the asset class", () => {
    const slugs = CANONICAL_CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of CANONICAL_CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(category.slug.startsWith(category.assetClass.toLowerCase().replace(" ", "-") + "-")).toBe(true);
      expect(ASSET_CLASSES).toContain(category.assetClass);
    }
  });

  it("has unique names within an asset class", () => {
    const names = CANONICAL_CATEGORIES.map((c) => `${c.assetClass}/${c.sebiCategory}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds SEBI's 2017 categories", () => {
    const names = new Set(CANONICAL_CATEGORIES.map((c) => c.sebiCategory));
    for (const name of [
      "Multi Cap Fund",
      "Large Cap Fund",
      "Large & Mid Cap Fund",
      "Mid Cap Fund",
      "Small Cap Fund",
      "Dividend Yield Fund",
      "Value Fund",
      "Contra Fund",
      "Focused Fund",
      "Sectoral/Thematic",
      "ELSS",
      "Flexi Cap Fund",
      "Overnight Fund",
      "Liquid Fund",
      "Ultra Short Duration Fund",
      "Low Duration Fund",
      "Money Market Fund",
      "Short Duration Fund",
      "Medium Duration Fund",
      "Medium to Long Duration Fund",
      "Long Duration Fund",
      "Dynamic Bond Fund",
      "Corporate Bond Fund",
      "Credit Risk Fund",
      "Banking and PSU Fund",
      "Gilt Fund",
      "Gilt Fund with 10 year constant duration",
      "Floater Fund",
      "Conservative Hybrid Fund",
      "Balanced Hybrid Fund",
      "Aggressive Hybrid Fund",
      "Dynamic Asset Allocation or Balanced Advantage",
      "Multi Asset Allocation",
      "Arbitrage Fund",
      "Equity Savings",
      "Retirement Fund",
      "Children's Fund",
      "Index Funds",
      "ETFs",
      "Fund of Funds (Domestic)",
      "Fund of Funds (Overseas)",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("is frozen (records share these objects)", () => {
    expect(Object.isFrozen(CANONICAL_CATEGORIES[0])).toBe(true);
  });
});

describe("CATEGORY_HEADINGS", () => {
  it("maps every heading to a canonical category", () => {
    for (const { slug } of CATEGORY_HEADINGS) expect(categoryBySlug(slug)).toBeDefined();
  });

  it("has no two headings with the same lookup key", () => {
    const keys = CATEGORY_HEADINGS.map((h) => headingKey(h.heading));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every canonical category at least one raw heading", () => {
    for (const [slug, headings] of headingsByCategory())
      expect({ slug, count: headings.length > 0 }).toEqual({ slug, count: true });
  });

  it("lists the raw headings of a category", () => {
    expect(headingsByCategory().get("debt-liquid-fund")).toEqual([
      "Debt Scheme - Liquid Fund",
      "Income/Debt Oriented Schemes - Liquid Fund",
      "Liquid",
    ]);
    expect(headingsByCategory().get("equity-elss")).toEqual([
      "Equity Scheme - ELSS",
      "Equity Schemes - ELSS- Tax Saver Fund",
      "ELSS",
    ]);
  });
});

describe("mapCategoryHeading", () => {
  it.each([
    ["Debt Scheme - Liquid Fund", "debt-liquid-fund"],
    ["Income/Debt Oriented Schemes - Liquid Fund", "debt-liquid-fund"],
    ["Equity Scheme - ELSS", "equity-elss"],
    ["Equity Schemes - ELSS- Tax Saver Fund", "equity-elss"],
    ["Equity Schemes - ELSS - Tax Saver Fund", "equity-elss"],
    ["equity scheme - large cap fund", "equity-large-cap-fund"],
    ["Equity Scheme -  Large Cap Fund ", "equity-large-cap-fund"],
    ["Equity Scheme - Sectoral/Thematic", "equity-sectoral-thematic"],
    ["Equity Scheme - Sectoral / Thematic", "equity-sectoral-thematic"],
    ["Other Scheme - Other ETFs", "other-etfs"],
    ["Solution Oriented Scheme - Children’s Fund", "solution-oriented-childrens-fund"],
    ["Solution Oriented Scheme - Children's Fund", "solution-oriented-childrens-fund"],
    ["Growth", "equity-other"],
    ["Income", "debt-other"],
    ["Gilt", "debt-gilt-fund"],
    ["Balanced", "hybrid-other"],
    ["Fund of Funds - Domestic", "other-fund-of-funds-domestic"],
  ])("%p -> %s", (heading, slug) => {
    expect(mapCategoryHeading(heading)?.slug).toBe(slug);
  });

  it.each(["Equity Scheme - Quantum Cap Fund", "Infrastructure Debt Fund", "", "Large Cap"])(
    "%p maps to nothing",
    (heading) => {
      expect(mapCategoryHeading(heading)).toBeNull();
    },
  );
});

// Every distinct category heading line of the 373 daily files of 2025-07-16 to 2026-08-22 (102 lines,
// 99 category texts), with its scheme type and canonical category.
describe("every category heading of the 2025-26 corpus", () => {
  it.each([
    ["Close Ended Schemes(ELSS)", "Close Ended", "equity-elss"],
    ["Close Ended Schemes(Growth)", "Close Ended", "equity-other"],
    ["Close Ended Schemes(Income)", "Close Ended", "debt-other"],
    ["Close Ended Schemes(Income/Debt Oriented Schemes - Fixed Term Plan)", "Close Ended", "debt-fixed-term-plan"],
    ["Close Ended Schemes(Income/Debt Oriented Schemes - Other Debt Scheme)", "Close Ended", "debt-other"],
    ["Interval Fund Schemes(Income)", "Interval", "debt-other"],
    ["Open Ended Schemes(Debt Scheme - Banking and PSU Fund)", "Open Ended", "debt-banking-and-psu-fund"],
    ["Open Ended Schemes(Debt Scheme - Corporate Bond Fund)", "Open Ended", "debt-corporate-bond-fund"],
    ["Open Ended Schemes(Debt Scheme - Credit Risk Fund)", "Open Ended", "debt-credit-risk-fund"],
    ["Open Ended Schemes(Debt Scheme - Dynamic Bond)", "Open Ended", "debt-dynamic-bond-fund"],
    ["Open Ended Schemes(Debt Scheme - Floater Fund)", "Open Ended", "debt-floater-fund"],
    [
      "Open Ended Schemes(Debt Scheme - Gilt Fund with 10 year constant duration)",
      "Open Ended",
      "debt-gilt-fund-10-year-constant-duration",
    ],
    ["Open Ended Schemes(Debt Scheme - Gilt Fund)", "Open Ended", "debt-gilt-fund"],
    ["Open Ended Schemes(Debt Scheme - Liquid Fund)", "Open Ended", "debt-liquid-fund"],
    ["Open Ended Schemes(Debt Scheme - Long Duration Fund)", "Open Ended", "debt-long-duration-fund"],
    ["Open Ended Schemes(Debt Scheme - Low Duration Fund)", "Open Ended", "debt-low-duration-fund"],
    ["Open Ended Schemes(Debt Scheme - Medium Duration Fund)", "Open Ended", "debt-medium-duration-fund"],
    [
      "Open Ended Schemes(Debt Scheme - Medium to Long Duration Fund)",
      "Open Ended",
      "debt-medium-to-long-duration-fund",
    ],
    ["Open Ended Schemes(Debt Scheme - Money Market Fund)", "Open Ended", "debt-money-market-fund"],
    ["Open Ended Schemes(Debt Scheme - Overnight Fund)", "Open Ended", "debt-overnight-fund"],
    ["Open Ended Schemes(Debt Scheme - Short Duration Fund)", "Open Ended", "debt-short-duration-fund"],
    ["Open Ended Schemes(Debt Scheme - Ultra Short Duration Fund)", "Open Ended", "debt-ultra-short-duration-fund"],
    ["Open Ended Schemes(Equity Scheme - Contra Fund)", "Open Ended", "equity-contra-fund"],
    ["Open Ended Schemes(Equity Scheme - Dividend Yield Fund)", "Open Ended", "equity-dividend-yield-fund"],
    ["Open Ended Schemes(Equity Scheme - ELSS)", "Open Ended", "equity-elss"],
    ["Open Ended Schemes(Equity Scheme - Flexi Cap Fund)", "Open Ended", "equity-flexi-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Focused Fund)", "Open Ended", "equity-focused-fund"],
    ["Open Ended Schemes(Equity Scheme - Large & Mid Cap Fund)", "Open Ended", "equity-large-and-mid-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Large Cap Fund)", "Open Ended", "equity-large-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Mid Cap Fund)", "Open Ended", "equity-mid-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Multi Cap Fund)", "Open Ended", "equity-multi-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Sectoral/ Thematic)", "Open Ended", "equity-sectoral-thematic"],
    ["Open Ended Schemes(Equity Scheme - Small Cap Fund)", "Open Ended", "equity-small-cap-fund"],
    ["Open Ended Schemes(Equity Scheme - Value Fund)", "Open Ended", "equity-value-fund"],
    ["Open Ended Schemes(Equity Schemes - Contra Fund)", "Open Ended", "equity-contra-fund"],
    ["Open Ended Schemes(Equity Schemes - Dividend Yield Fund)", "Open Ended", "equity-dividend-yield-fund"],
    ["Open Ended Schemes(Equity Schemes - ELSS- Tax Saver Fund)", "Open Ended", "equity-elss"],
    ["Open Ended Schemes(Equity Schemes - Flexi Cap Fund)", "Open Ended", "equity-flexi-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Focused Fund)", "Open Ended", "equity-focused-fund"],
    ["Open Ended Schemes(Equity Schemes - Large & Mid Cap Fund)", "Open Ended", "equity-large-and-mid-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Large Cap Fund)", "Open Ended", "equity-large-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Mid Cap Fund)", "Open Ended", "equity-mid-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Multi Cap Fund)", "Open Ended", "equity-multi-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Sectoral Fund)", "Open Ended", "equity-sectoral-thematic"],
    ["Open Ended Schemes(Equity Schemes - Small Cap Fund)", "Open Ended", "equity-small-cap-fund"],
    ["Open Ended Schemes(Equity Schemes - Thematic Fund)", "Open Ended", "equity-sectoral-thematic"],
    ["Open Ended Schemes(Equity Schemes - Value Fund)", "Open Ended", "equity-value-fund"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Debt ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - ETFs investing overseas)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Equity ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Gold ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Hybrid ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Other ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Exchange Traded Funds (ETFs) - Silver ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Floating Rate)", "Open Ended", "debt-floater-fund"],
    [
      "Open Ended Schemes(Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic))",
      "Open Ended",
      "other-fund-of-funds-domestic",
    ],
    ["Open Ended Schemes(Gilt)", "Open Ended", "debt-gilt-fund"],
    ["Open Ended Schemes(Growth)", "Open Ended", "equity-other"],
    ["Open Ended Schemes(Hybrid Scheme - Aggressive Hybrid Fund)", "Open Ended", "hybrid-aggressive-hybrid-fund"],
    ["Open Ended Schemes(Hybrid Scheme - Arbitrage Fund)", "Open Ended", "hybrid-arbitrage-fund"],
    ["Open Ended Schemes(Hybrid Scheme - Balanced Hybrid Fund)", "Open Ended", "hybrid-balanced-hybrid-fund"],
    ["Open Ended Schemes(Hybrid Scheme - Conservative Hybrid Fund)", "Open Ended", "hybrid-conservative-hybrid-fund"],
    [
      "Open Ended Schemes(Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage)",
      "Open Ended",
      "hybrid-dynamic-asset-allocation-balanced-advantage",
    ],
    ["Open Ended Schemes(Hybrid Scheme - Equity Savings)", "Open Ended", "hybrid-equity-savings"],
    ["Open Ended Schemes(Hybrid Scheme - Multi Asset Allocation)", "Open Ended", "hybrid-multi-asset-allocation"],
    ["Open Ended Schemes(Hybrid Schemes - Aggressive Hybrid Fund)", "Open Ended", "hybrid-aggressive-hybrid-fund"],
    ["Open Ended Schemes(Hybrid Schemes - Arbitrage Fund)", "Open Ended", "hybrid-arbitrage-fund"],
    [
      "Open Ended Schemes(Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation)",
      "Open Ended",
      "hybrid-dynamic-asset-allocation-balanced-advantage",
    ],
    ["Open Ended Schemes(Hybrid Schemes - Conservative Hybrid Fund)", "Open Ended", "hybrid-conservative-hybrid-fund"],
    ["Open Ended Schemes(Hybrid Schemes - Equity Savings Fund)", "Open Ended", "hybrid-equity-savings"],
    ["Open Ended Schemes(Hybrid Schemes - Multi Asset Allocation Fund)", "Open Ended", "hybrid-multi-asset-allocation"],
    ["Open Ended Schemes(Income)", "Open Ended", "debt-other"],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund)",
      "Open Ended",
      "debt-gilt-fund-10-year-constant-duration",
    ],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Banking and PSU Debt Fund)",
      "Open Ended",
      "debt-banking-and-psu-fund",
    ],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Corporate Bond Fund)",
      "Open Ended",
      "debt-corporate-bond-fund",
    ],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Credit Risk Fund)", "Open Ended", "debt-credit-risk-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Dynamic Term Fund)", "Open Ended", "debt-dynamic-bond-fund"],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Floating Interest Rates Fund)",
      "Open Ended",
      "debt-floater-fund",
    ],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Gilt Fund)", "Open Ended", "debt-gilt-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Liquid Fund)", "Open Ended", "debt-liquid-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Long Term Fund)", "Open Ended", "debt-long-duration-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Medium Term Fund)", "Open Ended", "debt-medium-duration-fund"],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Medium to Long Term Fund)",
      "Open Ended",
      "debt-medium-to-long-duration-fund",
    ],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Money Market Fund)", "Open Ended", "debt-money-market-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Overnight Fund)", "Open Ended", "debt-overnight-fund"],
    ["Open Ended Schemes(Income/Debt Oriented Schemes - Short Term Fund)", "Open Ended", "debt-short-duration-fund"],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Ultra Short Term Fund)",
      "Open Ended",
      "debt-ultra-short-duration-fund",
    ],
    [
      "Open Ended Schemes(Income/Debt Oriented Schemes - Ultra Short to Short Term Fund)",
      "Open Ended",
      "debt-low-duration-fund",
    ],
    ["Open Ended Schemes(Index Funds - Debt Funds)", "Open Ended", "other-index-funds"],
    ["Open Ended Schemes(Index Funds - Equity Funds)", "Open Ended", "other-index-funds"],
    ["Open Ended Schemes(Index Funds - Hybrid Fund)", "Open Ended", "other-index-funds"],
    [
      "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years)",
      "Open Ended",
      "solution-oriented-life-cycle-fund",
    ],
    [
      "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years)",
      "Open Ended",
      "solution-oriented-life-cycle-fund",
    ],
    ["Open Ended Schemes(Money Market)", "Open Ended", "debt-money-market-fund"],
    ["Open Ended Schemes(Other Scheme - FoF Domestic)", "Open Ended", "other-fund-of-funds-domestic"],
    ["Open Ended Schemes(Other Scheme - FoF Overseas)", "Open Ended", "other-fund-of-funds-overseas"],
    ["Open Ended Schemes(Other Scheme - Gold ETF)", "Open Ended", "other-etfs"],
    ["Open Ended Schemes(Other Scheme - Index Funds)", "Open Ended", "other-index-funds"],
    ["Open Ended Schemes(Other Scheme - Other  ETFs)", "Open Ended", "other-etfs"],
    [
      "Open Ended Schemes(Overseas Fund of Funds - Fund of Funds investing overseas)",
      "Open Ended",
      "other-fund-of-funds-overseas",
    ],
    [
      "Open Ended Schemes(Solution Oriented Scheme - Children’s Fund)",
      "Open Ended",
      "solution-oriented-childrens-fund",
    ],
    [
      "Open Ended Schemes(Solution Oriented Scheme - Retirement Fund)",
      "Open Ended",
      "solution-oriented-retirement-fund",
    ],
  ] as const)("%s -> %s, %s", (line, schemeType, slug) => {
    expect(classifyHeadingLine(line)).toEqual({
      kind: "category",
      schemeType,
      rawCategoryHeading: line.slice(line.indexOf("(") + 1, line.lastIndexOf(")")),
      category: categoryBySlug(slug),
    });
  });
});
