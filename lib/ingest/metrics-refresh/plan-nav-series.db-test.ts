import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import { isoToDay } from "@/lib/metrics";

let database: MigratedDatabase;
let sql: Sql;

beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
}, 60_000);
afterAll(() => database.drop());
beforeEach(() => sql`truncate navs`);

/** What the metrics read for each plan, as [ISO date, NAV] pairs. */
async function stored(codes: number[]): Promise<Record<number, [string, number][]>> {
  const series = await loadSeries(sql, codes);
  const out: Record<number, [string, number][]> = {};
  for (const [code, { days, navs }] of series)
    out[code] = [...days].map((day, i) => [new Date(day * 86_400_000).toISOString().slice(0, 10), navs[i]!]);
  return out;
}

/** The same straight from navs, in SQL: the positive NAVs in date order. */
async function fromNavs(): Promise<Record<number, [string, number][]>> {
  const rows = await sql<{ scheme_code: number; d: string; nav: number }[]>`
    select scheme_code, to_char(nav_date, 'YYYY-MM-DD') as d, nav::float8 as nav from navs where nav > 0 order by 1, 2`;
  const out: Record<number, [string, number][]> = {};
  for (const row of rows) (out[row.scheme_code] ??= []).push([row.d, row.nav]);
  return out;
}

const insert = (rows: [number, string, string][]) =>
  sql`insert into navs ${sql(rows.map(([scheme_code, nav_date, nav]) => ({ scheme_code, nav_date, nav })))}`;

describe("plan_nav_series (the series the metrics read, kept by triggers on navs)", () => {
  it("starts a plan's series, appends later NAVs and leaves out NAVs that are not positive", async () => {
    await insert([
      [1, "2025-01-02", "10.1234"],
      [1, "2025-01-01", "10"],
      [2, "2025-01-01", "0"],
    ]);
    await insert([
      [1, "2025-01-03", "10.5"],
      [2, "2025-01-02", "20.25"],
      [1, "2025-01-06", "-1"],
    ]);
    expect(await stored([1, 2])).toEqual({
      1: [
        ["2025-01-01", 10],
        ["2025-01-02", 10.1234],
        ["2025-01-03", 10.5],
      ],
      2: [["2025-01-02", 20.25]],
    });
    expect(await stored([1, 2])).toEqual(await fromNavs());
    const [row] =
      await sql`select first_nav_date::text as f, last_nav_date::text as l from plan_nav_series where scheme_code = 1`;
    expect(row).toEqual({ f: "2025-01-01", l: "2025-01-03" });
  });

  it("rebuilds a plan in date order when a NAV is back-filled, revised, re-stamped or deleted", async () => {
    await insert([
      [1, "2025-01-01", "10"],
      [1, "2025-01-03", "11"],
      [2, "2025-01-01", "5"],
    ]);
    await insert([[1, "2025-01-02", "10.5"]]);
    await sql`update navs set nav = 12 where scheme_code = 1 and nav_date = '2025-01-03'`;
    await sql`update navs set import_id = null where scheme_code = 2`;
    await sql`insert into navs (scheme_code, nav_date, nav) values (2, '2025-01-01', 6), (2, '2025-01-02', 7)
              on conflict (scheme_code, nav_date) do update set nav = excluded.nav`;
    expect(await stored([1, 2])).toEqual({
      1: [
        ["2025-01-01", 10],
        ["2025-01-02", 10.5],
        ["2025-01-03", 12],
      ],
      2: [
        ["2025-01-01", 6],
        ["2025-01-02", 7],
      ],
    });
    await sql`delete from navs where scheme_code = 1 and nav_date = '2025-01-02'`;
    await sql`update navs set nav = 0 where scheme_code = 2`;
    expect(await stored([1, 2])).toEqual({
      1: [
        ["2025-01-01", 10],
        ["2025-01-03", 12],
      ],
    });
    expect(await stored([1, 2])).toEqual(await fromNavs());
  });

  it("appends day by day past the recent NAVs' limit (64), folding them into the long column in order", async () => {
    const day = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    await insert([[3, day(0), "100"]]);
    for (let d = 1; d <= 150; d++) await insert([[3, day(d), String(100 + d / 8)]]);
    const [row] = await sql<{ body: number; recent: number }[]>`
      select length(days) / 4 as body, length(recent_days) / 4 as recent from plan_nav_series where scheme_code = 3`;
    // The first NAV starts the long column; 64 more fill the recent ones, and the next folds them and itself into
    // the long column (65 at a time): 1 + 65 + 65, and 20 recent.
    expect(row).toEqual({ body: 131, recent: 20 });
    expect(await stored([3])).toEqual(await fromNavs());
    expect((await stored([3]))[3]).toHaveLength(151);
  });

  it("keeps the exact double numeric::float8 gives, and empties with navs", async () => {
    const values = ["1234.56789", "0.0001", "98765.4321", "10.1", "3.3333", "123456789.123456"];
    await insert(
      values.map((nav, i) => [7, `2025-02-${String(i + 1).padStart(2, "0")}`, nav] as [number, string, string]),
    );
    const [series] = [...(await loadSeries(sql, [7])).values()];
    expect([...series!.navs]).toEqual(values.map(Number));
    expect([...series!.days]).toEqual(values.map((_, i) => isoToDay(`2025-02-${String(i + 1).padStart(2, "0")}`)));
    await sql`truncate navs`;
    expect(await sql`select * from plan_nav_series`).toHaveLength(0);
  });
});
