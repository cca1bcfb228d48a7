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
});
