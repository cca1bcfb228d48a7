import path from "node:path";
import type { Sql } from "postgres";
import type { DataStatus, FactFileStatus } from "@/lib/api/schemas/data-status";
import { runDataQualityChecks } from "@/lib/ingest/data-quality/run-checks";

export interface ImportSummary {
  id: number;
  kind: string;
  source: string;
  finished_at: string | null;
  rows_added: number;
  rows_unchanged: number;
  rows_revised: number;
  skipped: Record<string, number>;
}

/** data:status and /api/v1/data-status show this many unmatched names per file (imports.problems keeps 500). */
export const UNMATCHED_SHOWN = 10;

/** What `npm run data:status` prints; the names are those of its --json output. */
export interface DatasetStatus {
  kind: "demo" | "amfi" | "empty";
  amcs: number;
  categories: number;
  schemes: number;
  plans: number;
  nav_rows: number;
  /** The date most plans report as their latest NAV date: the site's as-of date. */
  as_of_date: string | null;
  /** The latest NAV date of any plan (liquid funds publish a few days ahead). */
  latest_nav_date: string | null;
  /** Plans whose NAVs changed in an import whose metrics refresh has not finished (an interrupted import). */
  metrics_pending: number;
  imports: ImportSummary[];
  /** Every fund-fact file's latest finished import, by kind and file. */
  sources: FactFileStatus[];
}

/**
 * The file's own name as an import recorded it: sources are paths on the importing machine, and an archive's
 * member is "archive:member" ("/data/amfi/navall.tar.xz:navall/2026-08-22.1.txt" gives "navall.tar.xz:navall/...").
 */
export function fileNameOf(source: string): string {
  const archive = /\.(?:tar\.xz|tar\.gz|tgz|zip):/.exec(source);
  if (!archive) return path.basename(source);
  const end = archive.index + archive[0].length - 1;
  return `${path.basename(source.slice(0, end))}${source.slice(end)}`;
}

export async function datasetStatus(sql: Sql, lastImports = 10): Promise<DatasetStatus> {
  const [counts] = await sql<Omit<DatasetStatus, "imports" | "sources">[]>`
    select coalesce((select kind from dataset_state where id = 1), 'empty') as kind,
           (select count(*)::int from amcs) as amcs,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from schemes) as schemes,
           (select count(*)::int from plans) as plans,
           (select count(*)::int from navs) as nav_rows,
           to_char(site_as_of_date(), 'YYYY-MM-DD') as as_of_date,
           (select to_char(max(last_nav_date), 'YYYY-MM-DD') from plan_nav_stats) as latest_nav_date,
           (select count(*)::int from metrics_pending) as metrics_pending`;
  const imports = await sql<ImportSummary[]>`
    select id, kind, source, to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at,
           rows_added, rows_unchanged, rows_revised, skipped
    from imports order by id desc limit ${lastImports}`;
  const sources = await sql<(Omit<FactFileStatus, "file"> & { source: string })[]>`
    select kind, source, imported_at, as_of, rows, matched, unmatched, unmatched_names
    from (
      select distinct on (kind, source) kind, source, id,
             to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as imported_at,
             to_char(as_of, 'YYYY-MM-DD') as as_of, rows_total as rows, rows_matched as matched,
             rows_unmatched as unmatched,
             array(select jsonb_array_elements_text(coalesce(problems->'unmatched', '[]'::jsonb)) limit ${UNMATCHED_SHOWN})
               as unmatched_names
      from imports
      where kind not in ('amfi-nav', 'demo', 'factsheet') and finished_at is not null
      order by kind, source, finished_at desc, id desc) latest
    order by id`;
  return {
    ...counts!,
    imports,
    sources: sources.map(({ source, ...rest }) => ({ ...rest, file: fileNameOf(source) })),
  };
}

/** /api/v1/data-status: the dataset's dates and counts, each fact file, and the data-quality checks. */
export async function dataStatus(sql: Sql): Promise<DataStatus> {
  const [status, run] = await Promise.all([datasetStatus(sql, 0), runDataQualityChecks(sql)]);
  return {
    dataset: status.kind,
    as_of_date: status.as_of_date,
    latest_nav_date: status.latest_nav_date,
    plans: status.plans,
    nav_rows: status.nav_rows,
    metrics_pending: status.metrics_pending,
    sources: status.sources,
    checks: run.results,
  };
}
