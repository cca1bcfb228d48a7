import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";

// Two Direct Growth plans compounding at exactly 10% and 20% a year on every calendar day from
// 2022-06-01 to 2023-06-01 (365 days, no 29 February), and an IDCW plan of the same fund.
const START = Date.UTC(2022, 5, 1);
const DAYS = 365;
const isoDay = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(sql: Sql) {
  await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund')`;
  await sql`insert into schemes (id, amc_id, category_id, name) values (1, 1, 1, 'Steady Fund'), (2, 1, 1, 'Brisk Fund')`;
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
    (1001, 1, 'Direct', 'Growth', 'Steady Fund - Direct Plan - Growth', 'x'),
    (1002, 2, 'Direct', 'Growth', 'Brisk Fund - Direct Plan - Growth', 'x'),
    (1003, 1, 'Direct', 'IDCW Payout', 'Steady Fund - Direct Plan - IDCW', 'x')`;
  const rows = [];
  for (let d = 0; d <= DAYS; d += 1) {
    rows.push({ scheme_code: 1001, nav_date: isoDay(d), nav: (10 * 1.1 ** (d / DAYS)).toFixed(6) });
    rows.push({ scheme_code: 1002, nav_date: isoDay(d), nav: (10 * 1.2 ** (d / DAYS)).toFixed(6) });
    rows.push({ scheme_code: 1003, nav_date: isoDay(d), nav: "10" });
  }
  await sql`insert into navs ${sql(rows)}`;
}

describe("refreshMetrics", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seed(sql);
  });
  afterAll(() => database.drop());

  it("writes each plan's returns, its rank in the category, and the category average", async () => {
    const report = await refreshMetrics(sql);
    expect(report).toMatchObject({ plans: 3, categories: 1 });

    const rows = await sql<{ scheme_code: number; as_of: string; return_1y: number; rank: { rank: number; quartile: number; of: number } | null }[]>`
      select scheme_code, to_char(as_of, 'YYYY-MM-DD') as as_of, return_1y, details -> 'ranks' -> '1y' as rank from plan_metrics order by scheme_code`;
    expect(rows.map((r) => r.as_of)).toEqual(["2023-06-01", "2023-06-01", "2023-06-01"]);
    expect(rows[0]!.return_1y).toBeCloseTo(10, 4);
    expect(rows[1]!.return_1y).toBeCloseTo(20, 4);
    expect(rows[2]!.return_1y).toBeCloseTo(0, 6);
    expect(rows[1]!.rank).toEqual({ rank: 1, quartile: 1, of: 2 });
    expect(rows[0]!.rank).toEqual({ rank: 2, quartile: 3, of: 2 });
    expect(rows[2]!.rank).toBeNull(); // IDCW plans are not ranked on NAV returns

    const [category] = await sql<{ plan_type: string; plan_count: number; avg_1y: number }[]>`
      select plan_type, plan_count, (averages ->> '1y')::float8 as avg_1y from category_metrics`;
    expect(category).toMatchObject({ plan_type: "Direct", plan_count: 2 });
    expect(category!.avg_1y).toBeCloseTo(15, 4);
  });

  it("recomputes only the categories of the plans named, and replaces their rows", async () => {
    await sql`insert into navs (scheme_code, nav_date, nav) values (1001, '2023-06-02', 11.5)`;
    const report = await refreshMetrics(sql, { schemeCodes: [1001] });
    expect(report.plans).toBe(3); // the whole category: ranks and averages depend on peers
    const [steady] = await sql<{ as_of: string }[]>`select to_char(as_of, 'YYYY-MM-DD') as as_of from plan_metrics where scheme_code = 1001`;
    expect(steady?.as_of).toBe("2023-06-02");
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics`;
    expect(count?.n).toBe(3);
  });
});
