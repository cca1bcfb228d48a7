import { parse, type Info } from "csv-parse/sync";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import type { TerTableResult } from "@/lib/ingest/ter/ter-table";

/** A TER CSV (the tracker's files, the daily table's CSV extraction): a header line, then one line a row. */
export function readCsvTable(bytes: Buffer): TerTableResult {
  const text = bytes.toString("utf8");
  let rows: { record: string[]; info: Info }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    return { ok: false, message: `the file is not a readable CSV (${excerpt((error as Error).message, 120)})` };
  }
  const [header, ...records] = rows;
  if (!header) return { ok: false, message: "the file is empty" };
  const width = header.record.length;
  const last = records.at(-1);
  if (last && last.record.length < width && !/[\r\n]$/.test(text))
    return {
      ok: false,
      message: `the file is cut short: its last line (line ${last.info.lines}) ends before its last column`,
    };
  const wrong = records.filter((r) => r.record.length !== width);
  if (wrong.length > 0)
    return {
      ok: false,
      message: `${wrong.length} line(s) do not have the header's ${width} columns (line ${wrong[0]!.info.lines} has ${wrong[0]!.record.length})`,
    };
  return {
    ok: true,
    table: {
      header: header.record,
      rows: records.map((r) => ({ at: `line ${r.info.lines}`, cells: r.record })),
    },
  };
}
