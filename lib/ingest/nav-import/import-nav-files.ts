import { IMPORT_LOCK_KEY } from "@/lib/ingest/nav-import/import-lock";
import type { Sql, TransactionSql } from "postgres";
import { clearFundData } from "@/lib/ingest/clear-fund-data";
import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { ParseWorkerOutOfMemory } from "@/lib/ingest/nav-import/parse-worker-client";
import { readCaptures, type NavSource, type StoredState } from "@/lib/ingest/nav-import/read-captures";
import { writeNavs, type NavLookup } from "@/lib/ingest/nav-import/write-navs";
import { writeStructure } from "@/lib/ingest/nav-import/write-structure";
import { settlePlanLabels, type PlanLabelSettlement } from "@/lib/ingest/nav-import/settle-plan-labels";
import { todayInIndia } from "@/lib/ingest/today-in-india";

export interface ImportNavOptions {
  /** Accept a daily capture listing more than 5% fewer schemes than the previous one (`--allow-shrink`). */
  allowShrink?: boolean;
  /** Today in India (ISO); the limit for rows of undated files. Default: the real today. */
  today?: string;
  /** The parse worker's heap (default PARSE_WORKER_HEAP). */
  workerHeap?: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  /** How staged rows find their stored NAV (write-navs.ts chooses by size): for tests that compare the two. */
  navLookup?: NavLookup;
}

export interface BatchImport {
  /** One report per source, in the order given. */
  files: NavImportReport[];
  /** True when this batch replaced the demo dataset. */
  replacedDemo: boolean;
  /** Plans whose NAVs changed: listed in metrics_pending until a refresh settles them. */
  changedPlans: number;
  /** Plan labels from the scheme master and duplicate plans, after the batch (null when nothing was written). */
  labels: PlanLabelSettlement | null;
}

/**
 * Imports a batch of AMFI NAV files in one transaction. Every file is read and checked before anything is
 * written: a file seen before is "already imported", a bad one is refused with its reason and contributes
 * nothing, and the rest reach the store in one COPY and one merge that applies capture order (the file's
 * date and capture number, not the order of import). Metrics are not refreshed here: the plans whose NAVs
 * changed are listed in metrics_pending in the same transaction, and finishPendingMetrics settles them.
 */
export async function importNavFiles(
  sql: Sql,
  sources: readonly NavSource[],
  options: ImportNavOptions = {},
): Promise<BatchImport> {
  return (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`;
    const [state] = await tx<{ kind: string }[]>`select kind from dataset_state where id = 1`;
    const replacingDemo = state?.kind === "demo";
    const stored = replacingDemo ? { importedShas: new Map(), dailyCaptures: [], nextSeq: 1 } : await storedState(tx);
    const readOptions = {
      allowShrink: options.allowShrink,
      today: options.today ?? todayInIndia(),
      workerHeap: options.workerHeap,
    };
    const batch = await readCaptures(sources, stored, readOptions).catch((error: unknown) => {
      // Nothing is written while reading, so a batch too large for the worker's heap is simply read again here.
      if (error instanceof ParseWorkerOutOfMemory)
        return readCaptures(sources, stored, { ...readOptions, parseInThread: true });
      throw error;
    });
    if (batch.accepted.length === 0)
      return { files: batch.reports, replacedDemo: false, changedPlans: 0, labels: null };
    if (replacingDemo) await clearFundData(tx);

    // One statement for the batch's import rows (a year is 372), ids drawn in capture order.
    const accepted = batch.accepted;
    const inserted = await tx<{ id: number; sha256: string }[]>`
      insert into imports (kind, source, sha256, layout, file_date, capture_no, scheme_count, rows_total)
      select 'amfi-nav', source, sha256, layout, file_date, capture_no, scheme_count, rows_total
      from unnest(${accepted.map((c) => c.name)}::text[], ${accepted.map((c) => c.sha256)}::text[],
                  ${accepted.map((c) => c.layout)}::text[], ${accepted.map((c) => c.fileDate)}::date[],
                  ${accepted.map((c) => c.captureNo)}::int[], ${accepted.map((c) => c.schemeCount)}::int[],
                  ${accepted.map((c) => c.report.rowsTotal)}::int[])
             with ordinality as c(source, sha256, layout, file_date, capture_no, scheme_count, rows_total, n)
      order by n
      returning id, sha256`;
    const idOfSha = new Map(inserted.map((row) => [row.sha256, row.id]));
    const importIds: number[] = [];
    for (const capture of accepted) importIds[capture.fileIndex] = idOfSha.get(capture.sha256)!;
    const idOfKey = new Map(batch.keys.map((key, index) => [key, importIds[index]!]));
    await writeStructure(tx, batch.structure, (key) => idOfKey.get(key)!, batch.keys);
    const written = await writeNavs(tx, batch.navs, importIds, options.navLookup);
    const labels = await settlePlanLabels(tx);

    for (const capture of accepted) {
      const id = importIds[capture.fileIndex]!;
      const counts = written.byImport.get(id) ?? { added: 0, unchanged: 0, revised: 0, superseded: 0 };
      const inBatch = batch.navs;
      const report = capture.report;
      report.importId = id;
      report.rowsAdded = counts.added;
      report.rowsRevised = counts.revised;
      report.rowsUnchanged = counts.unchanged + (inBatch.repeated[capture.fileIndex] ?? 0);
      report.rowsSuperseded = counts.superseded + (inBatch.superseded[capture.fileIndex] ?? 0);
      report.duplicatesInFile = inBatch.duplicates[capture.fileIndex] ?? 0;
      report.replacedDemo = replacingDemo;
    }
    const reports = accepted.map((c) => c.report);
    await tx`
      update imports set finished_at = now(), rows_added = r.rows_added, rows_unchanged = r.rows_unchanged,
        rows_revised = r.rows_revised, skipped = r.skipped::jsonb, problems = r.problems::jsonb
      from unnest(${reports.map((r) => r.importId!)}::int[], ${reports.map((r) => r.rowsAdded)}::int[],
                  ${reports.map((r) => r.rowsUnchanged)}::int[], ${reports.map((r) => r.rowsRevised)}::int[],
                  ${reports.map((r) => JSON.stringify(r.skipped))}::text[],
                  ${reports.map((r) =>
                    JSON.stringify({
                      skippedExamples: r.skippedExamples,
                      isinProblems: r.isinProblemExamples,
                      isinProblemCount: r.isinProblems,
                      unmappedHeadings: r.unmappedHeadings,
                      duplicatesInFile: r.duplicatesInFile,
                      superseded: r.rowsSuperseded,
                      encoding: r.encodingNote,
                    }),
                  )}::text[])
           as r(id, rows_added, rows_unchanged, rows_revised, skipped, problems)
      where imports.id = r.id`;
    await tx`insert into dataset_state (id, kind) values (1, 'amfi') on conflict (id) do update set kind = 'amfi', updated_at = now()`;
    return { files: batch.reports, replacedDemo: replacingDemo, changedPlans: written.changedPlans, labels };
  })) as BatchImport;
}

async function storedState(tx: TransactionSql): Promise<StoredState> {
  const shas = await tx<{ id: number; sha256: string }[]>`select id, sha256 from imports where kind = 'amfi-nav'`;
  const daily = await tx<{ id: number; source: string; file_date: string; capture_no: number; scheme_count: number }[]>`
    select id, source, to_char(file_date, 'YYYY-MM-DD') as file_date, capture_no, scheme_count from imports
    where kind = 'amfi-nav' and layout like 'daily-%' and file_date is not null and scheme_count is not null`;
  const [max] = await tx<{ id: number }[]>`select coalesce(max(id), 0)::int as id from imports`;
  return {
    importedShas: new Map(shas.map((r) => [r.sha256, r.id])),
    dailyCaptures: daily.map((r) => ({
      id: r.id,
      source: r.source,
      fileDate: r.file_date,
      captureNo: r.capture_no,
      schemeCount: r.scheme_count,
    })),
    nextSeq: max!.id + 1,
  };
}
