import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { parseTerFile } from "@/lib/ingest/ter/parse-ter-file";
import { masterFunds, matchTerRows, storeTerFacts } from "@/lib/ingest/ter/store-ter-rows";
import { findTerRenames, type TerRenames } from "@/lib/ingest/ter/ter-renames";

const LISTED = 5;

function listed(items: readonly string[]): string {
  const more = items.length > LISTED ? ` and ${items.length - LISTED} more` : "";
  return items.slice(0, LISTED).join("; ") + more;
}

/** What the import says beyond its counts: names joined across renames, and what it could not place. */
function importNote({ renames }: TerRenames, ambiguousDays: readonly string[]): string | undefined {
  const parts = [
    renames.length
      ? `${renames.length} old name(s) joined to the fund's later name: ${listed(renames.map((r) => `${r.fromName} -> ${r.toName} (${r.on})`))}.`
      : "",
    ambiguousDays.length
      ? `${ambiguousDays.length} day(s) of a single-plan fund with two different TERs, not stored: ${listed(ambiguousDays)}.`
      : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

/**
 * Imports one TER file in one transaction: every dated value becomes a fact of the plans of its fund, matched
 * by fund name to the scheme master (import the master first), old names joined across renames the file itself
 * shows (findTerRenames). Unmatched names are listed in the report, an old name that two later names could
 * continue with the reason.
 */
export async function importTerFile(
  sql: Sql,
  file: FactFile,
  options: { today?: string } = {},
): Promise<FactImportReport> {
  const parsed = parseTerFile(file.name, file.bytes, options.today ?? todayInIndia());
  if (!parsed.ok) return refusedFactFile("ter", file, parsed.message);
  const { rows, layout } = parsed;
  const asOf = latestDate(rows.map((row) => row.date));
  return importFactOnce(sql, {
    kind: "ter",
    file,
    layout,
    asOf,
    rows: rows.length,
    refuse: async (tx) => {
      const [master] = await tx<{ n: number }[]>`select count(*)::int as n from scheme_master`;
      return master!.n === 0
        ? "no scheme master is stored: TER rows name funds, which only the master's fund names match (import SchemeData first)"
        : null;
    },
    write: async (tx) => {
      const funds = await masterFunds(
        tx,
        rows.map((row) => row.key),
      );
      const found = findTerRenames(rows, (key) => funds.has(key));
      const renamed = new Map(found.renames.map((rename) => [rename.from, rename.to]));
      const joined = rows.map((row) => (renamed.has(row.key) ? { ...row, key: renamed.get(row.key)! } : row));
      const match = matchTerRows(joined, funds);
      const reasons = new Map(
        found.ambiguous.map((a) => [
          a.name,
          `${a.name}: not joined, ${a.candidates.length} later names could continue it (${a.candidates.join(" | ")})`,
        ]),
      );
      const { ambiguous, ...counts } = await storeTerFacts(tx, joined, funds);
      return {
        matched: match.matched,
        unmatched: match.unmatched.map((name) => reasons.get(name) ?? name),
        counts,
        message: importNote(found, ambiguous),
      };
    },
  });
}
