// An AUM file's bytes to its rows, or the reason it is refused. Every row must be valid: one bad row refuses
// the file, so a half-read month never reaches the store.
import type { z } from "zod";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { AUM_LAYOUTS, columnsOf, csvLayoutOf, headerName, type AumLayout } from "@/lib/ingest/aum/aum-layouts";
import type { FundAumRow } from "@/lib/ingest/aum/aum-row-schemas";
import { readFeedXlsx } from "@/lib/ingest/aum/read-feed-xlsx";
import { parseCsv } from "@/lib/ingest/factsheets/parse-csv";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";

export type ParsedAumFile =
  | { ok: true; layout: AumLayout; rows: FundAumRow[] }
  | { ok: false; layout: AumLayout | null; rowCount: number; message: string };

const ZIP_MAGIC = "PK\u0003\u0004";

/** How many row problems a refusal names (the count is always given). */
const LISTED_PROBLEMS = 3;

interface Problem {
  at: string;
  message: string;
}

function refusal(layout: AumLayout | null, rowCount: number, problems: Problem[]): ParsedAumFile {
  const listed = problems
    .slice(0, LISTED_PROBLEMS)
    .map((p) => `${p.at}: ${p.message}`)
    .join("; ");
  const more = problems.length > LISTED_PROBLEMS ? ` (and ${problems.length - LISTED_PROBLEMS} more)` : "";
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return { ok: false, layout, rowCount, message: `${count}: ${listed}${more}. Nothing was imported.` };
}

function refuse(layout: AumLayout | null, message: string): ParsedAumFile {
  return { ok: false, layout, rowCount: 0, message };
}

/** The zod issues of one row as problems: the column or field, the value shown escaped and short. */
function issuesOf(at: string, error: z.ZodError, input: Record<string, unknown>): Problem[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    const value = input[field];
    const shown = value === undefined || value === null ? "" : ` "${excerpt(String(value), 40)}"`;
    return { at: `${at}, ${field}${shown}`, message: issue.message };
  });
}

const sameFigures = (a: FundAumRow, b: FundAumRow) =>
  a.aumCr === b.aumCr && a.riskLevel === b.riskLevel && a.benchmark === b.benchmark;

function validate(
  layout: AumLayout,
  items: { at: string; input: Record<string, unknown> }[],
  structural: Problem[] = [],
): ParsedAumFile {
  const rows: FundAumRow[] = [];
  const problems: Problem[] = [...structural];
  const firstRow = new Map<string, FundAumRow>();
  for (const { at, input } of items) {
    const result = layout.schema.safeParse(input);
    if (!result.success) {
      problems.push(...issuesOf(at, result.error, input));
      continue;
    }
    const row = layout.toRow(at, result.data);
    const key = `${fundKey(row.schemeName)}|${row.asOf}`;
    const first = firstRow.get(key);
    if (!first) {
      firstRow.set(key, row);
      rows.push(row);
    } else if (!sameFigures(first, row)) {
      problems.push({
        at,
        message: `repeats the fund and date of ${first.at} (${excerpt(row.schemeName, 60)}) with other figures`,
      });
    }
    // The feed lists a fund under each group it belongs to: the same figures again are one row.
  }
  if (problems.length) {
    const byLine = (p: Problem) => Number(/\d+/.exec(p.at)?.[0] ?? 0);
    return refusal(
      layout,
      items.length + structural.length,
      problems.sort((a, b) => byLine(a) - byLine(b)),
    );
  }
  if (rows.length === 0) return refuse(layout, "The file has a header but no rows. Nothing was imported.");
  return { ok: true, layout, rows };
}

function parseCsvText(text: string): ParsedAumFile {
  const table = parseCsv(text);
  if (!table.header) return refuse(null, "The file is empty.");
  const layout = csvLayoutOf(table.header.fields);
  if (!layout) {
    const names = new Set(table.header.fields.map(headerName));
    const wants = AUM_LAYOUTS.filter((l) => l.format === "csv")
      .map(
        (l) =>
          `${l.id} needs ${columnsOf(l)
            .filter((c) => !names.has(c))
            .join(", ")}`,
      )
      .join("; ");
    return refuse(null, `Line 1 is not the header of a known AUM layout (${wants}).`);
  }
  // sqlite3 and AMFI exports end every line with a line break: a file without one was cut short.
  if (!/[\r\n]$/.test(text)) {
    const lastLine = text.split(/\r\n|\r|\n/).length;
    return refuse(layout, `The file ends inside line ${lastLine} (no line break after it): it looks cut short.`);
  }
  const problems: Problem[] = table.problems.map((p) => ({ at: `line ${p.line}`, message: p.message }));
  const columns = table.header.fields.map(headerName);
  const items = table.records.map((record) => ({
    at: `line ${record.line}`,
    input: Object.fromEntries(
      record.fields.map((value, i) => [columns[i]!, value.trim() === "" ? undefined : value.trim()]),
    ),
  }));
  return validate(layout, items, problems);
}

const FEED = AUM_LAYOUTS.find((l) => l.id === "amfi-fund-performance-json")!;
const FEED_XLSX = AUM_LAYOUTS.find((l) => l.id === "amfi-fund-performance-xlsx")!;

function parseFeedXlsx(bytes: Buffer): ParsedAumFile {
  const read = readFeedXlsx(bytes);
  return read.ok ? validate(FEED_XLSX, read.items) : refuse(FEED_XLSX, read.message);
}

function parseFeedText(text: string): ParsedAumFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse(
      FEED,
      `The file is not complete JSON (${excerpt((error as Error).message, 100)}): it may be cut short.`,
    );
  }
  // AMFI answers { "data": [...] }; data:sync saves { source, reportDate, data }; a saved copy may be the bare array.
  const wrapper = Array.isArray(json) ? null : (json as { data?: unknown; reportDate?: unknown } | null);
  const records = Array.isArray(json) ? json : wrapper?.data;
  if (!Array.isArray(records))
    return refuse(FEED, 'The JSON is neither an array of fund records nor an object with a "data" array.');
  const notObject = records.findIndex((r) => typeof r !== "object" || r === null || Array.isArray(r));
  if (notObject >= 0) return refuse(FEED, `Record ${notObject + 1} is not an object of fund fields.`);
  // A record without its NAV date speaks for the day the sync asked for.
  const reportDate = typeof wrapper?.reportDate === "string" ? wrapper.reportDate : undefined;
  return validate(
    FEED,
    records.map((input, i) => {
      const record = input as Record<string, unknown>;
      const dated = record.navDate || reportDate === undefined ? record : { ...record, navDate: reportDate };
      return { at: `record ${i + 1}`, input: dated };
    }),
  );
}

/** Parses an AUM file of any known layout, recognised by its content. */
export function parseAumFile(bytes: Buffer): ParsedAumFile {
  if (bytes.subarray(0, 4).toString("latin1") === ZIP_MAGIC) return parseFeedXlsx(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse(null, "The file is not UTF-8 text (binary data or another encoding).");
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  return start.startsWith("[") || start.startsWith("{") ? parseFeedText(start) : parseCsvText(text);
}
