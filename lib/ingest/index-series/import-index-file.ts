import type { Sql } from "postgres";
import { indexKey } from "@/lib/benchmarks/index-key";
import { planBenchmarks, type PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
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
      // A plan's own benchmark counts too: its newly loaded series replaces the stand-in it was compared with.
      const keysOf = (b: PlanBenchmark) => (b.own ? [b.key, b.own.key] : [b.key]);
      const usedKeys = new Set([...benchmarks.values()].flatMap(keysOf));
      const names = [...new Set(parsed.rows.map((r) => r.name))];
      const matched = parsed.rows.filter((r) => usedKeys.has(indexKey(r.name))).length;
      const unmatched = names
        .filter((name) => !usedKeys.has(indexKey(name)))
        .map((name) => `${name} (no plan's benchmark)`);
      const changed = new Set(counts.changedIndexes.map(indexKey));
      const pending = [...benchmarks]
        .filter(([, b]) => keysOf(b).some((key) => changed.has(key)))
        .map(([code]) => code);
      if (pending.length)
        await tx`insert into metrics_pending (scheme_code) select unnest(${`{${pending.join(",")}}`}::int[])
          on conflict (scheme_code) do update set since = now()`;
      const kept = counts.keptLater ? ` ${counts.keptLater} values stay from a later download.` : "";
      const message = `${counts.added} values added, ${counts.revised} revised, ${counts.unchanged} unchanged.${kept}`;
      return { matched, unmatched, counts, message };
    },
  });
}
