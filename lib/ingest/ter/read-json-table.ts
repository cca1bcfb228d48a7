import { z } from "zod";
import type { TerTableResult } from "@/lib/ingest/ter/ter-table";

// AMFI's TER endpoint behind its website (/api/populate-te-rdata-revised) answers records per fund house and
// page; data:sync joins them into one file: { source, month, data: [records] }. Only the fund name, the TER
// date and the two totals are read, under the header names the other layouts use.
const cellValue = z.union([z.string(), z.number(), z.null()]).optional();
const terJsonSchema = z.object({
  data: z.array(z.object({ Scheme_Name: cellValue, TER_Date: cellValue, R_TER: cellValue, D_TER: cellValue }).loose()),
});

export const TER_JSON_HEADER = [
  "Scheme Name",
  "TER Date",
  "Regular Plan - Total TER (%)",
  "Direct Plan - Total TER (%)",
];

export function readJsonTable(bytes: Buffer): TerTableResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { ok: false, message: "the file is not valid JSON (cut short?)" };
  }
  const checked = terJsonSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return {
      ok: false,
      message: `the TER records are not in AMFI's shape (${issue.path.join(".")}: ${issue.message})`,
    };
  }
  return {
    ok: true,
    table: {
      header: TER_JSON_HEADER,
      rows: checked.data.data.map((record, index) => ({
        at: `record ${index + 1}`,
        cells: [record.Scheme_Name ?? null, record.TER_Date ?? null, record.R_TER ?? null, record.D_TER ?? null],
      })),
    },
  };
}
