import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { describeFactReport, importFactFiles } from "@/lib/ingest/fact-sources/import-fact-files";
import { sortSources } from "@/lib/ingest/fact-sources/sort-sources";
import { reportDataQuality } from "@/lib/ingest/data-quality/report-data-quality";
import { describeLabels, describeReport, summariseBatch } from "@/lib/ingest/nav-import/describe-report";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { describeNavEventCounts } from "@/lib/ingest/nav-anomalies/nav-events-report";

export interface ImportPathsOptions {
  allowShrink?: boolean;
  log?: (line: string) => void;
  /** One line per NAV file only where it was refused (npm start loading a year of captures). */
  navRefusalsOnly?: boolean;
}

/**
 * What data:import and data:real do with files, folders and archives: AMFI NAV files in one batch, then the
 * fund-fact files among them in their sources' order, then the metrics of what changed (and of anything an
 * interrupted import left pending), then the data-quality checks (printed; they never change the outcome).
 * Returns false when nothing could be imported.
 */
export async function importPaths(sql: Sql, inputs: string[], options: ImportPathsOptions = {}): Promise<boolean> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const sources = await expandSources(inputs);
  try {
    const { navFiles, factFiles } = await sortSources(sources.files);
    const batch = await importNavFiles(
      sql,
      navFiles.map((file) => ({ name: file.name, read: () => readFile(file.path) })),
      { allowShrink: options.allowShrink ?? false },
    );
    for (const report of batch.files)
      if (!options.navRefusalsOnly || report.status === "refused") log(`${report.source}  ${describeReport(report)}`);
    if (batch.replacedDemo) log("The demo dataset was replaced by AMFI data.");
    for (const line of describeLabels(batch.labels)) log(line);
    const facts = await importFactFiles(sql, factFiles);
    for (const report of facts) log(`${report.source}  ${describeFactReport(report)}`);
    const refresh = await finishPendingMetrics(sql);
    if (refresh)
      log(
        `Metrics refreshed for ${refresh.plans} plans in ${refresh.categories} categories (${refresh.seconds.toFixed(1)} s).\n${describeNavEventCounts(refresh.navEvents)}`,
      );
    const summary = summariseBatch(batch.files);
    if (navFiles.length) log(`\n${summary.text}`);
    if (facts.length)
      log(
        `${facts.length} fund-fact files: ${facts.filter((r) => r.status !== "refused").length} imported or already imported.`,
      );
    await reportDataQuality(sql, log);
    log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    const navFailed = navFiles.length === 0 || summary.allRefused;
    return !(navFailed && facts.every((r) => r.status === "refused"));
  } finally {
    await sources.cleanup();
  }
}
