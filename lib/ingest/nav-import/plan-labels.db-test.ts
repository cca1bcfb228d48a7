import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { DATA_QUALITY_CHECKS } from "@/lib/ingest/data-quality/data-quality-checks";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";

const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
// The last 6-column capture and two 8-column ones (Plan/Option blank for ~6,300 rows).
const MEMBERS = ["2026-08-19.1", "2026-08-21.1", "2026-08-22.1"];
// Live plans of this slice whose plan type or option no capture and no master row states (index funds of Tata and
// Motilal Oswal, Nippon's defined-maturity gilt plans): what the check must still report.
const MISSING_LABELS_ON_SLICE = 35;

(corpusAvailable() && MASTER ? describe : describe.skip)("plan labels on real captures and the scheme master", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let captures: Map<string, Uint8Array>;

  beforeAll(async () => {
    captures = await readCorpusCaptures(MEMBERS);
    scratch = await createScratchDatabase({ migrated: true });
    sql = connect(scratch.url);
    const batch = await importNavFiles(
      sql,
      MEMBERS.map((m) => ({ name: `navall/${m}.txt`, read: async () => captures.get(m)! })),
      { today: "2026-08-22" },
    );
    expect(batch.files.map((f) => f.status)).toEqual(["imported", "imported", "imported"]);
    // Both are printed "Invesco India Liquid Fund;Direct Plan;Growth;1000" with no ISIN.
    expect(batch.labels?.duplicates).toContainEqual({
      schemeCode: 139390,
      duplicateOf: 139388,
      displayName: "Invesco India Liquid Fund - Direct Plan - Growth",
    });
    const master = await importSchemeMaster(
      sql,
      { name: "SchemeData-2024-11-18.csv", bytes: readFileSync(MASTER!) },
      { today: "2026-08-22" },
    );
    expect(master.status).toBe("imported");
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await scratch?.drop();
  });

  const plan = async (code: number) =>
    (
      await sql<
        {
          plan_type: string | null;
          option: string | null;
          idcw_frequency: string | null;
          display_name: string;
          raw_name: string;
          single_plan: boolean;
          unclaimed: boolean;
          duplicate_of: number | null;
        }[]
      >`select plan_type, option, idcw_frequency, display_name, raw_name, single_plan, unclaimed, duplicate_of
        from plans where scheme_code = ${code}`
    )[0];

  it("keeps the plan type and option an earlier capture gave where the 8-column lines leave them blank", async () => {
    // 2026-08-19 (6 columns): "HSBC Value Fund - Regular Growth"; 2026-08-21/22: "HSBC Value Fund;;".
    expect(await plan(151110)).toMatchObject({
      plan_type: "Regular",
      option: "Growth",
      display_name: "HSBC Value Fund - Regular Growth",
      raw_name: "HSBC Value Fund",
    });
    // "Motilal Oswal Balanced Advantage Fund (MOFDYNAMIC) - Regular Plan - Annual Dividend Payout Option".
    expect(await plan(139863)).toMatchObject({ plan_type: "Regular", option: "IDCW Payout", idcw_frequency: "Annual" });
    expect(await plan(139709)).toMatchObject({ plan_type: "Regular", option: "Growth" });
    expect(await plan(147794)).toMatchObject({ plan_type: "Direct", option: "Growth" });
  });

  it("writes names in AMFI's capitals in title case and keeps the raw name", async () => {
    expect(await plan(119721)).toMatchObject({
      plan_type: "Direct",
      option: "Growth",
      display_name: "SBI Large & Midcap Fund - Direct Plan - Growth",
      raw_name: "SBI LARGE & MIDCAP FUND",
    });
  });

  it("marks single-plan schemes and unclaimed-amount plans instead of leaving their labels unknown", async () => {
    expect(await plan(152812)).toMatchObject({ plan_type: "Regular", option: null, single_plan: true });
    // "Edelweiss Overnight Fund - Unclaimed Redemption Plan - Above 3 years" in the master.
    expect(await plan(149479)).toMatchObject({ unclaimed: true });
    expect(await plan(139390)).toMatchObject({ duplicate_of: 139388 });
    expect(await plan(139388)).toMatchObject({ duplicate_of: null });
    // The data-quality check after the import: neither a single-plan, unclaimed nor duplicate plan is "unknown".
    await refreshScreenerPlans(sql);
    const check = DATA_QUALITY_CHECKS.find((c) => c.id === "live-plan-type-or-option-missing")!;
    const missing = await check.find(sql, 1000);
    const flagged = new Set(missing.examples.map((e) => e.scheme_code));
    for (const code of [152812, 149479, 139390]) expect(flagged.has(code)).toBe(false);
    expect(missing.count).toBe(MISSING_LABELS_ON_SLICE);
  });
});
