import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { bestIndexes } from "@/lib/funds/compare/best-values";
import { disclosedTer } from "@/lib/funds/facts/disclosed-ter";
import { terRuns } from "@/lib/funds/facts/ter-runs";
import { unpackBytes } from "@/lib/ingest/fact-sources/unpack-bytes";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { seedPlans } from "@/lib/ingest/scheme-master/testing/seed-plans";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { importTerFile } from "@/lib/ingest/ter/import-ter-file";
import { SCREENER_ORDERS } from "@/lib/screener/screener-sorts";

const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
const TRACKER = sharedDataFile("ter/captn3m0-ter-tracker-data-2024-10-07.csv");
const HISTORY = sharedDataFile("ter/captn3m0-ter-history-changes.csv.xz");
const TODAY = "2026-11-27";

// Single-plan funds (ETFs): the tracker gives Nippon's and DSP's TER in the Direct columns (Regular 0.0),
// Kotak's in the Regular ones (Direct 0.0).
const BEES = 140084; // Nippon India ETF Nifty 50 BeES: Direct 0.04
const KOTAK_ETF = 112351; // Kotak Nifty 50 ETF: Regular 0.04
const DSP_ETF = 149392; // DSP Nifty 50 ETF: Direct 0.07
// Direct Growth plans of the three ELSS funds AMFI renamed in late 2023.
const AXIS_ELSS = 120503;
const UTI_ELSS = 120715;
const ABSL_ELSS = 119544;
const NO_TER = 148922; // a plan whose fund none of these rows names

/** The file's header and the rows naming these funds exactly (none of these names holds a comma). */
function slice(lines: readonly string[], names: readonly string[]): Buffer {
  const wanted = new Set(names);
  const kept = lines
    .slice(1)
    .filter((line) => line.split(",").some((field) => wanted.has(field.replace(/^"|"$/g, "").trim())));
  return Buffer.from([lines[0], ...kept].join("\n") + "\n");
}

(MASTER && TRACKER && HISTORY ? describe : describe.skip)("TERs of ETFs and across renames, on the real files", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let trackerLines: string[];
  let historyLines: string[];

  beforeAll(async () => {
    trackerLines = readFileSync(TRACKER!, "utf8").split("\n");
    historyLines = (await unpackBytes(readFileSync(HISTORY!))).toString("utf8").split("\n");
  });
  beforeEach(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = createDatabase(scratch.url, 4).sql;
    const plan = (code: number, amc: string, scheme: string, planType: "Direct" | "Regular" | null) => ({
      code,
      amc,
      scheme,
      planType,
      name: scheme,
    });
    await seedPlans(sql, [
      plan(BEES, "Nippon India Mutual Fund", "Nippon India ETF Nifty 50 BeES", null),
      plan(KOTAK_ETF, "Kotak Mahindra Mutual Fund", "Kotak Nifty 50 ETF", null),
      plan(DSP_ETF, "DSP Mutual Fund", "DSP Nifty 50 ETF", null),
      plan(AXIS_ELSS, "Axis Mutual Fund", "Axis ELSS Tax Saver Fund", "Direct"),
      plan(UTI_ELSS, "UTI Mutual Fund", "UTI ELSS Tax Saver Fund", "Direct"),
      plan(ABSL_ELSS, "Aditya Birla Sun Life Mutual Fund", "Aditya Birla Sun Life ELSS Tax Saver Fund", "Direct"),
      plan(NO_TER, "Some Mutual Fund", "Some Fund", "Direct"),
    ]);
    const master = await importSchemeMaster(sql, { name: "SchemeData-2024-11-18.csv", bytes: readFileSync(MASTER!) });
    expect(master.status).toBe("imported");
  });
  afterEach(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("gives a single-plan fund the TER its file gives, whichever columns hold it; never a 0", async () => {
    const bytes = slice(trackerLines, ["Nippon India ETF Nifty 50 BeES", "Kotak Nifty 50 ETF", "DSP Nifty 50 ETF"]);
    const report = await importTerFile(
      sql,
      { name: "captn3m0-ter-tracker-data-2024-10-07.csv", bytes },
      { today: TODAY },
    );
    expect(report).toMatchObject({ status: "imported", rows: 3, matched: 3, unmatched: [] });
    const latest = await sql<{ scheme_code: number; expense_ratio: number; as_of: string; source: string }[]>`
      select scheme_code, expense_ratio, to_char(expense_ratio_as_of, 'YYYY-MM-DD') as as_of,
        expense_ratio_source as source
      from plan_fact_latest where expense_ratio is not null order by scheme_code`;
    expect(latest).toEqual([
      { scheme_code: KOTAK_ETF, expense_ratio: 0.04, as_of: "2024-10-07", source: "AMFI TER" },
      { scheme_code: BEES, expense_ratio: 0.04, as_of: "2024-10-07", source: "AMFI TER" },
      { scheme_code: DSP_ETF, expense_ratio: 0.07, as_of: "2024-10-07", source: "AMFI TER" },
    ]);
    const [zeros] = await sql<{ n: number }[]>`select count(*)::int as n from plan_facts where expense_ratio = 0`;
    expect(zeros!.n).toBe(0);
  });

  it("sorts the cheapest by real TERs, a 0 or missing one last both ways, and never marks one best", async () => {
    const bytes = slice(trackerLines, [
      "Nippon India ETF Nifty 50 BeES",
      "Kotak Nifty 50 ETF",
      "DSP Nifty 50 ETF",
      "Axis ELSS Tax Saver Fund",
    ]);
    await importTerFile(sql, { name: "captn3m0-ter-tracker-data-2024-10-07.csv", bytes }, { today: TODAY });
    // A source that did state 0 (none of the real ones does): still "not disclosed".
    await sql`insert into plan_facts (scheme_code, as_of, source, expense_ratio) values (${UTI_ELSS}, '2024-10-31', 'factsheet.csv', 0)`;
    const sorted = async (dir: "asc" | "desc") =>
      (
        await sql<{ scheme_code: number }[]>`
          select p.scheme_code from plans p left join plan_fact_latest f using (scheme_code)
          order by ${sql.unsafe(SCREENER_ORDERS.expense_ratio.sql)} ${sql.unsafe(dir)} nulls last, p.scheme_code`
      ).map((row) => row.scheme_code);
    expect(await sorted("asc")).toEqual([KOTAK_ETF, BEES, DSP_ETF, AXIS_ELSS, ABSL_ELSS, UTI_ELSS, NO_TER]);
    expect(await sorted("desc")).toEqual([AXIS_ELSS, DSP_ETF, KOTAK_ETF, BEES, ABSL_ELSS, UTI_ELSS, NO_TER]);

    const ters = async (codes: number[]) => {
      const rows = await sql<{ scheme_code: number; expense_ratio: number | null }[]>`
        select p.scheme_code, f.expense_ratio from plans p left join plan_fact_latest f using (scheme_code)
        where p.scheme_code = any(${codes})`;
      return codes.map((code) => disclosedTer(rows.find((row) => row.scheme_code === code)?.expense_ratio));
    };
    // Compare's best: the 0 (UTI) and the missing one (NO_TER) never win; BeES at 0.04 does.
    expect(bestIndexes(await ters([UTI_ELSS, NO_TER, BEES, AXIS_ELSS]), "lower")).toEqual(new Set([2]));
    expect(bestIndexes(await ters([UTI_ELSS, NO_TER, DSP_ETF]), "lower")).toEqual(new Set());
  });

  it("keeps the three ELSS funds' 2023 history under their old names, each run until the day before the next", async () => {
    const names = [
      "Axis Long Term Equity Fund",
      "Axis ELSS Tax Saver Fund",
      "UTI - Long Term Equity Fund ( Tax Saving )",
      "UTI ELSS Tax Saver Fund",
      "Aditya Birla Sun Life Tax Relief '96",
      "Aditya Birla Sun Life ELSS Tax Relief '96",
      "Aditya Birla Sun Life ELSS Tax Saver Fund",
    ];
    const report = await importTerFile(
      sql,
      { name: "captn3m0-ter-history-changes.csv", bytes: slice(historyLines, names) },
      { today: TODAY },
    );
    expect(report.status).toBe("imported");
    // The first ABSL rename (Apr-May 2023) changed the totals the same week (1.69/0.91 -> 1.70/0.92): not joined.
    expect(report.unmatched).toEqual(["Aditya Birla Sun Life Tax Relief '96"]);
    expect(report.message).toMatch(/^3 old name\(s\) joined to the fund's later name: /);
    expect(report.message).toContain("Axis Long Term Equity Fund -> Axis ELSS Tax Saver Fund (2023-12-12)");
    expect(report.message).toContain(
      "UTI - Long Term Equity Fund ( Tax Saving ) -> UTI ELSS Tax Saver Fund (2023-10-20)",
    );
    expect(report.message).toContain(
      "Aditya Birla Sun Life ELSS Tax Relief '96 -> Aditya Birla Sun Life ELSS Tax Saver Fund (2023-12-12)",
    );

    const runs = await terRuns(sql, [AXIS_ELSS, UTI_ELSS, ABSL_ELSS]);
    const run = (value: number, from: string, to: string) => ({ value, from, to, source: "AMFI TER" });
    // Axis: the Direct totals of the history's rows (grep "Axis Long Term Equity Fund\|Axis ELSS Tax Saver Fund").
    expect(runs.get(AXIS_ELSS)!.slice(0, 3)).toEqual([
      run(0.85, "2023-04-06", "2023-04-12"),
      run(0.84, "2023-04-13", "2023-05-05"),
      run(0.83, "2023-05-06", "2023-05-11"),
    ]);
    expect(runs.get(AXIS_ELSS)!.filter((r) => r.from >= "2023-11-17" && r.from <= "2023-12-19")).toEqual([
      run(0.79, "2023-11-17", "2023-11-29"),
      run(0.77, "2023-11-30", "2023-12-11"),
      run(0.78, "2023-12-12", "2023-12-18"),
      run(0.8, "2023-12-19", "2023-12-29"),
    ]);
    // The last row is the history's last change (2024-10-04): the current run ends on the last date on record.
    expect(runs.get(AXIS_ELSS)!.at(-1)).toEqual(run(0.78, "2024-10-04", "2024-10-04"));
    // UTI: 0.95 from the first row; 0.85 from 2023-08-30 under the old name, unchanged into the new one.
    expect(runs.get(UTI_ELSS)![0]).toEqual(run(0.95, "2023-04-06", "2023-04-11"));
    expect(runs.get(UTI_ELSS)!.filter((r) => r.from >= "2023-08-25" && r.from <= "2023-10-23")).toEqual([
      run(0.86, "2023-08-25", "2023-08-29"),
      run(0.85, "2023-08-30", "2023-10-22"),
      run(0.86, "2023-10-23", "2023-11-05"),
    ]);
    // ABSL: from its "ELSS Tax Relief '96" name (2023-05-18) on.
    expect(runs.get(ABSL_ELSS)!.slice(0, 2)).toEqual([
      run(0.92, "2023-05-18", "2023-05-19"),
      run(0.93, "2023-05-20", "2023-06-05"),
    ]);
    expect(runs.get(ABSL_ELSS)!.filter((r) => r.from >= "2023-11-07" && r.from <= "2023-12-15")).toEqual([
      run(0.93, "2023-11-07", "2023-12-11"),
      run(0.92, "2023-12-12", "2023-12-14"),
      run(0.91, "2023-12-15", "2023-12-20"),
    ]);
  });
});
