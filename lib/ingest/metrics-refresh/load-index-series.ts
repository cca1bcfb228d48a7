import type { Sql } from "postgres";
import { indexKey } from "@/lib/benchmarks/index-key";
import { seriesFromArrays, type NavSeries } from "@/lib/metrics";

export interface StoredIndexSeries {
  /** Total return index values as a series (the metrics take an index like a NAV). */
  series: NavSeries;
  /** The import each value came from, parallel to series.days. */
  importIds: Int32Array;
}

export interface IndexSeriesStore {
  /** By the indexKey of index_values.index_name ("NIFTY 500"), the key PlanBenchmark.key names. */
  byKey: Map<string, StoredIndexSeries>;
  /** The file name of each index import. */
  sources: Map<number, string>;
}

/** Every stored index series (a few thousand values each), for the metrics refresh. */
export async function loadIndexSeries(sql: Sql): Promise<IndexSeriesStore> {
  const rows = await sql<{ index_name: string; days: number[]; values: number[]; import_ids: number[] }[]>`
    select index_name,
           array_agg(value_date - date '1970-01-01' order by value_date) as days,
           array_agg(tri::float8 order by value_date) as values,
           array_agg(import_id order by value_date) as import_ids
    from index_values group by index_name`;
  const imports = await sql<
    { id: number; source: string }[]
  >`select id, source from imports where kind = 'index-series'`;
  return {
    byKey: new Map(
      rows.map((row) => [
        indexKey(row.index_name),
        { series: seriesFromArrays(row.days, row.values), importIds: Int32Array.from(row.import_ids) },
      ]),
    ),
    sources: new Map(imports.map((row) => [row.id, row.source])),
  };
}
