import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { listAmcs } from "@/lib/funds/amc-list";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

describe("listAmcs", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Big Mutual Fund', 'big'), (2, 'Small Mutual Fund', 'small'), (3, 'Gone Mutual Fund', 'gone')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Big Equity'), (2, 1, 'Big Debt'), (3, 2, 'Small Equity'), (4, 3, 'Gone Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name) values
      (11, 1, 'Big Equity - Direct', 'x'), (12, 1, 'Big Equity - Regular', 'x'), (21, 2, 'Big Debt - Direct', 'x'),
      (31, 3, 'Small Equity - Direct', 'x'), (41, 4, 'Gone Fund', 'x')`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values
      (11, '2020-01-01', '2026-08-21', 10), (12, '2020-01-01', '2026-08-21', 10), (21, '2020-01-01', '2026-08-20', 10),
      (31, '2020-01-01', '2026-08-01', 10), (41, '2010-01-01', '2019-03-31', 10)`;
    // AUM is per scheme and repeated on its plans; only the latest record that gives it counts (a later TER
    // from another source does not hide it).
    await sql`insert into plan_facts (scheme_code, as_of, aum_cr, source) values
      (11, '2026-06-30', 900, 't'), (11, '2026-07-31', 1000, 't'), (12, '2026-07-31', 1000, 't'), (21, '2026-07-31', 250.5, 't')`;
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, source) values (11, '2026-08-14', 0.5, 'AMFI TER')`;
    await refreshScreenerPlans(sql);
  });
  afterAll(() => database.drop());

  it("counts active funds, sums scheme AUM once, leaves out houses with only matured funds, largest first", async () => {
    expect(await listAmcs(sql)).toEqual([
      {
        slug: "big",
        name: "Big Mutual Fund",
        activeFunds: 2,
        aumCr: 1250.5,
        aumCoverage: {
          schemes: 2,
          schemes_with_aum: 2,
          parts: [{ part: "Other", schemes: 2, schemes_with_aum: 2 }],
          sources: [{ source: "t", schemes: 2, earliest_as_of: "2026-07-31", as_of: "2026-07-31" }],
        },
      },
      {
        slug: "small",
        name: "Small Mutual Fund",
        activeFunds: 1,
        aumCr: null,
        aumCoverage: {
          schemes: 1,
          schemes_with_aum: 0,
          parts: [{ part: "Other", schemes: 1, schemes_with_aum: 0 }],
          sources: [],
        },
      },
    ]);
  });
});
