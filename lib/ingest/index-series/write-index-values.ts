import type { TransactionSql } from "postgres";
import type { IndexRow } from "@/lib/ingest/index-series/parse-index-file";

export interface IndexWriteCounts {
  added: number;
  /** Stored values this file replaced with different ones. */
  revised: number;
  /** Values this file repeats, or (kept) values stored from a later download. */
  unchanged: number;
  /** Of unchanged: values that differ from this file's but came from a later download, so stay. */
  keptLater: number;
  /** Indexes whose stored values changed. */
  changedIndexes: string[];
}

/**
 * Stores a file's rows under import `importId`. A value already stored is replaced when this file is the
 * later download: its as-of date (its latest date) is after that of the file the value came from, or the
 * same and this file is imported later, as with NAV captures. An earlier download changes nothing it overlaps.
 */
export async function writeIndexValues(
  tx: TransactionSql,
  importId: number,
  asOf: string,
  rows: readonly IndexRow[],
): Promise<IndexWriteCounts> {
  // Two decimals, as every value was read (index-row-schema), so the stored numeric keeps the file's scale.
  const incoming = rows.map((r) => ({
    index_name: r.name,
    value_date: r.date,
    tri: r.tri.toFixed(2),
    net_tri: r.netTri === null ? null : r.netTri.toFixed(2),
  }));
  const [counts] = await tx<
    { added: number; revised: number; unchanged: number; kept_later: number; changed_indexes: string[] | null }[]
  >`
    with incoming as (
      select * from jsonb_to_recordset(${tx.json(incoming)}) as t(index_name text, value_date date, tri numeric, net_tri numeric)
    ),
    compared as (
      select i.*, v.index_name is not null as stored,
        v.tri is not distinct from i.tri and v.net_tri is not distinct from i.net_tri as same,
        v.index_name is not null and older.as_of > ${asOf}::date as from_later
      from incoming i
      left join index_values v on v.index_name = i.index_name and v.value_date = i.value_date
      left join imports older on older.id = v.import_id
    ),
    written as (
      insert into index_values (index_name, value_date, tri, net_tri, import_id)
      select index_name, value_date, tri, net_tri, ${importId} from compared where not from_later
      on conflict (index_name, value_date) do update
        set tri = excluded.tri, net_tri = excluded.net_tri, import_id = excluded.import_id
      returning 1
    )
    select count(*) filter (where not stored)::int as added,
           count(*) filter (where stored and not same and not from_later)::int as revised,
           count(*) filter (where stored and (same or from_later))::int as unchanged,
           count(*) filter (where stored and not same and from_later)::int as kept_later,
           array_agg(distinct index_name) filter (where not stored or (not same and not from_later)) as changed_indexes,
           (select count(*) from written)::int as written
    from compared`;
  return {
    added: counts!.added,
    revised: counts!.revised,
    unchanged: counts!.unchanged,
    keptLater: counts!.kept_later,
    changedIndexes: counts!.changed_indexes ?? [],
  };
}
