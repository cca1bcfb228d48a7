// The database side of a factsheet import, inside the caller's transaction: plan facts are upserted by
// (scheme_code, as_of); the scheme-level kinds replace everything stored for each (scheme_id, as_of) the
// file covers. Rows go in with COPY through a temporary staging table that is dropped at commit.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { TransactionSql } from "postgres";
import { copyTextChunks, copyTextLine } from "@/lib/db/copy-text";
import type { AllocationKind, FactColumn } from "@/lib/ingest/factsheets/factsheet-kinds";
import type { AllocationRow, FactsRow, HoldingRow, ManagerRow } from "@/lib/ingest/factsheets/row-schemas";

type CopyValue = string | number | null;

export interface WriteCounts {
  /** Rows whose key was not stored before. */
  added: number;
  /** Rows stored before with the same values. */
  unchanged: number;
  /** Rows stored before with other values. */
  revised: number;
  /** Stored rows of a replaced (scheme, as_of) that the file no longer has. */
  removed: number;
}

const STAGE = "factsheet_stage";

/** A staging table shaped like `table`, filled with `rows` for `columns` (names are constants of this module). */
async function stage(
  tx: TransactionSql,
  table: string,
  columns: readonly string[],
  rows: readonly CopyValue[][],
): Promise<void> {
  await tx.unsafe(`create temp table ${STAGE} (like ${table}) on commit drop`);
  const copy = await tx.unsafe(`copy ${STAGE} (${columns.join(", ")}) from stdin`).writable();
  await pipeline(Readable.from(copyTextChunks(rows.map(copyTextLine))), copy);
}

const FACT_VALUES: Record<FactColumn, (row: FactsRow) => CopyValue> = {
  expense_ratio: (r) => r.expenseRatio,
  aum_cr: (r) => r.aumCr,
  exit_load: (r) => r.exitLoad,
  min_sip: (r) => r.minSip,
  min_lumpsum: (r) => r.minLumpsum,
  risk_level: (r) => r.riskLevel,
  benchmark: (r) => r.benchmark,
  launch_date: (r) => r.launchDate,
};

/**
 * Upserts plan facts by (scheme_code, as_of, source). Only the fact columns the file has are written: a column
 * the file lacks keeps its stored value, an empty cell of a column it has clears the stored value.
 */
export async function upsertPlanFacts(
  tx: TransactionSql,
  rows: readonly FactsRow[],
  given: readonly FactColumn[],
): Promise<WriteCounts> {
  if (given.length === 0) throw new Error("a facts file has at least one fact column");
  const columns = ["scheme_code", "as_of", ...given, "source"];
  await stage(
    tx,
    "plan_facts",
    columns,
    rows.map((r) => [r.schemeCode, r.asOf, ...given.map((c) => FACT_VALUES[c](r)), r.source]),
  );
  const same = `row(${given.map((c) => `s.${c}`).join(", ")}) is not distinct from row(${given.map((c) => `p.${c}`).join(", ")})`;
  const [counts] = await tx.unsafe<{ added: number; unchanged: number; revised: number }[]>(`
    select count(*) filter (where p.scheme_code is null)::int as added,
           count(*) filter (where p.scheme_code is not null and ${same})::int as unchanged,
           count(*) filter (where p.scheme_code is not null and not (${same}))::int as revised
    from ${STAGE} s left join plan_facts p on p.scheme_code = s.scheme_code and p.as_of = s.as_of and p.source = s.source`);
  await tx.unsafe(`
    insert into plan_facts (${columns.join(", ")})
    select ${columns.join(", ")} from ${STAGE}
    on conflict (scheme_code, as_of, source) do update set ${given.map((c) => `${c} = excluded.${c}`).join(", ")}
    where row(${given.map((c) => `plan_facts.${c}`).join(", ")}) is distinct from row(${given.map((c) => `excluded.${c}`).join(", ")})`);
  return { ...counts!, removed: 0 };
}

export type SchemeLevelRows =
  | { kind: "managers"; rows: (ManagerRow & { schemeId: number })[] }
  | { kind: "holdings"; rows: (HoldingRow & { schemeId: number })[] }
  | { kind: AllocationKind; rows: (AllocationRow & { schemeId: number })[] };

interface SchemeTable {
  table: string;
  /** The key column besides scheme_id and as_of. */
  key: string;
  /** The other columns, compared to tell unchanged rows from revised ones (source is not compared). */
  data: readonly string[];
  /** Values in the order scheme_id, as_of, key, ...data, source. */
  values: CopyValue[][];
}

function schemeTable(input: SchemeLevelRows): SchemeTable {
  switch (input.kind) {
    case "managers":
      return {
        table: "fund_managers",
        key: "name",
        data: ["managing_since"],
        values: input.rows.map((r) => [r.schemeId, r.asOf, r.name, r.managingSince, r.source]),
      };
    case "holdings":
      return {
        table: "holdings",
        key: "name",
        data: ["isin", "sector", "asset_type", "rating", "weight_pct"],
        values: input.rows.map((r) => [
          r.schemeId,
          r.asOf,
          r.name,
          r.isin,
          r.sector,
          r.assetType,
          r.rating,
          r.weightPct,
          r.source,
        ]),
      };
    default: {
      const table = {
        sector_allocation: "sector_allocations",
        asset_allocation: "asset_allocations",
        credit_quality: "credit_quality",
      }[input.kind];
      return {
        table,
        key: "label",
        data: ["weight_pct"],
        values: input.rows.map((r) => [r.schemeId, r.asOf, r.label, r.weightPct, r.source]),
      };
    }
  }
}

/**
 * For every (scheme_id, as_of) in the rows, deletes what is stored and inserts the rows, so an entry
 * missing from the new factsheet disappears. Counts compare the new rows with the stored ones by key.
 */
export async function replaceSchemeRows(tx: TransactionSql, input: SchemeLevelRows): Promise<WriteCounts> {
  const { table, key, data, values } = schemeTable(input);
  const columns = ["scheme_id", "as_of", key, ...data, "source"];
  await stage(tx, table, columns, values);
  const join = `o.scheme_id = s.scheme_id and o.as_of = s.as_of and o.${key} = s.${key}`;
  const same = `row(${data.map((c) => `s.${c}`).join(", ")}) is not distinct from row(${data.map((c) => `o.${c}`).join(", ")})`;
  const [counts] = await tx.unsafe<WriteCounts[]>(`
    with groups as (select distinct scheme_id, as_of from ${STAGE}),
    old as (select o.* from ${table} o join groups g on g.scheme_id = o.scheme_id and g.as_of = o.as_of)
    select
      (select count(*) from ${STAGE} s where not exists (select 1 from old o where ${join}))::int as added,
      (select count(*) from ${STAGE} s join old o on ${join} where ${same})::int as unchanged,
      (select count(*) from ${STAGE} s join old o on ${join} where not (${same}))::int as revised,
      (select count(*) from old o where not exists (select 1 from ${STAGE} s where ${join}))::int as removed`);
  await tx.unsafe(`
    delete from ${table} o using (select distinct scheme_id, as_of from ${STAGE}) g
    where o.scheme_id = g.scheme_id and o.as_of = g.as_of`);
  await tx.unsafe(`insert into ${table} (${columns.join(", ")}) select ${columns.join(", ")} from ${STAGE}`);
  return counts!;
}
