import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";
import { settlePlanNavStats } from "@/lib/ingest/metrics-refresh/testing/plan-nav-stats";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Sql } from "postgres";
import { fundOverview } from "@/lib/api/schemas/funds";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { planOverview } from "@/lib/funds/fund-overview";
import { planBySchemeCode } from "@/lib/funds/plan-lookup";
import { importIndexFile } from "@/lib/ingest/index-series/import-index-file";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { extractedCorpus } from "@/lib/ingest/testing/corpus-captures";
import { indexFilesAvailable, NIFTY_500_TRI_NTR, sharedFactFile } from "@/lib/ingest/testing/index-tri-files";

// Real data: AMFI's NAV history download for 2024 and 2025 (97 schemes) and NSE Indices' Nifty 500 TRI
// (24-Sep-2024 .. 06-Oct-2026). Parag Parikh Flexi Cap Fund - Regular - Growth (122640) is a flexi cap fund, so its
// category benchmark is the Nifty 500 TRI; the two series overlap from 24-Sep-2024 to its last NAV, 02-Dec-2025.
const SHARED = SHARED_DATA_DIR;
const HISTORY = ["2024", "2025"].map((year) => path.join(SHARED, "amfi-history-10y", `nav-history-${year}.txt`));
// The same fund's NAVs as a plain Date,NAV file: the independent side of the check.
const PLAIN_NAVS = path.join(SHARED, "nav-history-10y", "122640.csv");
const FUND = 122640;
const RISK_FREE = 0.065;
const T = 252;

const available = indexFilesAvailable() && [...HISTORY, PLAIN_NAVS].every((file) => existsSync(file));
if (!available && indexFilesAvailable()) console.warn(`Skipping: the NAV history files are not in ${SHARED}.`);
const describeReal = available ? describe : describe.skip;

/** date -> value from a simple CSV whose date (ISO or DD-Mon-YYYY) and value are in the given columns. */
function readPairs(file: string, dateColumn: number, valueColumn: number): Map<string, number> {
  const months = "JanFebMarAprMayJunJulAugSepOctNovDec";
  const iso = (date: string) => {
    const m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(date);
    if (!m) return date;
    return `${m[3]}-${String(months.indexOf(m[2]!) / 3 + 1).padStart(2, "0")}-${m[1]}`;
  };
  const result = new Map<string, number>();
  for (const line of readFileSync(file, "utf8").trim().split("\n").slice(1)) {
    const fields = line.split(",");
    result.set(iso(fields[dateColumn]!), Number(fields[valueColumn]));
  }
  return result;
}

/**
 * Beta, alpha, tracking error and information ratio computed plainly (two passes over an array of pairs): on the
 * dates both maps have between `from` and `to`, each return from the previous common date when at most 7 days earlier.
 */
function independentRisk(navs: Map<string, number>, index: Map<string, number>, from: string, to: string) {
  const common = [...navs.keys()].filter((date) => date >= from && date <= to && index.has(date)).sort();
  const pairs: [number, number][] = [];
  for (let i = 1; i < common.length; i++) {
    const gap = (Date.parse(common[i]!) - Date.parse(common[i - 1]!)) / 86_400_000;
    if (gap > 7) continue;
    pairs.push([
      navs.get(common[i]!)! / navs.get(common[i - 1]!)! - 1,
      index.get(common[i]!)! / index.get(common[i - 1]!)! - 1,
    ]);
  }
  const n = pairs.length;
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const mf = mean(pairs.map((p) => p[0]));
  const mi = mean(pairs.map((p) => p[1]));
  const beta =
    pairs.reduce((s, [f, i]) => s + (f - mf) * (i - mi), 0) / pairs.reduce((s, [, i]) => s + (i - mi) ** 2, 0);
  const active = pairs.map(([f, i]) => f - i);
  const ma = mean(active);
  const te = Math.sqrt((active.reduce((s, v) => s + (v - ma) ** 2, 0) / (n - 1)) * T);
  return {
    first: common[0],
    last: common.at(-1),
    n,
    beta,
    alphaPct: (mf * T - RISK_FREE - beta * (mi * T - RISK_FREE)) * 100,
    trackingErrorPct: te * 100,
    informationRatio: (ma * T) / te,
  };
}

/** The value on the last date on or before `date`. */
const onOrBefore = (values: Map<string, number>, date: string) =>
  values.get(
    [...values.keys()]
      .filter((d) => d <= date)
      .sort()
      .at(-1)!,
  )!;

interface StoredRow {
  beta: number;
  alpha: number;
  details: {
    betaBasis: string;
    benchmark: { name: string; basis: string; series: { provider: string; file: string; asOf: string } | null };
    vsBenchmark: {
      returns: {
        periods: Record<string, { fundPct: number; indexPct: number } | null>;
        missing: Record<string, string>;
      };
      risk: {
        beta: number;
        alphaPct: number;
        trackingErrorPct: number;
        informationRatio: number;
        observations: number;
        startDate: string;
        endDate: string;
      };
    } | null;
    vsCategory: { beta: number } | null;
  };
}

describeReal("fund vs benchmark on real NAVs and the real Nifty 500 TRI", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let fund: StoredRow;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await importNavFiles(
      sql,
      HISTORY.map((file) => ({ name: path.basename(file), read: async () => readFileSync(file) })),
    );
    // Named by its full path, as data:import names a file given by path; pages show the base name.
    await importIndexFile(sql, { ...sharedFactFile(NIFTY_500_TRI_NTR), name: NIFTY_500_TRI_NTR });
    await refreshMetrics(sql, { riskFreeRate: RISK_FREE });
    const [row] = await sql<StoredRow[]>`select beta, alpha, details from plan_metrics where scheme_code = ${FUND}`;
    fund = row!;
  }, 120_000);
  afterAll(() => database.drop());

  it("names the category benchmark and the file and date of its series", () => {
    expect(fund.details.benchmark).toEqual({
      name: "Nifty 500 TRI",
      basis: "category",
      fact: null,
      own: null,
      series: { provider: "NSE Indices", file: path.basename(NIFTY_500_TRI_NTR), asOf: "2025-12-02" },
    });
  });

  it("stores beta, alpha, tracking error and information ratio equal to an independent computation", () => {
    // Independent: the plain Date,NAV file and the index CSV read by splitting lines (within the imported years).
    const expected = independentRisk(
      readPairs(PLAIN_NAVS, 0, 1),
      readPairs(NIFTY_500_TRI_NTR, 1, 2),
      "2024-01-01",
      "2025-12-31",
    );
    const risk = fund.details.vsBenchmark!.risk;
    expect(expected.first).toBe("2024-09-24"); // the index file's first day
    expect(risk).toMatchObject({ observations: expected.n, startDate: "2024-09-24", endDate: "2025-12-02" });
    expect(expected.n).toBeGreaterThan(280);
    expect(risk.beta).toBeCloseTo(expected.beta, 10);
    expect(risk.alphaPct).toBeCloseTo(expected.alphaPct, 8);
    expect(risk.trackingErrorPct).toBeCloseTo(expected.trackingErrorPct, 8);
    expect(risk.informationRatio).toBeCloseTo(expected.informationRatio, 8);
    // A flexi cap fund that holds cash and foreign shares moves less than the market.
    expect(risk.beta).toBeGreaterThan(0.3);
    expect(risk.beta).toBeLessThan(1);
    // The screener's and the API's beta and alpha are these, and say so.
    expect(fund.beta).toBeCloseTo(expected.beta, 10);
    expect(fund.alpha).toBeCloseTo(expected.alphaPct, 8);
    expect(fund.details.betaBasis).toBe("benchmark");
    expect(fund.details.vsCategory).not.toBeNull(); // still computed, no longer the shown one
  });

  it("compares the 1Y return with the index's over the same dates", () => {
    const navs = readPairs(PLAIN_NAVS, 0, 1);
    const index = readPairs(NIFTY_500_TRI_NTR, 1, 2);
    const onOrBefore = (values: Map<string, number>, date: string) =>
      values.get(
        [...values.keys()]
          .filter((d) => d <= date)
          .sort()
          .at(-1)!,
      )!;
    // As of 02-Dec-2025, 1Y back is 02-Dec-2024 (a Monday: both have a value that day).
    const fundPct = (navs.get("2025-12-02")! / onOrBefore(navs, "2024-12-02") - 1) * 100;
    const indexPct = (index.get("2025-12-02")! / onOrBefore(index, "2024-12-02") - 1) * 100;
    const oneYear = fund.details.vsBenchmark!.returns.periods["1y"]!;
    expect(oneYear.fundPct).toBeCloseTo(fundPct, 10);
    expect(oneYear.indexPct).toBeCloseTo(indexPct, 10);
    // The index series starts in Sep-2024, so there is no 3Y comparison; the plan's own NAVs start in 2024 too.
    expect(fund.details.vsBenchmark!.returns.missing["3y"]).toBe("too-young");
  });

  it("says there is no series where the category benchmark has none in the store", async () => {
    const [largeCap] = await sql<{ benchmark: StoredRow["details"]["benchmark"]; vs: unknown; basis: string }[]>`
      select m.details -> 'benchmark' as benchmark, m.details -> 'vsBenchmark' as vs, m.details ->> 'betaBasis' as basis
      from plan_metrics m join plans p using (scheme_code) where p.display_name like 'quant Large Cap Fund - Growth Option - Direct%'`;
    expect(largeCap).toEqual({
      benchmark: { name: "Nifty 100 TRI", basis: "category", fact: null, series: null, own: null },
      vs: null,
      basis: "category",
    });
  });

  it("answers the API with the same comparison, its source and date, in the published schema", async () => {
    const overview = fundOverview.parse(await planOverview(sql, await planBySchemeCode(sql, FUND)));
    const risk = fund.details.vsBenchmark!.risk;
    expect(overview.benchmark).toMatchObject({
      name: "Nifty 500 TRI",
      basis: "category",
      series: { provider: "NSE Indices", file: path.basename(NIFTY_500_TRI_NTR), as_of: "2025-12-02" },
      beta: risk.beta,
      alpha: risk.alphaPct,
      tracking_error: risk.trackingErrorPct,
      information_ratio: risk.informationRatio,
      observations: risk.observations,
      window_start: "2024-09-24",
      window_end: "2025-12-02",
      beta_alpha_basis: "benchmark",
      returns_missing: { "3y": "too-young", "5y": "too-young" },
    });
    expect(overview.benchmark!.returns["1y"]).toMatchObject({ start_date: "2024-12-02", end_date: "2025-12-02" });
    expect(overview.risk).toMatchObject({ beta: risk.beta, alpha: risk.alphaPct });
  });
});

// The NAV corpus period: the same fund's NAVs from the 373 daily NAVAll captures of 16-Jul-2025 .. 22-Aug-2026,
// against the Nifty 500 TRI, which covers the whole period.
const corpusReady = available && corpusAvailable();
(corpusReady ? describe : describe.skip)("fund vs benchmark over the daily NAV corpus period", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let navs: Map<string, number>;

  beforeAll(async () => {
    // Every capture's line for the fund (a date repeated by later captures carries the same NAV in this corpus).
    const captures = path.join(await extractedCorpus(), "navall");
    const files = readdirSync(captures).map((name) => path.join(captures, name));
    const lines = execFileSync("grep", ["-ah", `^${FUND};`, ...files], { maxBuffer: 16 * 1024 * 1024 })
      .toString("latin1")
      .trim()
      .split("\n");
    navs = new Map();
    for (const line of lines) {
      const fields = line.trim().split(";");
      const [day, month, year] = fields.at(-1)!.split("-");
      const date = `${year}-${String("JanFebMarAprMayJunJulAugSepOctNovDec".indexOf(month!) / 3 + 1).padStart(2, "0")}-${day}`;
      const nav = Number(fields.at(-2));
      if (navs.has(date) && navs.get(date) !== nav) throw new Error(`two NAVs on ${date}`);
      navs.set(date, nav);
    }

    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'PPFAS Mutual Fund', 'ppfas-mutual-fund')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Equity', 'Flexi Cap Fund', 'equity-flexi-cap-fund')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values (1, 1, 1, 'Parag Parikh Flexi Cap Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (${FUND}, 1, 'Regular', 'Growth', 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth', 'x')`;
    await sql`insert into navs ${sql([...navs].map(([nav_date, nav]) => ({ scheme_code: FUND, nav_date, nav })))}`;
    await settlePlanNavStats(sql);
    await importIndexFile(sql, sharedFactFile(NIFTY_500_TRI_NTR));
    await refreshMetrics(sql, { riskFreeRate: RISK_FREE });
  }, 120_000);
  afterAll(() => database?.drop());

  it("stores beta, alpha, tracking error and information ratio equal to an independent computation", async () => {
    const [row] = await sql<StoredRow[]>`select beta, alpha, details from plan_metrics where scheme_code = ${FUND}`;
    // The fund is younger than the 3-year window, so all its NAVs count: 15-Jul-2025 (in the first capture) on.
    const expected = independentRisk(navs, readPairs(NIFTY_500_TRI_NTR, 1, 2), "2025-07-15", "2026-08-22");
    const risk = row!.details.vsBenchmark!.risk;
    expect([...navs.keys()].sort()[0]).toBe("2025-07-15");
    expect(expected).toMatchObject({ first: "2025-07-15", last: "2026-08-20" });
    expect(risk).toMatchObject({ observations: expected.n, startDate: expected.first, endDate: expected.last });
    expect(expected.n).toBeGreaterThan(240);
    expect(risk.beta).toBeCloseTo(expected.beta, 10);
    expect(risk.alphaPct).toBeCloseTo(expected.alphaPct, 8);
    expect(risk.trackingErrorPct).toBeCloseTo(expected.trackingErrorPct, 8);
    expect(risk.informationRatio).toBeCloseTo(expected.informationRatio, 8);
    expect(row).toMatchObject({ beta: risk.beta, alpha: risk.alphaPct });
    expect(row!.details.betaBasis).toBe("benchmark");
  });

  it("compares the 1Y return with the index's over the same dates", async () => {
    const [row] = await sql<StoredRow[]>`select beta, alpha, details from plan_metrics where scheme_code = ${FUND}`;
    const asOf = [...navs.keys()].sort().at(-1)!;
    const [year, month, day] = asOf.split("-");
    const start = `${Number(year) - 1}-${month}-${day}`;
    const index = readPairs(NIFTY_500_TRI_NTR, 1, 2);
    const oneYear = row!.details.vsBenchmark!.returns.periods["1y"]!;
    expect(oneYear.fundPct).toBeCloseTo((navs.get(asOf)! / onOrBefore(navs, start) - 1) * 100, 10);
    expect(oneYear.indexPct).toBeCloseTo((onOrBefore(index, asOf) / onOrBefore(index, start) - 1) * 100, 10);
  });
});
