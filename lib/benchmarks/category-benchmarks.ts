import type { CategorySlug } from "@/lib/ingest/amfi/category-map";

/**
 * Each category's usual benchmark index: the first-tier benchmark SEBI and AMFI name for the category, used as
 * the "category benchmark" of a plan whose own benchmark no source gives. Null where a category has no one
 * usual index (sectoral and thematic funds, FMPs, funds of funds, solution-oriented and catch-all categories):
 * such a plan has no category benchmark rather than a wrong one. Index funds and ETFs are matched by the index
 * their name says they track (INDEX_FUND_BENCHMARKS), in any category.
 */
export const CATEGORY_BENCHMARKS: Readonly<Record<CategorySlug, string | null>> = {
  "equity-multi-cap-fund": "Nifty 500 TRI",
  "equity-large-cap-fund": "Nifty 100 TRI",
  "equity-large-and-mid-cap-fund": "Nifty LargeMidcap 250 TRI",
  "equity-mid-cap-fund": "Nifty Midcap 150 TRI",
  "equity-small-cap-fund": "Nifty Smallcap 250 TRI",
  "equity-dividend-yield-fund": "Nifty 500 TRI",
  "equity-value-fund": "Nifty 500 TRI",
  "equity-contra-fund": "Nifty 500 TRI",
  "equity-focused-fund": "Nifty 500 TRI",
  "equity-sectoral-thematic": null,
  "equity-elss": "Nifty 500 TRI",
  "equity-flexi-cap-fund": "Nifty 500 TRI",
  "equity-other": null,
  "debt-overnight-fund": "CRISIL Liquid Overnight Index",
  "debt-liquid-fund": "CRISIL Liquid Debt A-I Index",
  "debt-ultra-short-duration-fund": "CRISIL Ultra Short Duration Debt A-I Index",
  "debt-low-duration-fund": "CRISIL Low Duration Debt A-I Index",
  "debt-money-market-fund": "CRISIL Money Market A-I Index",
  "debt-short-duration-fund": "CRISIL Short Duration Debt A-II Index",
  "debt-medium-duration-fund": "CRISIL Medium Duration Debt A-III Index",
  "debt-medium-to-long-duration-fund": "CRISIL Medium to Long Duration Debt A-III Index",
  "debt-long-duration-fund": "CRISIL Long Duration Debt A-III Index",
  "debt-dynamic-bond-fund": "CRISIL Dynamic Bond A-III Index",
  "debt-corporate-bond-fund": "CRISIL Corporate Debt A-II Index",
  "debt-credit-risk-fund": "CRISIL Credit Risk Debt B-II Index",
  "debt-banking-and-psu-fund": "CRISIL Banking and PSU Debt A-II Index",
  "debt-gilt-fund": "CRISIL Dynamic Gilt Index",
  "debt-gilt-fund-10-year-constant-duration": "CRISIL 10 Year Gilt Index",
  "debt-floater-fund": "CRISIL Low Duration Debt A-I Index",
  "debt-fixed-term-plan": null,
  "debt-other": null,
  "hybrid-conservative-hybrid-fund": "CRISIL Hybrid 85+15 Conservative Index",
  "hybrid-balanced-hybrid-fund": "CRISIL Hybrid 50+50 Moderate Index",
  "hybrid-aggressive-hybrid-fund": "CRISIL Hybrid 35+65 Aggressive Index",
  "hybrid-dynamic-asset-allocation-balanced-advantage": "CRISIL Hybrid 50+50 Moderate Index",
  "hybrid-multi-asset-allocation": null,
  "hybrid-arbitrage-fund": "Nifty 50 Arbitrage Index",
  "hybrid-equity-savings": "Nifty Equity Savings Index",
  "hybrid-other": null,
  "solution-oriented-retirement-fund": null,
  "solution-oriented-childrens-fund": null,
  "solution-oriented-life-cycle-fund": null,
  "other-index-funds": null,
  "other-etfs": null,
  "other-fund-of-funds-domestic": null,
  "other-fund-of-funds-overseas": null,
};

/**
 * Index funds and ETFs by the index their name says they track: the index's name followed by "Index Fund",
 * "Index", "ETF", "Exchange Traded Fund" or "BeES", so "Nifty 50 Equal Weight Index Fund" or "Nifty 500
 * Momentum 50 Index Fund" track something else and match nothing. More specific names come first.
 */
export const INDEX_FUND_BENCHMARKS: readonly { tracks: RegExp; benchmark: string }[] = [
  { tracks: /\bnifty\s?next\s?50\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty Next 50 TRI" },
  { tracks: /\bnifty\s?midcap\s?150\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty Midcap 150 TRI" },
  { tracks: /\bnifty\s?smallcap\s?250\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty Smallcap 250 TRI" },
  { tracks: /\bnifty\s?500\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty 500 TRI" },
  { tracks: /\bnifty\s?100\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty 100 TRI" },
  { tracks: /\bnifty\s?50\s+(?:index|etf|exchange traded|bees)\b/i, benchmark: "Nifty 50 TRI" },
  { tracks: /\betf\s+nifty\s?50\s+bees\b/i, benchmark: "Nifty 50 TRI" },
  { tracks: /\b(?:bse\s+)?sensex\s+(?:index|etf|exchange traded)\b/i, benchmark: "BSE Sensex TRI" },
];
