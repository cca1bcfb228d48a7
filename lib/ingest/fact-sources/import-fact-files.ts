import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import type { FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import type { SortedSources } from "@/lib/ingest/fact-sources/sort-sources";
import { unpackBytes } from "@/lib/ingest/fact-sources/unpack-bytes";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

/**
 * Imports the fact files of one run in order; one file's refusal does not stop the others. When any file was
 * imported, the screener's rows (which carry each plan's latest TER, AUM and riskometer, with their dates) are
 * rebuilt once for the whole run, so the lists and the screener's filters show the new facts.
 */
export async function importFactFiles(
  sql: Sql,
  files: SortedSources["factFiles"],
  /** Told of each file's report and how long it took (bench:data). */
  onFile?: (report: FactImportReport, milliseconds: number) => void,
): Promise<FactImportReport[]> {
  const reports: FactImportReport[] = [];
  for (const { source, file } of files) {
    const started = performance.now();
    let bytes: Buffer;
    try {
      bytes = await unpackBytes(await readFile(file.path));
    } catch (error) {
      reports.push(refusedFactFile(source.kind, file, (error as Error).message));
      continue;
    }
    reports.push(await source.importFile(sql, { name: file.name, bytes }));
    onFile?.(reports.at(-1)!, performance.now() - started);
  }
  if (reports.some((report) => report.status === "imported")) await refreshScreenerPlans(sql);
  return reports;
}

/** Unmatched names printed under an import's line; data:status and imports.problems keep up to 500. */
export const UNMATCHED_SHOWN = 10;

/** data:import's output for one fact file: a line, then the first unmatched names, one a line. */
export function describeFactReport(report: FactImportReport): string {
  if (report.status !== "imported") return `${report.kind}: ${report.status}. ${report.message ?? ""}`.trim();
  const asOf = report.asOf ? ` as of ${report.asOf}` : "";
  const count = report.unmatched.length;
  const note = report.message ? ` ${report.message}` : "";
  const line = `${report.kind}${asOf}: ${report.rows} rows, ${report.matched} matched${count ? `, ${count} unmatched` : ""}.${note}`;
  const shown = report.unmatched.slice(0, UNMATCHED_SHOWN).map((name) => `\n    unmatched: ${name}`);
  const more = count > UNMATCHED_SHOWN ? `\n    ... and ${count - UNMATCHED_SHOWN} more (npm run data:status)` : "";
  return line + shown.join("") + more;
}
