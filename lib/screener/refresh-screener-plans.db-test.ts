import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

let database: MigratedDatabase;
let sql: Sql;
beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
  await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund')`;
  await sql`insert into schemes (id, amc_id, category_id, name) values (1, 1, 1, 'Alpha Fund'), (2, 1, 1, 'Beta Fund')`;
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
    (11, 1, 'Direct', 'Growth', 'Alpha Fund - Direct Growth', 'x'), (12, 1, 'Regular', 'Growth', 'Alpha Fund - Regular Growth', 'x'),
    (21, 2, 'Direct', 'Growth', 'Beta Fund - Direct Growth', 'x')`;
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values
    (11, '2025-01-01', '2025-06-30', 10), (12, '2025-01-01', '2025-06-30', 9), (21, '2025-01-01', '2025-06-30', 20)`;
}, 60_000);
afterAll(() => database.drop());

/** Rows of the table and of its view that the other lacks or holds with any different value. */
const differences = async () =>
  (
    await sql<{ n: number }[]>`
      select count(*)::int as n from (
        (select * from screener_plans except all select * from screener_plans_source)
        union all
        (select * from screener_plans_source except all select * from screener_plans)) d`
  )[0]!.n;

describe("refresh_screener_plans (the screener's table kept level with its view)", () => {
  it("inserts new rows, updates changed ones, deletes the ones that left, and leaves the rest as they were", async () => {
    await refreshScreenerPlans(sql);
    expect(await sql`select scheme_code, is_fund_primary from screener_plans order by 1`).toEqual([
      { scheme_code: 11, is_fund_primary: true },
      { scheme_code: 12, is_fund_primary: false },
      { scheme_code: 21, is_fund_primary: true },
    ]);
    const before = await sql<
      { scheme_code: number; ctid: string }[]
    >`select scheme_code, ctid::text from screener_plans order by 1`;

    // 11 leaves (its last NAV is now more than 30 days behind the site's date), so 12 becomes its fund's primary
    // plan; 21 is renamed (an indexed column) and 12's NAV moves; 31 is new.
    await sql`update plan_nav_stats set last_nav_date = '2025-05-01' where scheme_code = 11`;
    await sql`update plan_nav_stats set last_nav = 9.5 where scheme_code = 12`;
    await sql`update plans set display_name = 'Beta Fund - Direct Plan - Growth' where scheme_code = 21`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values (22, 2, 'Regular', 'Growth', 'Beta Fund - Regular Growth', 'x')`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (22, '2025-02-01', '2025-06-30', 19)`;
    await refreshScreenerPlans(sql);
    expect(await differences()).toBe(0);
    expect(
      await sql`select scheme_code, nav, is_fund_primary, plan_display_name from screener_plans order by 1`,
    ).toEqual([
      { scheme_code: 12, nav: 9.5, is_fund_primary: true, plan_display_name: "Alpha Fund - Regular Growth" },
      { scheme_code: 21, nav: 20, is_fund_primary: true, plan_display_name: "Beta Fund - Direct Plan - Growth" },
      { scheme_code: 22, nav: 19, is_fund_primary: false, plan_display_name: "Beta Fund - Regular Growth" },
    ]);

    // Nothing changed: no row is written again (each keeps its place).
    const settled = await sql<
      { scheme_code: number; ctid: string }[]
    >`select scheme_code, ctid::text from screener_plans order by 1`;
    await refreshScreenerPlans(sql);
    expect(await sql`select scheme_code, ctid::text from screener_plans order by 1`).toEqual(settled);
    expect(settled).not.toEqual(before);
  });
});
