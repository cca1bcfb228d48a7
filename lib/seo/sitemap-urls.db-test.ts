import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { countSitemapDbPaths, listSitemapDbPaths } from "@/lib/seo/sitemap-urls";

describe("listSitemapDbPaths", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Big Mutual Fund', 'big'), (2, 'Small Mutual Fund', 'small'), (3, 'Gone Mutual Fund', 'gone')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values
      (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund'), (2, 'Debt', 'Liquid Fund', 'debt-liquid-fund'), (3, 'Equity', 'Flexi Cap Fund', 'equity-flexi-cap-fund')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values (1, 1, 1, 'Big Equity'), (2, 1, 2, 'Big Liquid'), (3, 2, null, 'Small Unsorted'), (4, 3, 3, 'Gone Flexi')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name) values
      (11, 1, 'Big Equity - Direct', 'x'), (12, 1, 'Big Equity - Regular', 'x'), (21, 2, 'Big Liquid', 'x'),
      (31, 3, 'Small Unsorted', 'x'), (41, 4, 'Gone Flexi', 'x')`;
    // Gone Flexi stopped publishing NAVs long ago: its plan, fund house and category are not in the sitemap.
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values
      (11, '2020-01-01', '2026-08-21', 10), (12, '2020-01-01', '2026-08-20', 10), (21, '2020-01-01', '2026-08-21', 10),
      (31, '2020-01-01', '2026-08-01', 10), (41, '2010-01-01', '2019-03-31', 10)`;
    await sql`insert into new_fund_offers (id, amc_id, category_id, name, open_date, close_date, source) values
      (7, 1, 1, 'New Fund', '2026-11-15', '2026-11-25', 't'), (3, 3, null, 'Old Offer', '2019-01-01', '2019-01-15', 't')`;
    await sql`select refresh_screener_plans()`;
  });
  afterAll(() => database.drop());

  it("lists active categories and fund houses, every offer and every active plan with its NAV date", async () => {
    expect(await listSitemapDbPaths(sql)).toEqual([
      { path: "/mutual-funds/categories/debt-liquid-fund" },
      { path: "/mutual-funds/categories/equity-large-cap-fund" },
      { path: "/mutual-funds/asset-management-companies/big" },
      { path: "/mutual-funds/asset-management-companies/small" },
      { path: "/mutual-funds/new-fund-offers/3" },
      { path: "/mutual-funds/new-fund-offers/7" },
      { path: "/mutual-funds/mutual-fund-screener/11", lastModified: "2026-08-21" },
      { path: "/mutual-funds/mutual-fund-screener/12", lastModified: "2026-08-20" },
      { path: "/mutual-funds/mutual-fund-screener/21", lastModified: "2026-08-21" },
      { path: "/mutual-funds/mutual-fund-screener/31", lastModified: "2026-08-01" },
    ]);
  });

  it("counts the same paths", async () => {
    expect(await countSitemapDbPaths(sql)).toBe(10);
  });
});
