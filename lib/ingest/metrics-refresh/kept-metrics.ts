// Which plans' stored metrics a refresh may keep. A plan's metrics depend on its NAVs, on the inputs its
// signature covers (metrics-inputs.ts), and on its category's average as an index (relativeRisk reads it on
// the plan's own days, none after its latest NAV). So where the category's index up to that day is exactly the
// one stored with the last refresh, and nothing else changed, computing the plan again gives what is stored.
import type { Sql, TransactionSql } from "postgres";
import type { NavSeries } from "@/lib/metrics";
import { decodeSeriesBytes, encodeSeriesBytes } from "@/lib/ingest/metrics-refresh/series-bytes";

/**
 * The first day on which two category indexes differ (a day one has and the other lacks, or a different level),
 * Infinity when they are the same. An absent index counts as empty.
 */
export function firstDifferingDay(stored: NavSeries | undefined, current: NavSeries | undefined): number {
  const a = stored ?? { days: new Int32Array(0), navs: new Float64Array(0) };
  const b = current ?? { days: new Int32Array(0), navs: new Float64Array(0) };
  const shared = Math.min(a.days.length, b.days.length);
  for (let i = 0; i < shared; i++) {
    if (a.days[i] !== b.days[i]) return Math.min(a.days[i]!, b.days[i]!);
    if (!Object.is(a.navs[i], b.navs[i])) return a.days[i]!;
  }
  if (a.days.length > shared) return a.days[shared]!;
  if (b.days.length > shared) return b.days[shared]!;
  return Infinity;
}

interface StoredIndexRow {
  category_id: number;
  days: Buffer;
  levels: Buffer;
}

/** The category indexes stored by the last refresh of each category (category_index). */
export async function loadCategoryIndexes(sql: Sql): Promise<Map<number, NavSeries>> {
  const rows = await sql<StoredIndexRow[]>`select category_id, days, levels from category_index`;
  return new Map(rows.map((row) => [row.category_id, decodeSeriesBytes(row.days, row.levels)]));
}

/** Replaces the stored indexes of the categories refreshed (an empty or absent index removes the row). */
export async function storeCategoryIndexes(
  tx: TransactionSql,
  indexes: ReadonlyMap<number, NavSeries | null>,
): Promise<void> {
  const ids = [...indexes.keys()];
  if (ids.length === 0) return;
  await tx`delete from category_index where category_id = any(${ids}::int[])`;
  const rows = [...indexes].filter((entry): entry is [number, NavSeries] => (entry[1]?.days.length ?? 0) > 0);
  if (rows.length === 0) return;
  await tx`insert into category_index ${tx(
    rows.map(([id, index]) => {
      const bytes = encodeSeriesBytes(index);
      return { category_id: id, days: bytes.days, levels: bytes.values };
    }),
  )}`;
}
