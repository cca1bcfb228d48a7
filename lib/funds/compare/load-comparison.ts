import type { Sql } from "postgres";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { comparedPlans } from "@/lib/funds/compare-funds";
import { compareHoldings, type DisclosedPortfolio } from "@/lib/funds/compare/compare-holdings";
import { compareNavSeries } from "@/lib/funds/compare/compare-nav-series";
import { dropUnknownCodes, MIN_COMPARE_FUNDS, type CompareSelection } from "@/lib/funds/compare/compare-selection";
import { growthOfInvestment, type GrowthComparison } from "@/lib/funds/compare/growth-of-investment";
import { holdingsOverlap, type HoldingsOverlap } from "@/lib/funds/compare/holdings-overlap";

/** The overlap of two of the compared funds (positions in `funds`), with the dates of their portfolios. */
export interface PairOverlap {
  a: number;
  b: number;
  as_of: [string | null, string | null];
  overlap: HoldingsOverlap;
}

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

function pairsOf(count: number): [number, number][] {
  return Array.from({ length: count }, (_, a) => Array.from({ length: count - a - 1 }, (_, k): [number, number] => [a, a + k + 1])).flat();
}

function overlapOf(portfolios: (DisclosedPortfolio | null)[], [a, b]: [number, number]): PairOverlap {
  const left = portfolios[a] ?? null;
  const right = portfolios[b] ?? null;
  return { a, b, as_of: [left?.as_of ?? null, right?.as_of ?? null], overlap: holdingsOverlap(left?.holdings ?? null, right?.holdings ?? null) };
}

/** Everything the compare page shows for the funds a URL names: their rows, growth and pairwise overlaps. */
export async function loadComparison(sql: Sql, requested: CompareSelection): Promise<Comparison> {
  const funds = await comparedPlans(sql, requested.codes);
  const selection = dropUnknownCodes(requested, new Set(funds.map((fund) => fund.scheme_code)));
  if (funds.length < MIN_COMPARE_FUNDS) return { selection, funds, growth: null, overlaps: [] };
  const [series, portfolios] = await Promise.all([compareNavSeries(sql, selection.codes), compareHoldings(sql, selection.codes)]);
  return {
    selection,
    funds,
    growth: growthOfInvestment(series, GROWTH_AMOUNT),
    overlaps: pairsOf(funds.length).map((pair) => overlapOf(portfolios, pair)),
  };
}
