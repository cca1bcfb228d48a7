import { z } from "zod";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { parseAmfiDate } from "@/lib/ingest/amfi/nav-date";

/** A total expense ratio above this (per cent a year) is a typo, not a fund's cost (SEBI's ceiling is 2.25%). */
export const MAX_TER_PERCENT = 10;

const cell = z.union([z.string(), z.number(), z.null()]);

/** A TER cell: a per cent figure; blank, "-" or "NA" where the fund has no such plan. */
const terPercent = cell.transform((value, ctx) => {
  if (typeof value === "number") return checked(value, String(value), ctx);
  const text = (value ?? "").trim();
  if (text === "" || text === "-" || /^n\.?a\.?$/i.test(text)) return null;
  if (!/^\d+(?:\.\d+)?$/.test(text)) {
    ctx.addIssue({ code: "custom", message: `"${excerpt(text, 24)}" is not a number` });
    return z.NEVER;
  }
  return checked(Number(text), text, ctx);
});

function checked(value: number, shown: string, ctx: z.RefinementCtx): number {
  if (!(value >= 0 && value <= MAX_TER_PERCENT)) {
    ctx.addIssue({ code: "custom", message: `${excerpt(shown, 24)} is not a TER between 0 and ${MAX_TER_PERCENT}%` });
    return z.NEVER;
  }
  return value;
}

/** Day serial of 1899-12-30, day 0 of spreadsheet dates (Excel's 1900 system, leap-year bug included). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A TER date: DD-Mon-YYYY text, a spreadsheet day serial, or the tracker's commit time (2023-04-06T07:41:30). */
const terDate = cell.transform((value, ctx) => {
  if (typeof value === "number" && Number.isInteger(value) && value > 0)
    return new Date(SERIAL_EPOCH_MS + value * 86_400_000).toISOString().slice(0, 10);
  const text = String(value ?? "").trim();
  const iso = parseAmfiDate(text) ?? (/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(text) ? text.slice(0, 10) : null);
  if (iso === null || Number.isNaN(Date.parse(iso))) {
    ctx.addIssue({ code: "custom", message: `"${excerpt(text, 24)}" is not a date (DD-Mon-YYYY)` });
    return z.NEVER;
  }
  return iso;
});

/** One TER row, from the cells the layout's columns point at. */
export const terRowSchema = z.object({
  name: cell.transform((value) => String(value ?? "").trim()).pipe(z.string().min(1, "is empty")),
  date: terDate,
  regular: terPercent,
  direct: terPercent,
});

export type TerRow = z.output<typeof terRowSchema>;
