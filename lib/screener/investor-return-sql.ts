// isGrowthOption (lib/metrics/ranking-eligibility.ts) in SQL, for every fund list that reads screener_plans.

/** Whether the row's plan compounds its NAV (a Growth plan, or one whose option is not stated). */
export const GROWTH_OPTION_SQL = "(option_type is null or option_type = 'Growth')";

/**
 * A screener_plans return column as the investor's return: the NAV return of a growth plan (or one whose
 * option is not stated), null for an IDCW or bonus plan, whose NAV falls at every payout. Lists show the
 * null as "--", return filters never match it and return sorts put it last.
 */
export function investorReturnSql(column: string): string {
  return `(case when ${GROWTH_OPTION_SQL} then ${column} end)`;
}
