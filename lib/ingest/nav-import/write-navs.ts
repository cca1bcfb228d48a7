// One COPY (binary) of a batch's NAVs into a staging table, then set-based statements that apply capture order:
// a stored NAV is replaced (its old value kept as a revision) or re-confirmed only by a later capture, each
// touched plan's NAV range moves, and every plan whose NAVs changed is listed as owing a metrics refresh.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { TransactionSql } from "postgres";
import { dayToIso } from "@/lib/metrics";
import type { NavAccumulator } from "@/lib/ingest/nav-import/nav-accumulator";
import { withIndexBuiltAfter } from "@/lib/ingest/nav-import/build-index-after";

export interface ImportCounts {
  added: number;
  unchanged: number;
  revised: number;
  /** Rows whose stored value came from a later capture and stays (an older capture imported after a newer one). */
  superseded: number;
}

export interface NavWrite {
  /** Counts by import id, for rows of the batch that reached the database. */
  byImport: Map<number, ImportCounts>;
  changedPlans: number;
}

/**
 * Looking a staged row up by key costs about as much as reading this many rows of navs in a scan (10 µs against
 * 0.1-0.2 µs a row on the real year's store, warm): below it the batch is looked up row by row.
 */
const STORE_ROWS_PER_LOOKUP = 50;

/** How staged rows find their stored NAV: chosen by the batch's size against the store's, unless a test names one. */
export type NavLookup = "by-key" | "join";

export async function writeNavs(
  tx: TransactionSql,
  navs: NavAccumulator,
  importIds: readonly number[],
  lookup?: NavLookup,
): Promise<NavWrite> {
  const isoOf = new Map<number, string>();
  const iso = (day: number) => isoOf.get(day) ?? isoOf.set(day, dayToIso(day)).get(day)!;
  const [{ empty } = { empty: false }] = await tx<
    { empty: boolean }[]
  >`select not exists (select 1 from navs) as empty`;
  if (empty) {
    const written = await writeFirstNavs(tx, navs, importIds, iso);
    addRevisions(written.byImport, await writeBatchRevisions(tx, navs, importIds, iso, false));
    return written;
  }

  await tx`create temp table nav_stage (scheme_code integer, nav_date date, nav numeric, import_id integer) on commit drop`;
  const copy =
    await tx`copy nav_stage (scheme_code, nav_date, nav, import_id) from stdin with (format binary)`.writable();
  await pipeline(Readable.from(navs.copyChunks(importIds)), copy);
  // A batch small against the store (a daily capture: 14,000 rows against millions) looks each row up by key. Left
  // to itself the planner hashed the batch and read the whole of navs (450 ms for the real year's last capture,
  // against 190 ms by key); a LIMIT keeps the lookup a subquery it cannot turn into that join. A long batch (years
  // of history into a filled store) is left to the join, which reads navs once.
  const [{ byKey } = { byKey: false }] = lookup
    ? [{ byKey: lookup === "by-key" }]
    : await tx<{ byKey: boolean }[]>`
        select (select count(*) from nav_stage) * ${STORE_ROWS_PER_LOOKUP} < reltuples as "byKey"
        from pg_class where oid = 'navs'::regclass`;
  // The join's plan depends on the batch's statistics. Looked up by key, a daily capture needs none, and gathering
  // them took 10 and 112 ms in two logged daily imports.
  if (!byKey) await tx`analyze nav_stage`;
  const stored = byKey
    ? tx`left join lateral (
        select nav, import_id, scheme_code from navs n where n.scheme_code = s.scheme_code and n.nav_date = s.nav_date limit 1
      ) n on true`
    : tx`left join navs n on n.scheme_code = s.scheme_code and n.nav_date = s.nav_date`;
  await tx`
    create temp table nav_compared on commit drop as
    select s.scheme_code, s.nav_date, s.nav, s.import_id, n.nav as old_nav, n.import_id as old_import_id,
           n.scheme_code is not null as stored,
           (b.id is null or (a.file_date, a.capture_no, a.id) > (b.file_date, b.capture_no, b.id)) as later
    from nav_stage s
    join imports a on a.id = s.import_id
    ${stored}
    left join imports b on b.id = n.import_id`;
  await tx`
    insert into nav_revisions (scheme_code, nav_date, old_nav, new_nav, import_id)
    select scheme_code, nav_date, old_nav, nav, import_id from nav_compared where stored and later and old_nav <> nav`;
  // A later capture repeating the stored value only takes over its capture, so an older one cannot undo it.
  await tx`
    insert into navs (scheme_code, nav_date, nav, import_id)
    select scheme_code, nav_date, nav, import_id from nav_compared where not stored or later
    on conflict (scheme_code, nav_date) do update set
      nav = case when navs.nav = excluded.nav then navs.nav else excluded.nav end, import_id = excluded.import_id`;
  const batchRevisions = await writeBatchRevisions(tx, navs, importIds, iso, true);
  await tx`
    create temp table nav_changed on commit drop as
    select scheme_code, nav_date, nav from nav_compared where not stored or (later and old_nav <> nav)`;
  const counts = await tx<(ImportCounts & { import_id: number })[]>`
    select import_id,
           count(*) filter (where not stored)::int as added,
           count(*) filter (where stored and later and old_nav <> nav)::int as revised,
           count(*) filter (where stored and old_nav = nav)::int as unchanged,
           count(*) filter (where stored and not later and old_nav <> nav)::int as superseded
    from nav_compared group by import_id`;
  await settlePlans(tx);
  const byImport = new Map(counts.map(({ import_id, ...c }) => [import_id, c]));
  addRevisions(byImport, batchRevisions);
  return { byImport, changedPlans: await changedPlanCount(tx) };
}

/**
 * A store without NAVs (a new deployment's first year of history): nothing to compare with, so the batch is
 * COPYed straight into navs in primary-key order, and the plans' ranges come from memory.
 */
async function writeFirstNavs(
  tx: TransactionSql,
  navs: NavAccumulator,
  importIds: readonly number[],
  iso: (day: number) => string,
): Promise<NavWrite> {
  await withIndexBuiltAfter(tx, "navs", "navs_scheme_code_nav_date_pk", () => copyIntoNavs(tx, navs, importIds));
  const ranges = navs.planRanges();
  const codes = ranges.map((r) => r.schemeCode);
  await tx`
    insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select * from unnest(${codes}::int[], ${ranges.map((r) => iso(r.firstDay))}::date[], ${ranges.map((r) => iso(r.lastDay))}::date[], ${ranges.map((r) => r.lastNav)}::numeric[])
    on conflict (scheme_code) do update set
      first_nav_date = excluded.first_nav_date, last_nav_date = excluded.last_nav_date, last_nav = excluded.last_nav`;
  await tx`insert into metrics_pending (scheme_code) select unnest(${codes}::int[]) on conflict (scheme_code) do update set since = now()`;
  const byImport = new Map<number, ImportCounts>();
  navs
    .supplied()
    .forEach((added, fileIndex) =>
      byImport.set(importIds[fileIndex]!, { added, unchanged: 0, revised: 0, superseded: 0 }),
    );
  return { byImport, changedPlans: codes.length };
}

/**
 * The batch COPYed straight into navs. A function of its own, not a closure in writeFirstNavs: postgres.js keeps, for
 * good, an Error made by each query text's first run, and with it the function that ran it and the scope around that
 * function, which for a closure here was the whole first batch (16 MB of typed arrays for a third of the real year).
 */
async function copyIntoNavs(tx: TransactionSql, navs: NavAccumulator, importIds: readonly number[]): Promise<void> {
  const copy = await tx`copy navs (scheme_code, nav_date, nav, import_id) from stdin with (format binary)`.writable();
  await pipeline(Readable.from(navs.copyChunks(importIds)), copy);
}

/** Moves the NAV range and latest NAV of every plan in nav_changed, and lists those plans as owing metrics. */
async function settlePlans(tx: TransactionSql): Promise<void> {
  await tx`
    insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
    select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from nav_changed group by scheme_code
    on conflict (scheme_code) do update set
      first_nav_date = least(plan_nav_stats.first_nav_date, excluded.first_nav_date),
      last_nav_date = greatest(plan_nav_stats.last_nav_date, excluded.last_nav_date),
      last_nav = case when excluded.last_nav_date >= plan_nav_stats.last_nav_date then excluded.last_nav else plan_nav_stats.last_nav end`;
  await tx`
    insert into metrics_pending (scheme_code) select distinct scheme_code from nav_changed
    on conflict (scheme_code) do update set since = now()`;
}

async function changedPlanCount(tx: TransactionSql): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select count(distinct scheme_code)::int as n from nav_changed`;
  return row?.n ?? 0;
}

/**
 * Corrections between captures of the same batch (a later capture changing a value an earlier one gave), kept
 * only where the store took the batch's value: a batch older than the stored value changed nothing.
 */
async function writeBatchRevisions(
  tx: TransactionSql,
  navs: NavAccumulator,
  importIds: readonly number[],
  iso: (day: number) => string,
  compared: boolean,
) {
  const revisions = navs.revisions;
  if (revisions.length === 0) return [];
  const rows = tx`
    select * from unnest(${revisions.map((r) => r.schemeCode)}::int[], ${revisions.map((r) => iso(r.day))}::date[],
                         ${revisions.map((r) => r.oldNav)}::numeric[], ${revisions.map((r) => r.newNav)}::numeric[],
                         ${revisions.map((r) => importIds[r.fileIndex]!)}::int[]) as r(scheme_code, nav_date, old_nav, new_nav, import_id)`;
  return tx<{ import_id: number }[]>`
    insert into nav_revisions (scheme_code, nav_date, old_nav, new_nav, import_id)
    select r.scheme_code, r.nav_date, r.old_nav, r.new_nav, r.import_id from (${rows}) r
    ${compared ? tx`join nav_compared c on c.scheme_code = r.scheme_code and c.nav_date = r.nav_date where not c.stored or c.later` : tx``}
    returning import_id`;
}

/** Counts the corrections made between captures of the batch as revisions of the capture that made them. */
function addRevisions(byImport: Map<number, ImportCounts>, revisions: readonly { import_id: number }[]): void {
  for (const { import_id } of revisions) {
    const counts = byImport.get(import_id) ?? { added: 0, unchanged: 0, revised: 0, superseded: 0 };
    counts.revised += 1;
    byImport.set(import_id, counts);
  }
}
