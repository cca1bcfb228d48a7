// The layouts of AUM files the importer reads, each recognised by its content: its CSV header's columns, or
// the feed's JSON field names. One table: the required columns are the keys of each row schema.
import type { z } from "zod";
import {
  feedRecord,
  fromFeedRecord,
  fromMonthlyRow,
  fromSnapshotRow,
  monthlyAumRow,
  snapshotAumRow,
  type FundAumRow,
} from "@/lib/ingest/aum/aum-row-schemas";
import { zipEntryText } from "@/lib/ingest/fact-sources/zip-head";

export interface AumLayout<S extends z.ZodObject = z.ZodObject> {
  id: string;
  format: "csv" | "json" | "xlsx";
  schema: S;
  toRow: (at: string, row: z.output<S>) => FundAumRow;
  /** Whether rows carry a riskometer and benchmark (a layout without them leaves stored ones alone). */
  givesRiskAndBenchmark: boolean;
}

function layout<S extends z.ZodObject>(spec: AumLayout<S>): AumLayout {
  return spec as unknown as AumLayout;
}

export const AUM_LAYOUTS: readonly AumLayout[] = [
  layout({
    id: "amfi-crisil-monthly-aum",
    format: "csv",
    schema: monthlyAumRow,
    toRow: fromMonthlyRow,
    givesRiskAndBenchmark: false,
  }),
  layout({
    id: "amfi-crisil-monthly-snapshots",
    format: "csv",
    schema: snapshotAumRow,
    toRow: fromSnapshotRow,
    givesRiskAndBenchmark: false,
  }),
  layout({
    id: "amfi-fund-performance-json",
    format: "json",
    schema: feedRecord,
    toRow: fromFeedRecord,
    givesRiskAndBenchmark: true,
  }),
  layout({
    id: "amfi-fund-performance-xlsx",
    format: "xlsx",
    schema: feedRecord,
    toRow: fromFeedRecord,
    givesRiskAndBenchmark: true,
  }),
];

/** The columns (CSV) or fields (JSON) a layout needs. */
export const columnsOf = (l: AumLayout): string[] => Object.keys(l.schema.shape);

/** The CSV header's names as compared: trimmed, lower case. */
export const headerName = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** The CSV layout whose columns a header has (every one of them), or null. */
export function csvLayoutOf(header: readonly string[]): AumLayout | null {
  const names = new Set(header.map(headerName));
  return AUM_LAYOUTS.find((l) => l.format === "csv" && columnsOf(l).every((c) => names.has(c))) ?? null;
}

/**
 * Whether the first kilobytes of a file are an AUM file: a known CSV header, the feed's JSON, or a workbook
 * whose shared strings (when they lie within the head) hold the export's "Daily AUM (Cr.)" heading.
 */
export function looksLikeAum(head: string): boolean {
  if (head.startsWith("PK\u0003\u0004")) {
    const strings = zipEntryText(Buffer.from(head, "latin1"), "xl/sharedStrings.xml");
    return strings !== null && /Daily AUM \(Cr\.\)/i.test(strings) && /Riskometer Scheme/i.test(strings);
  }
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("[") || text.startsWith("{"))
    return /"schemeName"\s*:/.test(text) && /"(dailyAUM|riskometerScheme)"\s*:/.test(text);
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? "";
  return csvLayoutOf(firstLine.split(",").map((c) => c.replace(/^"|"$/g, ""))) !== null;
}
