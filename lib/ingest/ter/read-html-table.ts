import { Parser } from "htmlparser2";
import type { TerTable, TerTableResult } from "@/lib/ingest/ter/ter-table";

const CHUNK = 1 << 20;

/**
 * AMFI's daily TER answer: an HTML table (71 MB for one month), read with htmlparser2's streaming tokenizer,
 * never as a document tree. The first row with a "Scheme Name" cell is the header; each later <tr> is a row. Entities are
 * decoded and whitespace collapsed, as a browser shows the cells.
 */
export function readHtmlTable(bytes: Buffer): TerTableResult {
  let header: string[] | null = null;
  const rows: TerTable["rows"] = [];
  let row: string[] | null = null;
  let cell: string | null = null;
  let tableClosed = false;
  let rowNumber = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "tr") row = [];
        else if ((name === "td" || name === "th") && row) cell = "";
      },
      ontext(text) {
        if (cell !== null) cell += text;
      },
      onclosetag(name) {
        if ((name === "td" || name === "th") && row && cell !== null) {
          row.push(cell.replace(/\s+/g, " ").trim());
          cell = null;
        } else if (name === "tr" && row) {
          rowNumber++;
          // Rows before the header (a layout table around the data) are not data.
          if (header) rows.push({ at: `table row ${rowNumber}`, cells: row });
          else if (row.some((text) => text.toLowerCase() === "scheme name")) header = row;
          row = null;
        } else if (name === "table" && header) tableClosed = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  const text = bytes.toString("utf8");
  for (let i = 0; i < text.length; i += CHUNK) parser.write(text.slice(i, i + CHUNK));
  // htmlparser2 closes open tags at the end; whether the table closed in the file is noted before that.
  const closedInFile = tableClosed;
  parser.end();
  if (!header) return { ok: false, message: 'the page has no table row with a "Scheme Name" header' };
  if (!closedInFile)
    return {
      ok: false,
      message: `the page is cut short: its table never closes (last row read: table row ${rowNumber})`,
    };
  return { ok: true, table: { header, rows } };
}
