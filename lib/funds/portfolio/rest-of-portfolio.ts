import type { WeightedLabel } from "@/lib/funds/portfolio/allocations";

export const REST_OF_PORTFOLIO = "Rest of the portfolio";

// Disclosed weights are rounded to two decimals: a shortfall below this is rounding, not a part left out.
const ROUNDING_PCT = 0.5;

/**
 * A breakdown of part of a portfolio as shares of the whole: the groups, then the rest of the portfolio when the
 * groups cover less of it (credit ratings of 0.10% of an equity fund are not a full circle of "Sovereign").
 */
export function withRestOfPortfolio(rows: readonly WeightedLabel[]): { rows: WeightedLabel[]; rest: boolean } {
  const covered = rows.reduce((sum, row) => sum + row.weight_pct, 0);
  const rest = 100 - covered;
  if (!(rest >= ROUNDING_PCT)) return { rows: [...rows], rest: false };
  return { rows: [...rows, { label: REST_OF_PORTFOLIO, weight_pct: Number(rest.toFixed(2)) }], rest: true };
}
