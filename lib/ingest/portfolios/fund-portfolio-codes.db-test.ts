import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";

// Migration 0031: fund_portfolio_codes follows fund_portfolios.scheme_codes through every write, so the
// scheme_portfolios view (read through it) answers as 0016's did. Scheme 1 has plans 11 and 12, scheme 2 plan 21.
describe("scheme_portfolios through fund_portfolio_codes", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Alpha Fund'), (2, 1, 'Alpha Debt Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name)
      values (11, 1, 'A', 'A'), (12, 1, 'B', 'B'), (21, 2, 'C', 'C')`;
    // P1 names plan 11 twice and plan 21; P2, a later import of the same date, names plan 12; P3 no plan yet.
    const rows = await sql<{ id: number; fund_key: string }[]>`
      insert into fund_portfolios (source, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, import_id)
      values ('S', '2025-07-31', 'p1', 'P1', 'sheet 1', '{11,11,21}', 100, 1),
        ('S', '2025-07-31', 'p2', 'P2', 'sheet 2', '{12}', 100, 2),
        ('S', '2025-06-30', 'p3', 'P3', 'sheet 3', '{}', 100, 1)
      returning id, fund_key`;
    for (const row of rows) ids[row.fund_key] = row.id;
  });

  afterAll(async () => {
    await database.drop();
  });

  const view = async () =>
    (
      await sql<{ scheme_id: number; as_of: string; portfolio_id: number }[]>`
        select scheme_id, to_char(as_of, 'YYYY-MM-DD') as as_of, portfolio_id from scheme_portfolios
        order by scheme_id, as_of`
    ).map((row) => [row.scheme_id, row.as_of, row.portfolio_id]);

  it("reaches a scheme through any of its plans, the later import speaking for a date, each code once", async () => {
    expect(await view()).toEqual([
      [1, "2025-07-31", ids.p2],
      [2, "2025-07-31", ids.p1],
    ]);
    const codes = await sql<{ scheme_code: number }[]>`
      select scheme_code from fund_portfolio_codes where portfolio_id = ${ids.p1!} order by scheme_code`;
    expect(codes.map((row) => row.scheme_code)).toEqual([11, 21]);
  });

  it("follows a change of a portfolio's codes and its deletion", async () => {
    await sql`update fund_portfolios set scheme_codes = '{21}' where id = ${ids.p3!}`;
    await sql`update fund_portfolios set scheme_codes = '{}' where id = ${ids.p2!}`;
    expect(await view()).toEqual([
      [1, "2025-07-31", ids.p1],
      [2, "2025-06-30", ids.p3],
      [2, "2025-07-31", ids.p1],
    ]);
    await sql`delete from fund_portfolios where id = ${ids.p1!}`;
    expect(await view()).toEqual([[2, "2025-06-30", ids.p3]]);
    const [left] = await sql<{ n: number }[]>`select count(*)::int as n from fund_portfolio_codes`;
    expect(left!.n).toBe(1);
  });
});
