import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { terRuns } from "@/lib/funds/facts/ter-runs";

describe("terRuns", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Alpha Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name) values (11, 1, 'A', 'A'), (12, 1, 'B', 'B')`;
    // Plan 11: daily TERs 0.70, 0.70 (another source), 0.65, 0.65, 0.70; an AUM-only row between them does not
    // break a run. On 2 Jan two sources disagree: the first source in order (as plan_fact_latest takes) counts.
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, source) values
      (11, '2024-01-01', 0.70, null, 'AMFI TER'),
      (11, '2024-01-02', 0.70, null, 'AMFI TER'),
      (11, '2024-01-02', 0.90, null, 'factsheet.csv'),
      (11, '2024-01-03', 0.70, null, 'factsheet.csv'),
      (11, '2024-01-04', null, 5000, 'AMFI fund performance (AUM)'),
      (11, '2024-01-05', 0.65, null, 'AMFI TER'),
      (11, '2024-01-06', 0.65, null, 'AMFI TER'),
      (11, '2024-02-01', 0.70, null, 'AMFI TER'),
      (12, '2024-01-04', null, 5000, 'AMFI fund performance (AUM)')`;
  });
  afterAll(() => database.drop());

  it("collapses the dated TERs of each plan into runs of equal values, one record per date, each until the next", async () => {
    const runs = await terRuns(sql, [11, 12, 99]);
    expect(runs.get(11)).toEqual([
      // A run lasts until the day before the next starts, however few days are on record.
      { value: 0.7, from: "2024-01-01", to: "2024-01-04", source: "AMFI TER" },
      { value: 0.65, from: "2024-01-05", to: "2024-01-31", source: "AMFI TER" },
      { value: 0.7, from: "2024-02-01", to: "2024-02-01", source: "AMFI TER" },
    ]);
    // No TER on record, or no plan at all: no runs.
    expect(runs.get(12)).toEqual([]);
    expect(runs.get(99)).toEqual([]);
  });

  it("answers nothing for no plans", async () => {
    expect(await terRuns(sql, [])).toEqual(new Map());
  });
});
