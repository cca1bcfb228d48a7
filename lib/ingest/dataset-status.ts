import type { Sql } from "postgres";

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

/** The latest finished import of one fund-fact source (scheme master, TER, AUM, index series). */
export interface FactSourceStatus {
  kind: string;
  source: string;
  finished_at: string;
  as_of: string | null;
  rows_total: number;
  rows_matched: number | null;
  rows_unmatched: number | null;
}

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
  fact_sources: FactSourceStatus[];
}

export async function datasetStatus(sql: Sql, lastImports = 10): Promise<DatasetStatus> {
  const [counts] = await sql<Omit<DatasetStatus, "imports" | "fact_sources">[]>`
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
  const factSources = await sql<FactSourceStatus[]>`
    select distinct on (kind) kind, source,
           to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at,
           to_char(as_of, 'YYYY-MM-DD') as as_of, rows_total, rows_matched, rows_unmatched
    from imports
    where kind in ('scheme-master', 'ter', 'aum', 'index-series') and finished_at is not null
    order by kind, finished_at desc, id desc`;
  return { ...counts!, imports, fact_sources: factSources };
}
