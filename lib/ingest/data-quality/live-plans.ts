import type { PendingQuery, Row, Sql } from "postgres";

/**
 * A plan (`pl`, a row of plans) whose plan type (Direct/Regular) or option (Growth/IDCW) is unknown: it falls out of
 * category ranks and averages. The one place that says so. No option applies to a scheme's only plan (most ETFs:
 * plans.single_plan) or to a plan of unclaimed amounts (plans.unclaimed), so those lack only a plan type
 * (migration 0020, lib/ingest/nav-import/settle-plan-labels.ts).
 */
export const LACKS_PLAN_TYPE_OR_OPTION =
  "(pl.plan_type is null or (pl.option is null and not pl.single_plan and not pl.unclaimed))";

/**
 * Live plans as a subquery: the screener's listed plans (screener_plans: a NAV in the 30 days up to the site's
 * as-of date, with the latest TER and AUM and their dates and sources, as every list shows them), refreshed by
 * every import that changes NAVs or facts. Columns: scheme_code, scheme_id, name, plan_type, option, single_plan,
 * unclaimed (from plans), lacks_type_or_option (LACKS_PLAN_TYPE_OR_OPTION), first_nav_date, expense_ratio (and _as_of, _source), aum_as_of, aum_source, and as_of (the site's
 * as-of date). "offset 0" keeps the as-of subquery from being pulled up into a filter, where site_as_of_date()
 * would run once per row (40 s on the real year instead of 16 ms).
 */
export function livePlans(sql: Sql): PendingQuery<Row[]> {
  return sql`(
    select sp.scheme_code, sp.scheme_id, sp.plan_display_name as name, pl.plan_type, pl.option, pl.single_plan,
      pl.unclaimed,
      ${sql.unsafe(LACKS_PLAN_TYPE_OR_OPTION)} as lacks_type_or_option,
      st.first_nav_date, sp.expense_ratio, sp.expense_ratio_as_of, sp.expense_ratio_source, sp.aum_as_of,
      sp.aum_source, asof.d as as_of
    from screener_plans sp
    join plans pl on pl.scheme_code = sp.scheme_code
    join plan_nav_stats st on st.scheme_code = sp.scheme_code
    cross join (select site_as_of_date() as d offset 0) asof)`;
}
