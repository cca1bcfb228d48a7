// node --import tsx scripts/data-factsheets.ts [--kind K] <file>...: imports factsheet files (facts,
// managers, holdings, sector / asset allocation, credit quality; CSV or JSON, see docs/factsheet-format.md),
// each in its own transaction. A file with any bad row is refused whole. Exit code 1 when any is refused.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { formatFactsheetError } from "@/lib/ingest/factsheets/factsheet-errors";
import { FACTSHEET_KINDS, parseKindName, type FactsheetKind } from "@/lib/ingest/factsheets/factsheet-kinds";
import { importFactsheetFile, type FactsheetImportReport } from "@/lib/ingest/factsheets/import-factsheet";

const USAGE = `Usage: node --import tsx scripts/data-factsheets.ts [--kind ${FACTSHEET_KINDS.join("|")}] <file.csv|file.json> ...`;

type Arguments = { kind?: FactsheetKind; files: string[] } | { error: string };

function parseArguments(args: string[]): Arguments {
  let kind: FactsheetKind | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--help" || arg === "-h") return { error: "" };
    if (arg === "--kind" || arg.startsWith("--kind=")) {
      const value = arg === "--kind" ? args[++i] : arg.slice("--kind=".length);
      const parsed = value === undefined ? null : parseKindName(value);
      if (!parsed)
        return { error: `--kind needs one of ${FACTSHEET_KINDS.join(", ")}${value ? `, not "${value}"` : ""}` };
      kind = parsed;
    } else if (arg.startsWith("--")) return { error: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length === 0) return { error: "no files given" };
  return { kind, files };
}

function describe(report: FactsheetImportReport): string[] {
  const what = [report.kind ?? "unknown kind", report.format ? report.format.toUpperCase() : ""]
    .filter(Boolean)
    .join(", ");
  const rows = `${report.rows} row${report.rows === 1 ? "" : "s"}`;
  if (report.status === "imported") {
    const removed = report.removed ? `, ${report.removed} removed` : "";
    return [
      `imported (${what}): ${rows}: ${report.added} added, ${report.unchanged} unchanged, ${report.revised} revised${removed}`,
    ];
  }
  if (report.status === "already-imported")
    return [`ALREADY IMPORTED (${what}): ${report.message ?? "nothing changed"}`];
  const lines = [
    `REFUSED (${what}): ${rows}, ${report.errorCount} error${report.errorCount === 1 ? "" : "s"}; nothing was written`,
  ];
  for (const error of report.errors) lines.push(`  ${formatFactsheetError(error)}`);
  const unlisted = report.errorCount - report.errors.length;
  if (unlisted > 0) lines.push(`  ... and ${unlisted} more`);
  return lines;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  if ("error" in args) {
    if (args.error) console.error(args.error);
    console.error(USAGE);
    process.exit(2);
  }
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 2);
  const counts = { imported: 0, already: 0, refused: 0 };
  try {
    await runMigrations(database.url);
    for (const file of args.files) {
      const name = path.basename(file);
      let bytes: Uint8Array;
      try {
        bytes = await readFile(file);
      } catch (error) {
        console.log(`${name}  REFUSED: cannot read the file: ${error instanceof Error ? error.message : error}`);
        counts.refused += 1;
        continue;
      }
      const report = await importFactsheetFile(sql, { name, bytes }, { kind: args.kind });
      const [first, ...rest] = describe(report);
      console.log(`${name}  ${first}`);
      for (const line of rest) console.log(line);
      if (report.status === "imported") counts.imported += 1;
      else if (report.status === "already-imported") counts.already += 1;
      else counts.refused += 1;
    }
    console.log(
      `\n${args.files.length} files: ${counts.imported} imported, ${counts.already} already imported, ${counts.refused} refused.`,
    );
  } catch (error) {
    console.error(`Factsheet import failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
  if (counts.refused > 0) process.exitCode = 1;
}

void main();
