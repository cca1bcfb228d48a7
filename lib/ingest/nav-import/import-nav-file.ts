import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql, TransactionSql } from "postgres";
import { parseNavFile } from "@/lib/ingest/amfi/parse-nav-file";
import { NotANavFileError, type NavRecord, type ParsedNavFile, type SkipReason } from "@/lib/ingest/amfi/types";
import { clearFundData } from "@/lib/ingest/clear-fund-data";
import { emptyReport, type NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { structureKey, upsertFundStructure } from "@/lib/ingest/nav-import/upsert-fund-structure";

// Imports from different processes take turns: each file's comparison with stored NAVs must see the previous file.
const IMPORT_LOCK_KEY = 7_202_612;
const EXAMPLES_PER_REASON = 5;
const ALREADY_IMPORTED = "This file was imported before; nothing changed.";

/**
 * What one process remembers between the files it imports in a row: each plan's structure as the last
 * file described it, and that file's import id. The next file then writes only the plans that differ.
 * The memory is trusted only while that import is still the latest in the database.
 */
export interface ImportSession {
  lastImportId: number | null;
  planKeys: Map<number, string>;
}

export function createImportSession(): ImportSession {
  return { lastImportId: null, planKeys: new Map() };
}

export interface NavFileInput {
  /** File name, shown in reports and stored with the import. */
  name: string;
  bytes: Uint8Array;
}

/**
 * Imports one AMFI NAV file in one transaction. A file that is not a NAV file is refused before anything
 * is written; the same file a second time is recognised by its hash and changes nothing; a NAV that
 * differs from the stored one replaces it and the old value is kept as a revision.
 */
export async function importNavFile(sql: Sql, file: NavFileInput, session: ImportSession = createImportSession()): Promise<NavImportReport> {
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  // Checked again inside the transaction; this early look only saves parsing a file seen before.
  const [known] = await sql<{ id: number }[]>`select id from imports where kind = 'amfi-nav' and sha256 = ${sha256}`;
  if (known) return { ...emptyReport(file.name, "already-imported", ALREADY_IMPORTED), importId: known.id };
  let parsed: ParsedNavFile;
  try {
    parsed = parseNavFile(new TextDecoder("utf-8").decode(file.bytes));
  } catch (error) {
    if (error instanceof NotANavFileError) return emptyReport(file.name, "refused", error.message);
    throw error;
  }

  const keys = new Map<number, string>();
  for (const record of parsed.records) keys.set(record.schemeCode, structureKey(record));

  const report = (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`;
    const [seen] = await tx<{ id: number }[]>`select id from imports where kind = 'amfi-nav' and sha256 = ${sha256}`;
    if (seen) return { ...emptyReport(file.name, "already-imported", ALREADY_IMPORTED), importId: seen.id };

    const [state] = await tx<{ kind: string }[]>`select kind from dataset_state where id = 1`;
    const replacedDemo = state?.kind === "demo";
    if (replacedDemo) await clearFundData(tx);

    const [previous] = await tx<{ id: number }[]>`select max(id) as id from imports`;
    const [created] = await tx<{ id: number }[]>`
      insert into imports (kind, source, sha256, layout) values ('amfi-nav', ${file.name}, ${sha256}, ${parsed.layout}) returning id`;
    const importId = created!.id;

    // Consecutive captures describe almost the same plans: write only those this session has not seen as they are.
    const known = !replacedDemo && previous?.id != null && previous.id === session.lastImportId;
    await upsertFundStructure(tx, known ? parsed.records.filter((r) => session.planKeys.get(r.schemeCode) !== keys.get(r.schemeCode)) : parsed.records);
    const navs = await mergeNavs(tx, parsed.records, importId);

    const skipped = countSkipped(parsed);
    await tx`
      update imports set finished_at = now(), rows_total = ${parsed.records.length}, rows_added = ${navs.added},
        rows_unchanged = ${navs.unchanged}, rows_revised = ${navs.revised}, skipped = ${tx.json(skipped)},
        problems = ${tx.json({
          skippedExamples: examples(parsed),
          isinProblems: parsed.isinProblems.slice(0, 20),
          isinProblemCount: parsed.isinProblems.length,
          unmappedHeadings: parsed.unmappedHeadings,
          duplicatesInFile: navs.duplicates,
        } as never)}
      where id = ${importId}`;
    await tx`
      insert into dataset_state (id, kind) values (1, 'amfi')
      on conflict (id) do update set kind = 'amfi', updated_at = now()`;

    return {
      source: file.name,
      status: "imported",
      layout: parsed.layout,
      importId,
      rowsTotal: parsed.records.length,
      rowsAdded: navs.added,
      rowsUnchanged: navs.unchanged,
      rowsRevised: navs.revised,
      duplicatesInFile: navs.duplicates,
      skipped,
      skippedExamples: examples(parsed),
      isinProblems: parsed.isinProblems.length,
      unmappedHeadings: parsed.unmappedHeadings,
      replacedDemo,
      changedSchemeCodes: navs.changedSchemeCodes,
    } satisfies NavImportReport;
  })) as NavImportReport;

  if (report.status === "imported") {
    session.lastImportId = report.importId ?? null;
    for (const [code, key] of keys) session.planKeys.set(code, key);
  }
  return report;
}

function countSkipped(parsed: ParsedNavFile): Partial<Record<SkipReason, number>> {
  const counts: Partial<Record<SkipReason, number>> = {};
  for (const line of parsed.skipped) counts[line.reason] = (counts[line.reason] ?? 0) + 1;
  return counts;
}

function examples(parsed: ParsedNavFile) {
  const perReason = new Map<SkipReason, number>();
  return parsed.skipped.filter((line) => {
    const n = perReason.get(line.reason) ?? 0;
    perReason.set(line.reason, n + 1);
    return n < EXAMPLES_PER_REASON;
  });
}

interface NavMerge {
  added: number;
  unchanged: number;
  revised: number;
  duplicates: number;
  changedSchemeCodes: number[];
}

/**
 * COPY the file's NAVs into a staging table, then in one statement: count what is new, unchanged and
 * corrected, keep each correction's old value, write the new and corrected NAVs, and move each touched
 * plan's NAV range and latest NAV.
 */
async function mergeNavs(tx: TransactionSql, records: NavRecord[], importId: number): Promise<NavMerge> {
  // The last line wins when a file repeats a (scheme code, date).
  const latest = new Map<string, NavRecord>();
  for (const record of records) latest.set(`${record.schemeCode}|${record.date}`, record);

  // A session temp table emptied at commit: created once per connection instead of once per file.
  await tx`create temp table if not exists nav_stage (scheme_code integer, nav_date date, nav numeric) on commit delete rows`;
  const copy = await tx`copy nav_stage (scheme_code, nav_date, nav) from stdin`.writable();
  await pipeline(Readable.from(copyLines(latest.values())), copy);

  const [result] = await tx<{ added: number; unchanged: number; revised: number; changed: number[] | null }[]>`
    with classified as (
      -- plan_nav_stats (small, hashed) settles most rows without touching the big navs index: a date after
      -- the plan's last NAV is new, and a stale plan repeating its last (date, NAV) is unchanged.
      select s.scheme_code, s.nav_date, s.nav,
             case when st.scheme_code is null or s.nav_date > st.last_nav_date then 'new'
                  when s.nav_date = st.last_nav_date and s.nav = st.last_nav then 'same'
                  else 'look-up' end as kind
      from nav_stage s left join plan_nav_stats st on st.scheme_code = s.scheme_code
    ),
    compared as (
      select scheme_code, nav_date, nav, case when kind = 'same' then nav end as old_nav from classified where kind <> 'look-up'
      union all
      select c.scheme_code, c.nav_date, c.nav, n.nav
      from classified c left join navs n on n.scheme_code = c.scheme_code and n.nav_date = c.nav_date
      where c.kind = 'look-up'
    ),
    changes as (select * from compared where old_nav is null or old_nav <> nav),
    revisions as (
      insert into nav_revisions (scheme_code, nav_date, old_nav, new_nav, import_id)
      select scheme_code, nav_date, old_nav, nav, ${importId} from changes where old_nav is not null
    ),
    written as (
      insert into navs (scheme_code, nav_date, nav) select scheme_code, nav_date, nav from changes
      on conflict (scheme_code, nav_date) do update set nav = excluded.nav
    ),
    stats as (
      insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      select scheme_code, min(nav_date), max(nav_date), (array_agg(nav order by nav_date desc))[1] from changes group by scheme_code
      on conflict (scheme_code) do update set
        first_nav_date = least(plan_nav_stats.first_nav_date, excluded.first_nav_date),
        last_nav_date = greatest(plan_nav_stats.last_nav_date, excluded.last_nav_date),
        last_nav = case when excluded.last_nav_date >= plan_nav_stats.last_nav_date then excluded.last_nav else plan_nav_stats.last_nav end
    )
    select count(*) filter (where old_nav is null)::int as added,
           count(*) filter (where old_nav = nav)::int as unchanged,
           count(*) filter (where old_nav <> nav)::int as revised,
           (select array_agg(distinct scheme_code order by scheme_code) from changes) as changed
    from compared`;

  return {
    added: result!.added,
    unchanged: result!.unchanged,
    revised: result!.revised,
    duplicates: records.length - latest.size,
    changedSchemeCodes: result!.changed ?? [],
  };
}

function* copyLines(records: Iterable<NavRecord>): Generator<string> {
  // Values are validated by the parser (integers, ISO dates, plain decimals), so no COPY escaping is needed.
  const batch: string[] = [];
  for (const r of records) {
    batch.push(`${r.schemeCode}\t${r.date}\t${r.nav}\n`);
    if (batch.length === 2000) yield batch.splice(0).join("");
  }
  if (batch.length) yield batch.join("");
}
