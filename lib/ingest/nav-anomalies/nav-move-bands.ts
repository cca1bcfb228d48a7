// How far a plan's NAV may move from one NAV day to the next before the move is treated as an anomaly, by
// category. Derived from the real year of AMFI NAVs (2025-07-16 .. 2026-08-22, about 2.2 million day-on-day
// moves): `largestGrowthMovePct` is the largest move of any Growth plan in the group over that year that was not
// a split or a face-value change (|NAV / previous − 1|, previous NAV at most 7 days earlier), and the band leaves
// room above it. IDCW payouts and real crashes beyond a band are flagged and then confirmed by the next capture,
// so a band only needs to hold a normal day. Shown on /methodology from this table.

export interface NavMoveBand {
  /** What the group is, as /methodology says it. */
  label: string;
  /** The categories (categories.slug) in the group; the last group is the default for every other plan. */
  slugs: readonly string[];
  /** A move is within the band when NAV / previous NAV lies in [1 / (1 + b), 1 + b], b = bandPct / 100. */
  bandPct: number;
  /** The largest ordinary Growth-plan move in the group over the real year, percent. */
  largestGrowthMovePct: number;
}

export const NAV_MOVE_BANDS: readonly NavMoveBand[] = [
  {
    label: "Overnight and liquid funds",
    slugs: ["debt-overnight-fund", "debt-liquid-fund"],
    bandPct: 1,
    largestGrowthMovePct: 0.29,
  },
  {
    label: "Money market, ultra short and low duration, floater, arbitrage funds and fixed term plans",
    slugs: [
      "debt-money-market-fund",
      "debt-ultra-short-duration-fund",
      "debt-low-duration-fund",
      "debt-floater-fund",
      "hybrid-arbitrage-fund",
      "debt-fixed-term-plan",
    ],
    bandPct: 3,
    largestGrowthMovePct: 0.74,
  },
  {
    label: "Other debt funds (duration, gilt, corporate bond, banking and PSU, credit risk, other debt schemes)",
    slugs: [
      "debt-banking-and-psu-fund",
      "debt-corporate-bond-fund",
      "debt-credit-risk-fund",
      "debt-dynamic-bond-fund",
      "debt-gilt-fund",
      "debt-gilt-fund-10-year-constant-duration",
      "debt-long-duration-fund",
      "debt-medium-duration-fund",
      "debt-medium-to-long-duration-fund",
      "debt-short-duration-fund",
      "debt-other",
    ],
    bandPct: 10,
    largestGrowthMovePct: 5.68,
  },
  {
    label: "Hybrid and solution-oriented funds",
    slugs: [
      "hybrid-aggressive-hybrid-fund",
      "hybrid-balanced-hybrid-fund",
      "hybrid-conservative-hybrid-fund",
      "hybrid-dynamic-asset-allocation-balanced-advantage",
      "hybrid-equity-savings",
      "hybrid-multi-asset-allocation",
      "solution-oriented-childrens-fund",
      "solution-oriented-retirement-fund",
      "solution-oriented-life-cycle-fund",
    ],
    bandPct: 15,
    largestGrowthMovePct: 6.1,
  },
  {
    label: "Equity funds",
    slugs: [
      "equity-contra-fund",
      "equity-dividend-yield-fund",
      "equity-elss",
      "equity-flexi-cap-fund",
      "equity-focused-fund",
      "equity-large-and-mid-cap-fund",
      "equity-large-cap-fund",
      "equity-mid-cap-fund",
      "equity-multi-cap-fund",
      "equity-sectoral-thematic",
      "equity-small-cap-fund",
      "equity-value-fund",
      "equity-other",
    ],
    bandPct: 20,
    largestGrowthMovePct: 8.78,
  },
  {
    label: "Index funds and overseas funds of funds",
    slugs: ["other-index-funds", "other-fund-of-funds-overseas"],
    bandPct: 25,
    largestGrowthMovePct: 11.81,
  },
  {
    label: "ETFs, domestic funds of funds (gold and silver among them) and plans without a category",
    slugs: ["other-etfs", "other-fund-of-funds-domestic"],
    bandPct: 50,
    largestGrowthMovePct: 38.62,
  },
];

/**
 * Split and face-value factors a confirmed step is matched against (NAV divided or multiplied by one of these):
 * units split 1:2 .. 1:5, or a face value moved by a power of ten (₹1,000 to ₹100, ₹10 to ₹1,000).
 */
export const SPLIT_FACTORS: readonly number[] = [2, 3, 4, 5, 10, 100, 1000, 10000];

const BY_SLUG = new Map(NAV_MOVE_BANDS.flatMap((band) => band.slugs.map((slug) => [slug, band] as const)));

/** The band of a plan's category (by slug); the widest for a plan without one or in a category not listed. */
export function navMoveBand(categorySlug: string | null | undefined): NavMoveBand {
  return (categorySlug ? BY_SLUG.get(categorySlug) : undefined) ?? NAV_MOVE_BANDS[NAV_MOVE_BANDS.length - 1]!;
}
