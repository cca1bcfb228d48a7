// AMFI category headings -> one canonical category (SEBI's 2017 categorisation, plus what the files demand).

import type { AssetClass, CanonicalCategory } from "./types";

// Frozen: every record of a parsed file shares these objects.
function category<S extends string>(
  assetClass: AssetClass,
  sebiCategory: string,
  slug: S,
): Readonly<CanonicalCategory & { slug: S }> {
  return Object.freeze({ assetClass, sebiCategory, slug });
}

/**
 * Every canonical category, in SEBI's order. The slugs are stable ids (URLs, database keys): never
 * derive them again from the names. Besides SEBI's 2017 list there are:
 * - catch-alls for legacy headings that name an asset class but no SEBI category ("Growth", "Income",
 *   "Balanced"): "Other Equity Scheme", "Other Debt Scheme", "Other Hybrid Scheme". They are never a
 *   guess at a specific category;
 * - "Fixed Term Plan" (close-ended debt: FMPs), which AMFI's newer taxonomy names explicitly;
 * - "Life Cycle Fund" (solution oriented, target-date funds), new in AMFI's newer taxonomy.
 */
export const CANONICAL_CATEGORIES = [
  category("Equity", "Multi Cap Fund", "equity-multi-cap-fund"),
  category("Equity", "Large Cap Fund", "equity-large-cap-fund"),
  category("Equity", "Large & Mid Cap Fund", "equity-large-and-mid-cap-fund"),
  category("Equity", "Mid Cap Fund", "equity-mid-cap-fund"),
  category("Equity", "Small Cap Fund", "equity-small-cap-fund"),
  category("Equity", "Dividend Yield Fund", "equity-dividend-yield-fund"),
  category("Equity", "Value Fund", "equity-value-fund"),
  category("Equity", "Contra Fund", "equity-contra-fund"),
  category("Equity", "Focused Fund", "equity-focused-fund"),
  category("Equity", "Sectoral/Thematic", "equity-sectoral-thematic"),
  category("Equity", "ELSS", "equity-elss"),
  category("Equity", "Flexi Cap Fund", "equity-flexi-cap-fund"),
  category("Equity", "Other Equity Scheme", "equity-other"),
  category("Debt", "Overnight Fund", "debt-overnight-fund"),
  category("Debt", "Liquid Fund", "debt-liquid-fund"),
  category("Debt", "Ultra Short Duration Fund", "debt-ultra-short-duration-fund"),
  category("Debt", "Low Duration Fund", "debt-low-duration-fund"),
  category("Debt", "Money Market Fund", "debt-money-market-fund"),
  category("Debt", "Short Duration Fund", "debt-short-duration-fund"),
  category("Debt", "Medium Duration Fund", "debt-medium-duration-fund"),
  category("Debt", "Medium to Long Duration Fund", "debt-medium-to-long-duration-fund"),
  category("Debt", "Long Duration Fund", "debt-long-duration-fund"),
  category("Debt", "Dynamic Bond Fund", "debt-dynamic-bond-fund"),
  category("Debt", "Corporate Bond Fund", "debt-corporate-bond-fund"),
  category("Debt", "Credit Risk Fund", "debt-credit-risk-fund"),
  category("Debt", "Banking and PSU Fund", "debt-banking-and-psu-fund"),
  category("Debt", "Gilt Fund", "debt-gilt-fund"),
  category("Debt", "Gilt Fund with 10 year constant duration", "debt-gilt-fund-10-year-constant-duration"),
  category("Debt", "Floater Fund", "debt-floater-fund"),
  category("Debt", "Fixed Term Plan", "debt-fixed-term-plan"),
  category("Debt", "Other Debt Scheme", "debt-other"),
  category("Hybrid", "Conservative Hybrid Fund", "hybrid-conservative-hybrid-fund"),
  category("Hybrid", "Balanced Hybrid Fund", "hybrid-balanced-hybrid-fund"),
  category("Hybrid", "Aggressive Hybrid Fund", "hybrid-aggressive-hybrid-fund"),
  category(
    "Hybrid",
    "Dynamic Asset Allocation or Balanced Advantage",
    "hybrid-dynamic-asset-allocation-balanced-advantage",
  ),
  category("Hybrid", "Multi Asset Allocation", "hybrid-multi-asset-allocation"),
  category("Hybrid", "Arbitrage Fund", "hybrid-arbitrage-fund"),
  category("Hybrid", "Equity Savings", "hybrid-equity-savings"),
  category("Hybrid", "Other Hybrid Scheme", "hybrid-other"),
  category("Solution Oriented", "Retirement Fund", "solution-oriented-retirement-fund"),
  category("Solution Oriented", "Children's Fund", "solution-oriented-childrens-fund"),
  category("Solution Oriented", "Life Cycle Fund", "solution-oriented-life-cycle-fund"),
  category("Other", "Index Funds", "other-index-funds"),
  category("Other", "ETFs", "other-etfs"),
  category("Other", "Fund of Funds (Domestic)", "other-fund-of-funds-domestic"),
  category("Other", "Fund of Funds (Overseas)", "other-fund-of-funds-overseas"),
] as const satisfies readonly CanonicalCategory[];

export type CategorySlug = (typeof CANONICAL_CATEGORIES)[number]["slug"];

const CATEGORY_BY_SLUG = new Map<string, CanonicalCategory>(CANONICAL_CATEGORIES.map((c) => [c.slug, c]));

/** The canonical category with this slug (undefined for an unknown slug). */
export function categoryBySlug(slug: string): CanonicalCategory | undefined {
  return CATEGORY_BY_SLUG.get(slug);
}

/**
 * Every known category heading (the text inside "Open Ended Schemes(...)", exactly as AMFI prints it)
 * and its canonical category. Matching ignores case, repeated spaces, spaces around "/", "-", "(" and ")",
 * and the kind of apostrophe. The list holds every heading of the 373 daily files of 2025-07 to 2026-08,
 * plus a few legacy headings of AMFI's NAV history download.
 */
export const CATEGORY_HEADINGS: readonly { heading: string; slug: CategorySlug }[] = [
  // SEBI 2017 taxonomy, as AMFI has printed it since 2018.
  { heading: "Equity Scheme - Multi Cap Fund", slug: "equity-multi-cap-fund" },
  { heading: "Equity Scheme - Large Cap Fund", slug: "equity-large-cap-fund" },
  { heading: "Equity Scheme - Large & Mid Cap Fund", slug: "equity-large-and-mid-cap-fund" },
  { heading: "Equity Scheme - Mid Cap Fund", slug: "equity-mid-cap-fund" },
  { heading: "Equity Scheme - Small Cap Fund", slug: "equity-small-cap-fund" },
  { heading: "Equity Scheme - Dividend Yield Fund", slug: "equity-dividend-yield-fund" },
  { heading: "Equity Scheme - Value Fund", slug: "equity-value-fund" },
  { heading: "Equity Scheme - Contra Fund", slug: "equity-contra-fund" },
  { heading: "Equity Scheme - Focused Fund", slug: "equity-focused-fund" },
  { heading: "Equity Scheme - Sectoral/ Thematic", slug: "equity-sectoral-thematic" },
  { heading: "Equity Scheme - ELSS", slug: "equity-elss" },
  { heading: "Equity Scheme - Flexi Cap Fund", slug: "equity-flexi-cap-fund" },
  { heading: "Debt Scheme - Overnight Fund", slug: "debt-overnight-fund" },
  { heading: "Debt Scheme - Liquid Fund", slug: "debt-liquid-fund" },
  { heading: "Debt Scheme - Ultra Short Duration Fund", slug: "debt-ultra-short-duration-fund" },
  { heading: "Debt Scheme - Low Duration Fund", slug: "debt-low-duration-fund" },
  { heading: "Debt Scheme - Money Market Fund", slug: "debt-money-market-fund" },
  { heading: "Debt Scheme - Short Duration Fund", slug: "debt-short-duration-fund" },
  { heading: "Debt Scheme - Medium Duration Fund", slug: "debt-medium-duration-fund" },
  { heading: "Debt Scheme - Medium to Long Duration Fund", slug: "debt-medium-to-long-duration-fund" },
  { heading: "Debt Scheme - Long Duration Fund", slug: "debt-long-duration-fund" },
  { heading: "Debt Scheme - Dynamic Bond", slug: "debt-dynamic-bond-fund" },
  { heading: "Debt Scheme - Corporate Bond Fund", slug: "debt-corporate-bond-fund" },
  { heading: "Debt Scheme - Credit Risk Fund", slug: "debt-credit-risk-fund" },
  { heading: "Debt Scheme - Banking and PSU Fund", slug: "debt-banking-and-psu-fund" },
  { heading: "Debt Scheme - Gilt Fund", slug: "debt-gilt-fund" },
  {
    heading: "Debt Scheme - Gilt Fund with 10 year constant duration",
    slug: "debt-gilt-fund-10-year-constant-duration",
  },
  { heading: "Debt Scheme - Floater Fund", slug: "debt-floater-fund" },
  { heading: "Hybrid Scheme - Conservative Hybrid Fund", slug: "hybrid-conservative-hybrid-fund" },
  { heading: "Hybrid Scheme - Balanced Hybrid Fund", slug: "hybrid-balanced-hybrid-fund" },
  { heading: "Hybrid Scheme - Aggressive Hybrid Fund", slug: "hybrid-aggressive-hybrid-fund" },
  {
    heading: "Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage",
    slug: "hybrid-dynamic-asset-allocation-balanced-advantage",
  },
  { heading: "Hybrid Scheme - Multi Asset Allocation", slug: "hybrid-multi-asset-allocation" },
  { heading: "Hybrid Scheme - Arbitrage Fund", slug: "hybrid-arbitrage-fund" },
  { heading: "Hybrid Scheme - Equity Savings", slug: "hybrid-equity-savings" },
  { heading: "Solution Oriented Scheme - Retirement Fund", slug: "solution-oriented-retirement-fund" },
  { heading: "Solution Oriented Scheme - Children’s Fund", slug: "solution-oriented-childrens-fund" },
  { heading: "Other Scheme - Index Funds", slug: "other-index-funds" },
  { heading: "Other Scheme - Gold ETF", slug: "other-etfs" },
  { heading: "Other Scheme - Other  ETFs", slug: "other-etfs" },
  { heading: "Other Scheme - FoF Domestic", slug: "other-fund-of-funds-domestic" },
  { heading: "Other Scheme - FoF Overseas", slug: "other-fund-of-funds-overseas" },

  // AMFI's newer taxonomy, printed next to the one above for schemes launched from 2025 on.
  { heading: "Equity Schemes - Multi Cap Fund", slug: "equity-multi-cap-fund" },
  { heading: "Equity Schemes - Large Cap Fund", slug: "equity-large-cap-fund" },
  { heading: "Equity Schemes - Large & Mid Cap Fund", slug: "equity-large-and-mid-cap-fund" },
  { heading: "Equity Schemes - Mid Cap Fund", slug: "equity-mid-cap-fund" },
  { heading: "Equity Schemes - Small Cap Fund", slug: "equity-small-cap-fund" },
  { heading: "Equity Schemes - Dividend Yield Fund", slug: "equity-dividend-yield-fund" },
  { heading: "Equity Schemes - Value Fund", slug: "equity-value-fund" },
  { heading: "Equity Schemes - Contra Fund", slug: "equity-contra-fund" },
  { heading: "Equity Schemes - Focused Fund", slug: "equity-focused-fund" },
  // Sectoral and thematic funds are one SEBI category; the newer taxonomy splits them in two.
  { heading: "Equity Schemes - Sectoral Fund", slug: "equity-sectoral-thematic" },
  { heading: "Equity Schemes - Thematic Fund", slug: "equity-sectoral-thematic" },
  { heading: "Equity Schemes - ELSS- Tax Saver Fund", slug: "equity-elss" },
  { heading: "Equity Schemes - Flexi Cap Fund", slug: "equity-flexi-cap-fund" },
  { heading: "Income/Debt Oriented Schemes - Overnight Fund", slug: "debt-overnight-fund" },
  { heading: "Income/Debt Oriented Schemes - Liquid Fund", slug: "debt-liquid-fund" },
  // The newer taxonomy names debt categories by term; the funds under each heading are SEBI's
  // duration categories (e.g. "Ultra Short to Short Term" holds the Low Duration funds).
  { heading: "Income/Debt Oriented Schemes - Ultra Short Term Fund", slug: "debt-ultra-short-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Ultra Short to Short Term Fund", slug: "debt-low-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Money Market Fund", slug: "debt-money-market-fund" },
  { heading: "Income/Debt Oriented Schemes - Short Term Fund", slug: "debt-short-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Medium Term Fund", slug: "debt-medium-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Medium to Long Term Fund", slug: "debt-medium-to-long-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Long Term Fund", slug: "debt-long-duration-fund" },
  { heading: "Income/Debt Oriented Schemes - Dynamic Term Fund", slug: "debt-dynamic-bond-fund" },
  { heading: "Income/Debt Oriented Schemes - Corporate Bond Fund", slug: "debt-corporate-bond-fund" },
  { heading: "Income/Debt Oriented Schemes - Credit Risk Fund", slug: "debt-credit-risk-fund" },
  { heading: "Income/Debt Oriented Schemes - Banking and PSU Debt Fund", slug: "debt-banking-and-psu-fund" },
  { heading: "Income/Debt Oriented Schemes - Gilt Fund", slug: "debt-gilt-fund" },
  {
    heading: "Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund",
    slug: "debt-gilt-fund-10-year-constant-duration",
  },
  { heading: "Income/Debt Oriented Schemes - Floating Interest Rates Fund", slug: "debt-floater-fund" },
  { heading: "Income/Debt Oriented Schemes - Fixed Term Plan", slug: "debt-fixed-term-plan" },
  { heading: "Income/Debt Oriented Schemes - Other Debt Scheme", slug: "debt-other" },
  { heading: "Hybrid Schemes - Conservative Hybrid Fund", slug: "hybrid-conservative-hybrid-fund" },
  { heading: "Hybrid Schemes - Aggressive Hybrid Fund", slug: "hybrid-aggressive-hybrid-fund" },
  {
    heading: "Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation",
    slug: "hybrid-dynamic-asset-allocation-balanced-advantage",
  },
  { heading: "Hybrid Schemes - Multi Asset Allocation Fund", slug: "hybrid-multi-asset-allocation" },
  { heading: "Hybrid Schemes - Arbitrage Fund", slug: "hybrid-arbitrage-fund" },
  { heading: "Hybrid Schemes - Equity Savings Fund", slug: "hybrid-equity-savings" },
  // Life cycle (target-date) funds are one category whatever their maturity; the raw heading keeps it.
  {
    heading: "Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years",
    slug: "solution-oriented-life-cycle-fund",
  },
  {
    heading: "Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years",
    slug: "solution-oriented-life-cycle-fund",
  },
  // Index funds and ETFs are one category each whatever they track (equity, debt, gold, silver, hybrid,
  // overseas); the raw heading keeps what they track.
  { heading: "Index Funds - Equity Funds", slug: "other-index-funds" },
  { heading: "Index Funds - Debt Funds", slug: "other-index-funds" },
  { heading: "Index Funds - Hybrid Fund", slug: "other-index-funds" },
  { heading: "Exchange Traded Funds (ETFs) - Equity ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - Debt ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - Gold ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - Silver ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - Hybrid ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - Other ETF", slug: "other-etfs" },
  { heading: "Exchange Traded Funds (ETFs) - ETFs investing overseas", slug: "other-etfs" },
  {
    heading: "Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)",
    slug: "other-fund-of-funds-domestic",
  },
  { heading: "Overseas Fund of Funds - Fund of Funds investing overseas", slug: "other-fund-of-funds-overseas" },

  // Legacy headings (pre-2018 schemes: matured, wound up, close-ended and interval schemes).
  // "Growth", "Income" and "Balanced" name only an asset class: catch-alls, not a guessed SEBI category.
  { heading: "Growth", slug: "equity-other" },
  { heading: "Income", slug: "debt-other" },
  { heading: "Balanced", slug: "hybrid-other" },
  // These legacy headings name the category itself, so they map to it.
  { heading: "ELSS", slug: "equity-elss" },
  { heading: "Gilt", slug: "debt-gilt-fund" },
  { heading: "Money Market", slug: "debt-money-market-fund" },
  { heading: "Liquid", slug: "debt-liquid-fund" },
  { heading: "Floating Rate", slug: "debt-floater-fund" },
  { heading: "Fund of Funds - Domestic", slug: "other-fund-of-funds-domestic" },
  { heading: "Fund of Funds - Overseas", slug: "other-fund-of-funds-overseas" },
];

/** The lookup key of a heading: see CATEGORY_HEADINGS. */
export function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ?([/()-]) ?/g, "$1")
    .trim();
}

const SLUG_BY_HEADING_KEY = new Map<string, CategorySlug>(
  CATEGORY_HEADINGS.map((h) => [headingKey(h.heading), h.slug]),
);

/** The canonical category of a category heading (the text inside the parentheses), or null when it is unknown. */
export function mapCategoryHeading(heading: string): CanonicalCategory | null {
  const slug = SLUG_BY_HEADING_KEY.get(headingKey(heading));
  return slug === undefined ? null : (CATEGORY_BY_SLUG.get(slug) ?? null);
}

/** For each canonical category (by slug), the raw AMFI headings that map to it, in CATEGORY_HEADINGS order. */
export function headingsByCategory(): Map<CategorySlug, string[]> {
  const result = new Map<CategorySlug, string[]>(CANONICAL_CATEGORIES.map((c) => [c.slug, []]));
  for (const { heading, slug } of CATEGORY_HEADINGS) result.get(slug)?.push(heading);
  return result;
}
