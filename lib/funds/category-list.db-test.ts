import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { listCategories } from "@/lib/funds/category-list";

describe("listCategories", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'One Mutual Fund', 'one')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values
      (1, 'Debt', 'Liquid Fund', 'debt-liquid-fund'), (2, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund'),
      (3, 'Equity', 'Flexi Cap Fund', 'equity-flexi-cap-fund'), (4, 'Hybrid', 'Arbitrage Fund', 'hybrid-arbitrage-fund'),
      (5, 'Solution Oriented', 'Retirement Fund', 'solution-oriented-retirement-fund')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values
      (1, 1, 2, 'Large A'), (2, 1, 2, 'Large B'), (3, 1, 3, 'Flexi Gone'), (4, 1, 1, 'Liquid A'), (5, 1, 5, 'Retire A'),
      (6, 1, 2, 'Large C'), (7, 1, 2, 'Large D'), (8, 1, 2, 'Large E'), (9, 1, 2, 'Large Young')`;
    // Large A: Direct and Regular Growth plus a Direct IDCW; only Direct Growth (11) counts in the averages.
    // Large B-E and Large Young make six large-cap funds, five of them with a 3Y return: enough (MIN_PEER_PLANS
    // = 5) for both averages. Liquid and Retirement hold one fund each: too few for an average.
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (11, 1, 'Direct', 'Growth', 'Large A Direct Growth', 'x'), (12, 1, 'Regular', 'Growth', 'Large A Regular Growth', 'x'),
      (13, 1, 'Direct', 'IDCW Payout', 'Large A Direct IDCW', 'x'), (21, 2, 'Regular', 'Growth', 'Large B Regular Growth', 'x'),
      (31, 3, 'Direct', 'Growth', 'Flexi Gone', 'x'), (41, 4, null, null, 'Liquid A', 'x'), (51, 5, 'Direct', 'Growth', 'Retire A', 'x'),
      (61, 6, 'Direct', 'Growth', 'Large C', 'x'), (71, 7, 'Direct', 'Growth', 'Large D', 'x'),
      (81, 8, 'Direct', 'Growth', 'Large E', 'x'), (91, 9, 'Direct', 'Growth', 'Large Young', 'x')`;
    // Flexi Gone stopped publishing NAVs long ago: not active, so its category is left out.
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values
      (11, '2020-01-01', '2026-08-21', 10), (12, '2020-01-01', '2026-08-21', 10), (13, '2020-01-01', '2026-08-21', 10),
      (21, '2020-01-01', '2026-08-21', 10), (31, '2010-01-01', '2019-03-31', 10), (41, '2020-01-01', '2026-08-21', 10),
      (51, '2025-01-01', '2026-08-21', 10), (61, '2020-01-01', '2026-08-21', 10), (71, '2020-01-01', '2026-08-21', 10),
      (81, '2020-01-01', '2026-08-21', 10), (91, '2025-01-01', '2026-08-21', 10)`;
    await sql`insert into plan_metrics (scheme_code, as_of, return_1y, return_3y, details) values
      (11, '2026-08-21', 10, 14, '{}'), (12, '2026-08-21', 9, 13, '{}'), (13, '2026-08-21', 50, 50, '{}'),
      (21, '2026-08-21', 12, 16, '{}'), (31, '2019-03-31', 99, 99, '{}'), (41, '2026-08-21', 7, 6.5, '{}'),
      (51, '2026-08-21', 8, null, '{}'), (61, '2026-08-21', 8, 11, '{}'), (71, '2026-08-21', 15, 19, '{}'),
      (81, '2026-08-21', 5, 12, '{}'), (91, '2026-08-21', 4, null, '{}')`;
    await sql`select refresh_screener_plans()`;
  });
  afterAll(() => database.drop());

  it("lists categories with active funds in broad-category order, averaging one Growth plan per fund", async () => {
    expect(await listCategories(sql)).toEqual([
      {
        slug: "equity-large-cap-fund",
        name: "Large Cap Fund",
        asset_class: "Equity",
        fund_count: 6,
        return_1y: 9, // (10 + 12 + 8 + 15 + 5 + 4) / 6
        return_1y_count: 6,
        return_3y: 14.4, // (14 + 16 + 11 + 19 + 12) / 5: Large Young has no 3Y
        return_3y_count: 5,
      },
      {
        slug: "debt-liquid-fund",
        name: "Liquid Fund",
        asset_class: "Debt",
        fund_count: 1,
        // One fund's return is not a category's: no average below five, only the count.
        return_1y: null,
        return_1y_count: 1,
        return_3y: null,
        return_3y_count: 1,
      },
      {
        slug: "solution-oriented-retirement-fund",
        name: "Retirement Fund",
        asset_class: "Solution Oriented",
        fund_count: 1,
        return_1y: null,
        return_1y_count: 1,
        return_3y: null,
        return_3y_count: 0,
      },
    ]);
  });
});
