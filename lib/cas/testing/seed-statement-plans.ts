import type { Sql } from "postgres";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";

/**
 * The real plans the SYNTHETIC statements hold (AMFI codes and ISINs from the scheme master), for database tests:
 * a NAV a day for the two years to `navEnd` (growing 10% a year from `base`), and for the ICICI ELSS plan the NAV
 * of 31-Jan-2018 that grandfathering needs (350.0000).
 */
export const STATEMENT_PLANS = [
  {
    code: 100354,
    amc: "ICICI Prudential Mutual Fund",
    asset: "Equity",
    category: "ELSS",
    name: "ICICI Prudential ELSS Tax Saver Fund - Growth",
    isin: "INF109K01464",
    reinvest: null,
    planType: "Regular",
    base: 700,
  },
  {
    code: 118987,
    amc: "HDFC Mutual Fund",
    asset: "Debt",
    category: "Corporate Bond Fund",
    name: "HDFC Corporate Bond Fund - Direct Plan - Growth",
    isin: "INF179K01XD8",
    reinvest: null,
    planType: "Direct",
    base: 29,
  },
  {
    code: 105543,
    amc: "HDFC Mutual Fund",
    asset: "Debt",
    category: "Low Duration Fund",
    name: "HDFC Low Duration Fund - Monthly IDCW",
    isin: "INF179K01459",
    reinvest: "INF179K01467",
    planType: "Regular",
    base: 10,
  },
  {
    code: 119094,
    amc: "HDFC Mutual Fund",
    asset: "Debt",
    category: "Money Market Fund",
    name: "HDFC Money Market Fund - Direct Plan - Weekly IDCW",
    isin: "INF179KB1IA9",
    reinvest: "INF179KB1IB7",
    planType: "Direct",
    base: 1060,
  },
  {
    code: 120503,
    amc: "Axis Mutual Fund",
    asset: "Equity",
    category: "ELSS",
    name: "Axis ELSS Tax Saver Fund - Direct Plan - Growth",
    isin: "INF846K01EW2",
    reinvest: null,
    planType: "Direct",
    base: 90,
  },
  {
    code: 118834,
    amc: "Mirae Asset Mutual Fund",
    asset: "Equity",
    category: "Large & Mid Cap Fund",
    name: "Mirae Asset Large & Midcap Fund - Direct Plan - Growth",
    isin: "INF769K01BI1",
    reinvest: null,
    planType: "Direct",
    base: 140,
  },
] as const;

export async function seedStatementPlans(sql: Sql, navEnd: string): Promise<void> {
  // Ids of their own: the API fixture inserts its rows with explicit ids, so the sequences are behind.
  for (const [i, p] of STATEMENT_PLANS.entries()) {
    const id = 900 + i;
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const [amc] = await sql<{ id: number }[]>`
      insert into amcs (id, name, slug) values (${id}, ${p.amc}, ${slug(p.amc)}) on conflict (name) do update set name = excluded.name returning id`;
    const [category] = await sql<{ id: number }[]>`
      insert into categories (id, asset_class, sebi_category, slug) values (${id}, ${p.asset}, ${p.category}, ${slug(`${p.asset} ${p.category}`)})
      on conflict (asset_class, sebi_category) do update set slug = excluded.slug returning id`;
    const [scheme] = await sql<{ id: number }[]>`
      insert into schemes (id, amc_id, category_id, name) values (${id}, ${amc!.id}, ${category!.id}, ${p.name.split(" - ")[0]!})
      on conflict (amc_id, name) do update set name = excluded.name returning id`;
    await sql`
      insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, isin_reinvestment, display_name, raw_name)
      values (${p.code}, ${scheme!.id}, ${p.planType}, ${p.reinvest ? "IDCW Payout" : "Growth"}, ${p.isin}, ${p.reinvest},
        ${p.name}, ${p.name})`;
    await sql`
      insert into navs (scheme_code, nav_date, nav)
      select ${p.code}, d::date, round((${p.base} * power(1.1::numeric, (d::date - (${navEnd}::date - 730)) / 365.0))::numeric, 4)
      from generate_series(${navEnd}::date - 730, ${navEnd}::date, interval '1 day') d`;
  }
  await sql`insert into navs (scheme_code, nav_date, nav) values (100354, '2018-01-31', 350.0000)`;
  await sql`delete from plan_nav_stats where scheme_code in ${sql(STATEMENT_PLANS.map((p) => p.code))}`;
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from navs
    where scheme_code in ${sql(STATEMENT_PLANS.map((p) => p.code))} group by scheme_code`;
  await refreshMetrics(sql, { riskFreeRate: 0.065 });
}
