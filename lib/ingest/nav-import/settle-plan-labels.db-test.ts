import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { settlePlanLabels } from "@/lib/ingest/nav-import/settle-plan-labels";
import { seedPlans } from "@/lib/ingest/scheme-master/testing/seed-plans";

let database: MigratedDatabase;
let sql: Sql;

beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
}, 60_000);
afterAll(() => database.drop());

const AMC = "Deccan Plateau Mutual Fund";

describe("settlePlanLabels: what AMFI's lines leave unsaid, from the scheme master (SYNTHETIC codes and ISINs)", () => {
  it("takes the master row of the plan's own code, else the lowest-coded row listing one of its ISINs", async () => {
    await seedPlans(sql, [
      // The master lists this code (and a lower code lists its ISIN too): its own row wins.
      { code: 5003, amc: AMC, scheme: "Deccan Plateau Flexi Cap Fund", planType: null, name: "Flexi Cap" },
      // Not in the master: two rows list its reinvestment ISIN; the lower code's name is read.
      { code: 5002, amc: AMC, scheme: "Deccan Plateau Liquid Fund", planType: null, name: "Liquid" },
      // Neither its code nor its ISIN: nothing to read.
      { code: 5001, amc: AMC, scheme: "Deccan Plateau Gilt Fund", planType: null, name: "Gilt" },
    ]);
    await sql`update plans set isin_growth = 'INF000X01013' where scheme_code = 5003`;
    await sql`update plans set isin_reinvestment = 'INF000X01021' where scheme_code = 5002`;
    await sql`update plans set isin_growth = 'INF000X01039' where scheme_code = 5001`;
    const [master] = await sql<{ id: number }[]>`
      insert into imports (kind, source, sha256) values ('scheme-master', 'SchemeData.csv', 'synthetic') returning id`;
    const row = (code: number, navName: string, isins: string[]) => ({
      scheme_code: code,
      amc: AMC,
      scheme_name: navName.split(" - ")[0]!,
      scheme_type: "Open Ended",
      category: "Equity Scheme - Flexi Cap Fund",
      nav_name: navName,
      isins,
      fund_key: navName.split(" - ")[0]!.toLowerCase(),
      import_id: master!.id,
    });
    await sql`insert into scheme_master ${sql([
      row(5003, "Deccan Plateau Flexi Cap Fund - Direct Plan - Growth", ["INF000X01013"]),
      row(4000, "Deccan Plateau Flexi Cap Fund - Regular Plan - IDCW", ["INF000X01013"]),
      row(4200, "Deccan Plateau Liquid Fund - Regular Plan - Growth", ["INF000X01047", "INF000X01021"]),
      row(4100, "Deccan Plateau Liquid Fund - Direct Plan - Growth", ["INF000X01021"]),
    ])}`;

    const settled = await sql.begin((tx) => settlePlanLabels(tx));
    expect(settled.fromMaster).toBe(2);
    const plans = await sql<{ scheme_code: number; plan_type: string | null; option: string | null }[]>`
      select scheme_code, plan_type, option from plans order by scheme_code`;
    expect(plans.map((p) => ({ ...p }))).toEqual([
      { scheme_code: 5001, plan_type: null, option: null },
      { scheme_code: 5002, plan_type: "Direct", option: "Growth" },
      { scheme_code: 5003, plan_type: "Direct", option: "Growth" },
    ]);
  });

  it("marks a plan without ISIN that repeats another of its fund house, and clears the mark when it no longer does", async () => {
    const house = "Malabar Coast Mutual Fund";
    const plan = (code: number, name: string) => ({ code, amc: house, scheme: name, planType: null, name });
    await seedPlans(sql, [
      plan(6001, "Malabar Coast Gilt Fund - Growth"),
      plan(6002, "Malabar Coast Gilt Fund - Growth"),
      plan(6003, "Malabar Coast Bond Fund - Growth"),
      plan(6004, "MALABAR COAST BOND FUND - GROWTH"),
    ]);
    await sql`update plans set isin_growth = 'INF000Y01019' where scheme_code = 6001`;
    await sql`
      insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      select code, '2026-01-01', '2026-08-21', 10.5 from unnest(${[6001, 6002, 6003, 6004]}::int[]) as code`;
    const marks = async () =>
      Object.fromEntries(
        (
          await sql<{ scheme_code: number; duplicate_of: number | null }[]>`
            select scheme_code, duplicate_of from plans where scheme_code between 6001 and 6004 order by scheme_code`
        ).map((row) => [row.scheme_code, row.duplicate_of]),
      );
    const settle = () => sql.begin((tx) => settlePlanLabels(tx));

    // The group's plan with an ISIN, else its lowest code; the name's case does not matter.
    const first = await settle();
    expect(first.duplicates.filter((d) => d.schemeCode > 6000)).toEqual([
      { schemeCode: 6002, duplicateOf: 6001, displayName: "Malabar Coast Gilt Fund - Growth" },
      { schemeCode: 6004, duplicateOf: 6003, displayName: "MALABAR COAST BOND FUND - GROWTH" },
    ]);
    expect(await marks()).toEqual({ 6001: null, 6002: 6001, 6003: null, 6004: 6003 });

    // 6002's latest NAV differs now: it repeats nothing. 6004 gained an ISIN: it is the group's plan, 6003 repeats it.
    await sql`update plan_nav_stats set last_nav = 10.6 where scheme_code = 6002`;
    await sql`update plans set isin_growth = 'INF000Y01027' where scheme_code = 6004`;
    await settle();
    expect(await marks()).toEqual({ 6001: null, 6002: null, 6003: 6004, 6004: null });
  });
});
