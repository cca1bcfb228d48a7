import type { Sql } from "postgres";

/**
 * The API fixture's latest NAVs (2026-11-20) of three plans made round, so that the X-ray tests' rupee figures can
 * be worked out by hand: Alpha Large Cap Regular (1002) 20, Beta Bluechip Regular (2002) 14, the Beta Nifty 50 ETF
 * (2201) 15. Refresh screener_plans after any further change.
 */
const ROUND_LATEST_NAVS = { 1002: 20, 2002: 14, 2201: 15 } as const;

export async function setRoundLatestNavs(sql: Sql): Promise<void> {
  for (const [code, nav] of Object.entries(ROUND_LATEST_NAVS)) {
    await sql`update navs set nav = ${nav} where scheme_code = ${Number(code)} and nav_date = '2026-11-20'`;
    await sql`update plan_nav_stats set last_nav = ${nav} where scheme_code = ${Number(code)}`;
  }
}
