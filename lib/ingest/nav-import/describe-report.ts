import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import type { PlanLabelSettlement } from "@/lib/ingest/nav-import/settle-plan-labels";

/** One line for one file of a batch, as data:import prints it. */
export function describeReport(report: NavImportReport): string {
  if (report.status === "already-imported") return `ALREADY IMPORTED: ${report.message}`;
  if (report.status === "refused") return `REFUSED: ${report.message}`;
  const skipped =
    Object.entries(report.skipped)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(", ") || "none";
  // Rows refused for what they say about the file's integrity, shown with their lines.
  const refusedRows = report.skippedExamples
    .filter((line) => line.reason === "code-repeated" || line.reason === "scheme-code-invalid")
    .map((line) => `line ${line.line} ${line.reason}: ${line.text}`);
  const extras = [
    report.rowsRevised ? `revised ${report.rowsRevised}` : "",
    report.rowsSuperseded ? `kept ${report.rowsSuperseded} values of later captures` : "",
    report.isinProblems ? `bad ISINs ${report.isinProblems}` : "",
    report.unmappedHeadings.length
      ? `unmapped headings: ${report.unmappedHeadings.map((h) => `"${h.heading}" (${h.records})`).join("; ")}`
      : "",
    refusedRows.length ? `refused rows: ${refusedRows.join("; ")}` : "",
    report.encodingNote ?? "",
  ].filter(Boolean);
  return `${report.layout}: ${report.rowsTotal} rows, added ${report.rowsAdded}, unchanged ${report.rowsUnchanged}; skipped: ${skipped}${extras.length ? `; ${extras.join("; ")}` : ""}`;
}

/**
 * The batch's closing line. Files imported before are a success ("already imported"); refused files are
 * reported; the batch fails only when every file was refused.
 */
export function summariseBatch(reports: readonly NavImportReport[]): { text: string; allRefused: boolean } {
  const count = (status: NavImportReport["status"]) => reports.filter((r) => r.status === status).length;
  const imported = reports.filter((r) => r.status === "imported");
  const sum = (pick: (r: NavImportReport) => number) => imported.reduce((total, r) => total + pick(r), 0);
  const skipped = sum((r) => Object.values(r.skipped).reduce((a, b) => a + (b ?? 0), 0));
  const refused = count("refused");
  return {
    text:
      `${reports.length} files: ${imported.length} imported, ${count("already-imported")} already imported, ${refused} refused. ` +
      `${sum((r) => r.rowsTotal)} rows: ${sum((r) => r.rowsAdded)} added, ${sum((r) => r.rowsUnchanged)} unchanged, ${sum((r) => r.rowsRevised)} revised, ${skipped} lines skipped.`,
    allRefused: reports.length > 0 && refused === reports.length,
  };
}

/** What the batch found about plan labels and duplicate plans, for data:import to print. */
export function describeLabels(labels: PlanLabelSettlement | null): string[] {
  if (labels === null) return [];
  const lines = labels.fromMaster ? [`Plan type or option from the scheme master: ${labels.fromMaster} plans.`] : [];
  if (labels.duplicates.length)
    lines.push(
      `Plans without ISIN that repeat another plan of their fund house by name and NAV (listed once): ${labels.duplicates
        .map((d) => `${d.schemeCode} = ${d.duplicateOf} "${d.displayName}"`)
        .join("; ")}.`,
    );
  return lines;
}
