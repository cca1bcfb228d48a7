import type { Sql } from "postgres";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { comparedPlans } from "@/lib/funds/compare-funds";
import { compareHoldings } from "@/lib/funds/compare/compare-holdings";
import { compareNavSeries } from "@/lib/funds/compare/compare-nav-series";
import { dropUnknownCodes, MIN_COMPARE_FUNDS, type CompareSelection } from "@/lib/funds/compare/compare-selection";
import { growthOfInvestment, type GrowthComparison } from "@/lib/funds/compare/growth-of-investment";
import { pairOverlaps, type PairOverlap } from "@/lib/funds/compare/pair-overlaps";

export type { PairOverlap };

export interface Comparison {
  /** The URL's selection without the codes no fund has (those are recorded as unknown). */
  selection: CompareSelection;
  funds: ComparedFund[];
  /** ₹10,000 in each fund over their common period; null with fewer than two funds or no common period. */
  growth: GrowthComparison | null;
  /** Every pair, in the order of the funds: (0,1), (0,2) ... (1,2) ... */
  overlaps: PairOverlap[];
}

export const GROWTH_AMOUNT = 10_000;

/** Everything the compare page shows for the funds a URL names: their rows, growth and pairwise overlaps. */
export async function loadComparison(sql: Sql, requested: CompareSelection): Promise<Comparison> {
  const funds = await comparedPlans(sql, requested.codes);
  const selection = dropUnknownCodes(requested, new Set(funds.map((fund) => fund.scheme_code)));
  if (funds.length < MIN_COMPARE_FUNDS) return { selection, funds, growth: null, overlaps: [] };
  const [series, portfolios] = await Promise.all([
    compareNavSeries(sql, selection.codes),
    compareHoldings(sql, selection.codes),
  ]);
  return {
    selection,
    funds,
    growth: growthOfInvestment(series, GROWTH_AMOUNT),
    overlaps: pairOverlaps(portfolios.slice(0, funds.length)),
  };
}
