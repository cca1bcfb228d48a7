import type { Sql } from "postgres";
import { planBenchmarks } from "@/lib/benchmarks/plan-benchmarks";
import type { FactFile, FactImportReport, FactSourceKind } from "@/lib/ingest/fact-sources/fact-source";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { parseIndexFile } from "@/lib/ingest/index-series/parse-index-file";
import { writeIndexValues } from "@/lib/ingest/index-series/write-index-values";

const KIND: FactSourceKind = "index-series";

/**
 * Imports one index file in one transaction (a refused file changes nothing). Rows of an index some plan is
 * benchmarked on count as matched; the names of the others are listed as unmatched. The plans whose benchmark
 * series changed are marked for a metrics refresh (metrics_pending), which data:import runs after its files.
 */
export async function importIndexFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parseIndexFile(file.bytes);
  if (!parsed.ok) return refusedFactFile(KIND, file, parsed.message);

  return importFactOnce(sql, {
    kind: KIND,
    file,
    layout: parsed.layout,
    asOf: parsed.asOf,
    rows: parsed.rows.length,
    write: async (tx, importId) => {
      const counts = await writeIndexValues(tx, importId, parsed.asOf, parsed.rows);
      const benchmarks = await planBenchmarks(tx);
      const usedKeys = new Set([...benchmarks.values()].map((b) => b.key));
      const names = [...new Set(parsed.rows.map((r) => r.name))];
      const matched = parsed.rows.filter((r) => usedKeys.has(r.name)).length;
      const unmatched = names.filter((name) => !usedKeys.has(name)).map((name) => `${name} (no plan's benchmark)`);
      const changed = new Set(counts.changedIndexes);
      const pending = [...benchmarks].filter(([, b]) => changed.has(b.key)).map(([code]) => code);
      if (pending.length)
        await tx`insert into metrics_pending (scheme_code) select unnest(${`{${pending.join(",")}}`}::int[])
          on conflict (scheme_code) do update set since = now()`;
      const kept = counts.keptLater ? ` ${counts.keptLater} values stay from a later download.` : "";
      const message = `${counts.added} values added, ${counts.revised} revised, ${counts.unchanged} unchanged.${kept}`;
      return { matched, unmatched, counts, message };
    },
  });
}
