import type { Sql } from "postgres";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { dayToIso, isoToDay } from "@/lib/metrics/day-number";

const addDays = (iso: string, days: number) => dayToIso(isoToDay(iso) + days);

// A small fund universe with values a reader can check by hand. Every plan compounds at a fixed annual
// rate on every calendar day from NAV_START to NAV_END (nav = 10 × (1 + rate)^(days / 365)), so its
// returns over whole 365-day years are the rate itself; metrics come from the real refresh pipeline.

export const NAV_START = "2022-11-20";
export const NAV_END = "2026-11-20";

export const FIXTURE_PLANS = [
  {
    scheme_code: 1001,
    scheme_id: 11,
    plan_type: "Direct",
    option: "Growth",
    isin: "INF000A01011",
    name: "Alpha Large Cap Fund - Direct Plan - Growth",
    rate: 0.12,
  },
  {
    scheme_code: 1002,
    scheme_id: 11,
    plan_type: "Regular",
    option: "Growth",
    isin: "INF000A01029",
    name: "Alpha Large Cap Fund - Regular Plan - Growth",
    rate: 0.11,
  },
  {
    scheme_code: 1003,
    scheme_id: 11,
    plan_type: "Direct",
    option: "IDCW Payout",
    isin: "INF000A01037",
    name: "Alpha Large Cap Fund - Direct Plan - IDCW",
    rate: 0.05,
  },
  {
    scheme_code: 2001,
    scheme_id: 21,
    plan_type: "Direct",
    option: "Growth",
    isin: "INF000B01019",
    name: "Beta Bluechip Fund - Direct Plan - Growth",
    rate: 0.1,
  },
  {
    scheme_code: 2002,
    scheme_id: 21,
    plan_type: "Regular",
    option: "Growth",
    isin: "INF000B01027",
    name: "Beta Bluechip Fund - Regular Plan - Growth",
    rate: 0.09,
  },
  {
    scheme_code: 1101,
    scheme_id: 12,
    plan_type: "Direct",
    option: "Growth",
    isin: "INF000A02019",
    name: "Alpha Liquid Fund - Direct Plan - Growth",
    rate: 0.065,
  },
  {
    scheme_code: 2201,
    scheme_id: 22,
    plan_type: null,
    option: null,
    isin: "INF000B02017",
    name: "Beta Nifty 50 ETF",
    rate: 0.105,
  },
] as const;

export type FixturePlan = (typeof FIXTURE_PLANS)[number];

export const planOf = (schemeCode: number): FixturePlan => FIXTURE_PLANS.find((p) => p.scheme_code === schemeCode)!;

/** The fixture's NFO dates, relative to today in India so that each keeps its status whenever the test runs. */
export function fixtureOfferDates(today = todayInIndia()) {
  return {
    open: { open: addDays(today, -3), close: addDays(today, 4) },
    upcoming: { open: addDays(today, 5), close: addDays(today, 12) },
    closed: { open: addDays(today, -20), close: addDays(today, -6) },
  };
}

export async function seedApiFixture(sql: Sql): Promise<void> {
  await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha-mutual-fund'), (2, 'Beta Mutual Fund', 'beta-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values
    (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund'), (2, 'Debt', 'Liquid Fund', 'debt-liquid-fund'), (3, 'Other', 'Index Funds', 'other-index-funds')`;
  await sql`insert into schemes (id, amc_id, category_id, name) values
    (11, 1, 1, 'Alpha Large Cap Fund'), (12, 1, 2, 'Alpha Liquid Fund'), (21, 2, 1, 'Beta Bluechip Fund'), (22, 2, 3, 'Beta Nifty 50 ETF')`;
  for (const plan of FIXTURE_PLANS) {
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, display_name, raw_name)
      values (${plan.scheme_code}, ${plan.scheme_id}, ${plan.plan_type}, ${plan.option}, ${plan.isin}, ${plan.name}, ${plan.name})`;
    await sql`insert into navs (scheme_code, nav_date, nav)
      select ${plan.scheme_code}, d::date, round((10 * power(${1 + plan.rate}::numeric, (d::date - ${NAV_START}::date) / 365.0))::numeric, 6)
      from generate_series(${NAV_START}::date, ${NAV_END}::date, interval '1 day') d`;
  }
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from navs group by scheme_code`;
  await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, exit_load, min_sip, min_lumpsum, risk_level, benchmark, launch_date, source) values
    (1001, '2026-09-30', 0.70, 9000, '1% within 1 year', 100, 1000, 'Very High', 'Nifty 100 TRI', '2013-01-01', 'test'),
    (1001, '2026-10-31', 0.65, 10000, '1% within 1 year', 100, 1000, 'Very High', 'Nifty 100 TRI', '2013-01-01', 'test'),
    (1002, '2026-10-31', 1.60, 10000, '1% within 1 year', 100, 1000, 'Very High', 'Nifty 100 TRI', '2013-01-01', 'test'),
    (1003, '2026-10-31', 0.65, 10000, '1% within 1 year', 100, 1000, 'Very High', 'Nifty 100 TRI', '2013-01-01', 'test'),
    (2001, '2026-10-31', 0.90, 25000, 'Nil', 500, 5000, 'Very High', 'Nifty 50 TRI', '2008-06-15', 'test'),
    (2002, '2026-10-31', 1.90, 25000, 'Nil', 500, 5000, 'Very High', 'Nifty 50 TRI', '2008-06-15', 'test'),
    (1101, '2026-10-31', 0.20, 40000, 'Graded, nil after 7 days', 500, 500, 'Low to Moderate', 'Nifty Liquid Index A-I', '2005-03-01', 'test')`;
  await sql`insert into fund_managers (scheme_id, as_of, name, managing_since, source) values
    (11, '2026-10-31', 'Asha Rao', '2018-04-01', 'test'), (11, '2026-10-31', 'Vikram Shah', '2023-01-01', 'test')`;
  await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
    (11, '2026-10-31', 'Reliance Industries Ltd', 'INE002A01018', 'Energy', 'Equity', null, 9.5, 'test'),
    (11, '2026-10-31', 'HDFC Bank Ltd', 'INE040A01034', 'Financial Services', 'Equity', null, 9.0, 'test'),
    (11, '2026-10-31', 'ICICI Bank Ltd', 'INE090A01021', 'Financial Services', 'Equity', null, 8.0, 'test'),
    (11, '2026-10-31', 'Infosys Ltd', 'INE009A01021', 'Information Technology', 'Equity', null, 6.5, 'test'),
    (11, '2026-10-31', 'TREPS', null, null, 'Cash', null, 3.0, 'test')`;
  await sql`insert into sector_allocations (scheme_id, as_of, label, weight_pct, source) values
    (11, '2026-10-31', 'Financial Services', 17.0, 'test'), (11, '2026-10-31', 'Energy', 9.5, 'test'), (11, '2026-10-31', 'Information Technology', 6.5, 'test')`;
  await sql`insert into asset_allocations (scheme_id, as_of, label, weight_pct, source) values
    (11, '2026-10-31', 'Equity', 97.0, 'test'), (11, '2026-10-31', 'Cash & Equivalents', 3.0, 'test')`;
  await sql`insert into credit_quality (scheme_id, as_of, label, weight_pct, source) values
    (12, '2026-10-31', 'AAA/SOV', 92.0, 'test'), (12, '2026-10-31', 'Cash', 8.0, 'test')`;
  const offers = fixtureOfferDates();
  await sql`insert into new_fund_offers (id, amc_id, category_id, name, open_date, close_date, min_investment, benchmark, risk_level, exit_load, objective, managers, source) values
    (1, 1, 1, 'Alpha Quality Fund', ${offers.open.open}, ${offers.open.close}, 500, 'Nifty 200 Quality 30 TRI', 'Very High', 'Nil', 'Long-term growth from quality companies.', ${["Asha Rao"]}, 'test'),
    (2, 2, 3, 'Beta Midcap 150 Index Fund', ${offers.upcoming.open}, ${offers.upcoming.close}, 1000, 'Nifty Midcap 150 TRI', 'Very High', 'Nil', 'Track the Nifty Midcap 150.', ${["Ravi Menon"]}, 'test'),
    (3, 1, 2, 'Alpha Overnight Fund', ${offers.closed.open}, ${offers.closed.close}, 1000, 'Nifty 1D Rate Index', 'Low', 'Nil', 'Returns in line with overnight rates.', ${["Vikram Shah"]}, 'test')`;
  await sql`insert into baskets (id, slug, name, description, is_index_funds, is_collection, sort_order) values
    (1, 'large-cap-leaders', 'Large-cap leaders', 'The largest large-cap funds.', false, true, 1),
    (2, 'index-funds', 'Index funds', 'Funds that track an index.', true, false, 2)`;
  await sql`insert into basket_funds (basket_id, scheme_code, sort_order) values (1, 2001, 1), (1, 1001, 2), (2, 2201, 1)`;
  await refreshMetrics(sql, { riskFreeRate: 0.065 });
}

/**
 * Three more Large Cap funds of Beta Mutual Fund (no factsheet, so no AUM, costs or risk level), each with a Direct
 * and a Regular Growth plan on the fixture's dates and formula. A rank, quartile or field average needs
 * MIN_PEER_PLANS = 5 plans with a value (lib/metrics/category-ranking.ts); with them the Large Cap Direct Growth
 * field is 13, 12 (1001), 10 (2001), 8, 6 % a year and the Regular one 12, 11 (1002), 9 (2002), 7, 5 %.
 * Tests opt in (seedLargeCapPeers, or startApiTestContext({ largeCapPeers: true })).
 */
export const LARGE_CAP_PEERS = [
  {
    scheme_id: 31,
    name: "Gamma Large Cap Fund",
    direct: { code: 3101, rate: 0.13, isin: "INF000C01015" },
    regular: { code: 3102, rate: 0.12, isin: "INF000C01023" },
  },
  {
    scheme_id: 32,
    name: "Delta Large Cap Fund",
    direct: { code: 3201, rate: 0.08, isin: "INF000D01013" },
    regular: { code: 3202, rate: 0.07, isin: "INF000D01021" },
  },
  {
    scheme_id: 33,
    name: "Epsilon Top 100 Fund",
    direct: { code: 3301, rate: 0.06, isin: "INF000E01011" },
    regular: { code: 3302, rate: 0.05, isin: "INF000E01029" },
  },
] as const;

/** The rate of a fixture plan or of a Large Cap peer's plan. */
export function fixtureRate(schemeCode: number): number {
  for (const fund of LARGE_CAP_PEERS)
    for (const plan of [fund.direct, fund.regular]) if (plan.code === schemeCode) return plan.rate;
  return planOf(schemeCode).rate;
}

/** Adds LARGE_CAP_PEERS and recomputes the metrics (ranks, quartiles, category averages). */
export async function seedLargeCapPeers(sql: Sql): Promise<void> {
  for (const fund of LARGE_CAP_PEERS) {
    await sql`insert into schemes (id, amc_id, category_id, name) values (${fund.scheme_id}, 2, 1, ${fund.name})`;
    for (const [planType, plan] of [
      ["Direct", fund.direct],
      ["Regular", fund.regular],
    ] as const) {
      const name = `${fund.name} - ${planType} Plan - Growth`;
      await sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, display_name, raw_name)
        values (${plan.code}, ${fund.scheme_id}, ${planType}, 'Growth', ${plan.isin}, ${name}, ${name})`;
      await sql`insert into navs (scheme_code, nav_date, nav)
        select ${plan.code}, d::date, round((10 * power(${1 + plan.rate}::numeric, (d::date - ${NAV_START}::date) / 365.0))::numeric, 6)
        from generate_series(${NAV_START}::date, ${NAV_END}::date, interval '1 day') d`;
    }
  }
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from navs
    where scheme_code >= 3101 group by scheme_code`;
  await refreshMetrics(sql, { riskFreeRate: 0.065 });
}

/** Takes LARGE_CAP_PEERS out again and recomputes the metrics, for a test file that adds them for some tests only. */
export async function removeLargeCapPeers(sql: Sql): Promise<void> {
  const codes = LARGE_CAP_PEERS.flatMap((fund) => [fund.direct.code, fund.regular.code]);
  for (const table of ["plan_metrics", "plan_nav_stats", "navs", "plans"])
    await sql`delete from ${sql(table)} where scheme_code in ${sql(codes)}`;
  await sql`delete from schemes where id in ${sql(LARGE_CAP_PEERS.map((fund) => fund.scheme_id))}`;
  await refreshMetrics(sql, { riskFreeRate: 0.065 });
}
