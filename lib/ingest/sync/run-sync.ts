import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { describeFactReport } from "@/lib/ingest/fact-sources/import-fact-files";
import { reportDataQuality } from "@/lib/ingest/data-quality/report-data-quality";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFile } from "@/lib/ingest/nav-import/import-nav-file";
import {
  downloadFundPerformance,
  downloadSchemeMaster,
  downloadTer,
  type DownloadOptions,
} from "@/lib/ingest/sync/amfi-fact-downloads";
import { AMFI_HOSTS, amfiDailyNavUrl, amfiHistoryUrl, type AmfiHosts } from "@/lib/ingest/sync/amfi-urls";
import { fetchWithRetry } from "@/lib/ingest/sync/fetch-with-retry";
import { historyChunks } from "@/lib/ingest/sync/history-chunks";
import { writeProgress } from "@/lib/ingest/sync/progress-bar";
import type { SyncPhase, SyncRefresh } from "@/lib/ingest/sync/sync-report";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

export interface SyncOptions extends Omit<DownloadOptions, "hosts"> {
  hosts?: AmfiHosts;
  today: string;
  /** Backfill NAV history from this date first (AMFI's history download, in chunks). */
  from?: string;
  to?: string;
  chunkDays?: number;
  /** Also fetch and import the fund facts (scheme master, TER, fund performance); on by default. */
  facts?: boolean;
  /** Fetch and import today's NAVAll; on by default (off: the facts only, as the weekly scheduled job does). */
  nav?: boolean;
  log?: (line: string) => void;
}

export interface SyncResult {
  navStatus: "imported" | "already-imported" | "not-asked";
  facts: FactImportReport[];
  /** The parts that ran, in order (bench:data reports the daily job's from the scheduled runs' process). */
  phases: SyncPhase[];
  /** The metrics refresh (null: none ran). */
  refreshed: SyncRefresh | null;
}

async function timed<T>(phases: SyncPhase[], name: SyncPhase["name"], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await work();
  } finally {
    const used = process.cpuUsage(cpu);
    phases.push({ name, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 });
  }
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/** Imports one downloaded fact file through the source that recognises it. */
async function importFact(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const source = factSourceOf(headText(file.bytes));
  if (!source)
    throw new Error("the download is not a file any fund-fact importer recognises (AMFI changed its answer?)");
  return source.importFile(sql, file);
}

/** Today's NAVAll from AMFI, imported; a refused file fails the sync. */
async function syncTodaysNavs(
  sql: Sql,
  hosts: AmfiHosts,
  fetchOptions: Pick<DownloadOptions, "fetchImpl" | "sleep" | "onRetry">,
  log: (line: string) => void,
): Promise<"imported" | "already-imported"> {
  const bytes = await fetchWithRetry(amfiDailyNavUrl(hosts), { ...fetchOptions, timeoutMs: 60_000 });
  // Named without a date, so the capture is dated by its content (docs/data-import.md, "Capture order"): the day
  // of the download says nothing of the NAVs in it (after a run of holidays, or while AMFI is late), and a name
  // that disagrees with the content is refused.
  const nav = await importNavFile(sql, { name: "NAVAll.txt", bytes });
  if (nav.status === "refused") throw new Error(`AMFI's file was refused: ${nav.message}`);
  log(
    nav.status === "imported"
      ? `Imported today's NAVs: ${nav.rowsTotal} rows, ${nav.rowsAdded} added, ${nav.rowsRevised} revised, ${nav.rowsUnchanged} unchanged.`
      : "Today's NAV file is unchanged since the last sync.",
  );
  return nav.status;
}

/**
 * npm run data:sync: AMFI's NAV history (with `from`), today's NAVAll, then the fund facts that have a public
 * address (the scheme master first, then the TERs and the fund-performance feed), then the metrics. A fact
 * source that fails is reported and the others go on; the NAV download failing fails the sync.
 */
export async function runSync(sql: Sql, options: SyncOptions): Promise<SyncResult> {
  const hosts = options.hosts ?? AMFI_HOSTS;
  const log = options.log ?? ((line: string) => console.log(line));
  const fetchOptions = { fetchImpl: options.fetchImpl, sleep: options.sleep, onRetry: options.onRetry };
  const phases: SyncPhase[] = [];
  const from = options.from;
  if (from)
    await timed(phases, "history", async () => {
      const chunks = historyChunks(from, options.to ?? options.today, options.chunkDays ?? 30);
      for (const [index, chunk] of chunks.entries()) {
        writeProgress(process.stderr, index, chunks.length, `downloading ${chunk.from} to ${chunk.to}`);
        const bytes = await fetchWithRetry(amfiHistoryUrl(chunk, hosts), { ...fetchOptions, timeoutMs: 120_000 });
        const report = await importNavFile(sql, { name: `amfi-history-${chunk.from}-${chunk.to}.txt`, bytes });
        if (report.status === "refused") log(`  ${chunk.from} to ${chunk.to}: refused: ${report.message}`);
      }
      writeProgress(process.stderr, chunks.length, chunks.length, "history downloaded");
    });
  const navStatus =
    options.nav === false
      ? "not-asked"
      : await timed(phases, "nav", () => syncTodaysNavs(sql, hosts, fetchOptions, log));

  const facts: FactImportReport[] = [];
  if (options.facts ?? true)
    await timed(phases, "facts", async () => {
      const downloads = { ...fetchOptions, hosts, spacingMs: options.spacingMs };
      const steps: [string, () => Promise<FactFile>][] = [
        ["scheme master", () => downloadSchemeMaster(options.today, downloads)],
        ["expense ratios", () => downloadTer(options.today, downloads)],
        // The feed answers for a past business day: yesterday's figures.
        ["fund performance", () => downloadFundPerformance(addDays(options.today, -1), downloads)],
      ];
      for (const [label, download] of steps) {
        try {
          const report = await importFact(sql, await download());
          facts.push(report);
          log(`${label}: ${describeFactReport(report)}`);
        } catch (error) {
          log(`${label}: not synced (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    });
  let refreshed: SyncResult["refreshed"] = null;
  await timed(phases, "metrics", async () => {
    const refresh = await finishPendingMetrics(sql);
    refreshed = refresh && { plans: refresh.plans, kept: refresh.kept };
    if (refresh) log(`Metrics refreshed for ${refresh.plans} plans (${refresh.seconds.toFixed(1)} s).`);
    else if (facts.some((report) => report.status === "imported")) await refreshScreenerPlans(sql);
  });
  await timed(phases, "checks", () => reportDataQuality(sql, log));
  return { navStatus, facts, phases, refreshed };
}
