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

/** What `npm run data:status` prints; the names are those of its --json output. */
export interface DatasetStatus {
  kind: "demo" | "amfi" | "empty";
  amcs: number;
  categories: number;
  schemes: number;
  plans: number;
  nav_rows: number;
  latest_nav_date: string | null;
  imports: ImportSummary[];
}

export async function datasetStatus(sql: Sql, lastImports = 10): Promise<DatasetStatus> {
  const [counts] = await sql<Omit<DatasetStatus, "imports">[]>`
    select coalesce((select kind from dataset_state where id = 1), 'empty') as kind,
           (select count(*)::int from amcs) as amcs,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from schemes) as schemes,
           (select count(*)::int from plans) as plans,
           (select count(*)::int from navs) as nav_rows,
           (select to_char(max(last_nav_date), 'YYYY-MM-DD') from plan_nav_stats) as latest_nav_date`;
  const imports = await sql<ImportSummary[]>`
    select id, kind, source, to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at,
           rows_added, rows_unchanged, rows_revised, skipped
    from imports order by id desc limit ${lastImports}`;
  return { ...counts!, imports };
}
