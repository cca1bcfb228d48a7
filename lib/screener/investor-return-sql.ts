// isGrowthOption (lib/metrics/ranking-eligibility.ts) in SQL, for every fund list that reads screener_plans.

/**
 * A screener_plans return column as the investor's return: the NAV return of a growth plan (or one whose
 * option is not stated), null for an IDCW or bonus plan, whose NAV falls at every payout. Lists show the
 * null as "--", return filters never match it and return sorts put it last.
 */
export function investorReturnSql(column: string): string {
  return `(case when option_type is null or option_type = 'Growth' then ${column} end)`;
}
