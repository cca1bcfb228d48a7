import { captureFromName } from "@/lib/ingest/amfi/capture-date";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import { findTerColumns } from "@/lib/ingest/ter/ter-columns";
import { terLayoutOf } from "@/lib/ingest/ter/ter-layouts";
import { terRowSchema, type TerRow } from "@/lib/ingest/ter/ter-row-schema";

const LISTED = 3;

export type ParsedTer =
  { ok: true; layout: string; rows: (TerRow & { key: string })[] } | { ok: false; message: string };

/**
 * Reads a TER file of any known layout. A bad row refuses the file (a TER of text would otherwise vanish
 * quietly); messages say where, with short escaped excerpts.
 */
export function parseTerFile(name: string, bytes: Buffer, today: string): ParsedTer {
  if (bytes.subarray(0, 4).toString("latin1") !== "PK\u0003\u0004" && bytes.includes(0))
    return { ok: false, message: "this is binary data, not a TER table" };
  const layout = terLayoutOf(headText(bytes));
  if (!layout)
    return {
      ok: false,
      message: 'no TER layout recognised: the header needs "Scheme Name" and "Regular Plan - Total TER (%)"',
    };
  const read = layout.read(bytes);
  if (!read.ok) return read;
  const columns = findTerColumns(read.table.header);
  if ("missing" in columns) return { ok: false, message: `the header lacks ${columns.missing.join(", ")}` };
  const fileDate = captureFromName(name).fileDate ?? today;

  const rows: (TerRow & { key: string })[] = [];
  const problems: string[] = [];
  for (const { at, cells } of read.table.rows) {
    const parsed = terRowSchema.safeParse({
      name: cells[columns.name] ?? null,
      date: columns.date === null ? fileDate : (cells[columns.date] ?? null),
      regular: cells[columns.regular] ?? null,
      direct: cells[columns.direct] ?? null,
    });
    if (parsed.success) rows.push({ ...parsed.data, key: fundKey(parsed.data.name) });
    else {
      const issue = parsed.error.issues[0]!;
      const column = read.table.header[columns[issue.path[0] as "name"] ?? columns.name] ?? String(issue.path[0]);
      problems.push(`${at}: ${column.trim()} ${issue.message}`);
    }
  }
  if (problems.length > 0) {
    const more = problems.length > LISTED ? ` (and ${problems.length - LISTED} more)` : "";
    return { ok: false, message: `${problems.length} bad row(s): ${problems.slice(0, LISTED).join("; ")}${more}` };
  }
  if (rows.length === 0) return { ok: false, message: "the table has a header but no fund row" };
  return { ok: true, layout: layout.id, rows };
}
