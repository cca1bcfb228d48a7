import type { Sql } from "postgres";

/**
 * For tests that write NAVs without the importer: plan_nav_stats (which site_as_of_date() reads) as the importer
 * would keep it, every plan's range and latest NAV taken from navs again.
 */
export async function settlePlanNavStats(sql: Sql): Promise<void> {
  await sql`delete from plan_nav_stats`;
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from navs group by scheme_code`;
}
