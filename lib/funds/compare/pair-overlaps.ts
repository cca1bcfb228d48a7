import type { DisclosedPortfolio } from "@/lib/funds/compare/compare-holdings";
import { holdingsOverlap, type HoldingsOverlap } from "@/lib/funds/compare/holdings-overlap";

/** The overlap of two funds (positions in the list given), with the dates of their portfolios. */
export interface PairOverlap {
  a: number;
  b: number;
  as_of: [string | null, string | null];
  overlap: HoldingsOverlap;
}

/** Every pair of the portfolios, in order: (0,1), (0,2) ... (1,2) ... */
export function pairOverlaps(portfolios: readonly (DisclosedPortfolio | null)[]): PairOverlap[] {
  const pairs: PairOverlap[] = [];
  for (let a = 0; a < portfolios.length; a++) {
    for (let b = a + 1; b < portfolios.length; b++) {
      const left = portfolios[a] ?? null;
      const right = portfolios[b] ?? null;
      pairs.push({
        a,
        b,
        as_of: [left?.as_of ?? null, right?.as_of ?? null],
        overlap: holdingsOverlap(left?.holdings ?? null, right?.holdings ?? null),
      });
    }
  }
  return pairs;
}
