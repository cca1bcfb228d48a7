import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { fundNavPoints } from "@/lib/funds/fund-nav-points";

describe("fundNavPoints", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Big Mutual Fund', 'big')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Big Equity')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name) values (11, 1, 'Big Equity - Direct', 'x'), (12, 1, 'Big Equity - Regular', 'x')`;
    await sql`insert into navs (scheme_code, nav_date, nav) values
      (11, '2024-01-02', 10.1234), (11, '2024-01-01', 10), (11, '2024-01-03', 10.5), (12, '2024-01-01', 9)`;
  });
  afterAll(() => database.drop());

  it("returns the plan's name and every NAV, oldest first, as numbers", async () => {
    expect(await fundNavPoints(sql, 11)).toEqual({
      schemeCode: 11,
      name: "Big Equity - Direct",
      points: [
        { date: "2024-01-01", nav: 10 },
        { date: "2024-01-02", nav: 10.1234 },
        { date: "2024-01-03", nav: 10.5 },
      ],
    });
  });

  it("is null for an unknown scheme code", async () => {
    expect(await fundNavPoints(sql, 99)).toBeNull();
  });
});
