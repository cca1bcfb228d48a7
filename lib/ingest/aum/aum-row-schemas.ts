// zod schemas of one row of each AUM layout, to the one row shape the importer writes. CSV rows arrive as
// cells by column name (trimmed, empty cells absent); feed records as the JSON objects AMFI answers.
import { z } from "zod";
import { parseIsoDate } from "@/lib/format/calendar-date";
import type { RiskLevel } from "@/lib/ingest/factsheets/factsheet-kinds";
import { parseAmfiDate } from "@/lib/ingest/amfi/nav-date";
import { riskLevelOf } from "@/lib/ingest/aum/riskometer-wording";

/** One fund at one date, as a source gives it (fund level: all plans of the fund together). */
export interface FundAumRow {
  /** Where the row is, for messages: "line 12" (CSV) or "record 3" (JSON). */
  at: string;
  /** The fund house as the source names it (a short name such as "ABSL"); null when it gives none. */
  amc: string | null;
  schemeName: string;
  category: string | null;
  subCategory: string | null;
  asOf: string;
  /** Rs crore; null when the feed gives a riskometer or benchmark but no AUM. */
  aumCr: number | null;
  /** Undefined where the layout has no riskometer (a stored one is then kept). */
  riskLevel?: RiskLevel | null;
  benchmark?: string | null;
}

const REQUIRED = { error: "is required" } as const;
const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const MAX_NAME = 300;

const name = z.string(REQUIRED).trim().min(1, "is required").max(MAX_NAME, `must be at most ${MAX_NAME} characters`);
const optionalText = z
  .string()
  .trim()
  .max(MAX_NAME, `must be at most ${MAX_NAME} characters`)
  .optional()
  .transform((v) => v || null);

const isoDate = z.string(REQUIRED).refine((v) => parseIsoDate(v) !== null, "must be a date written YYYY-MM-DD");

/** AUM in crore: a plain number, 0 or more (a fund can be empty in its first days). */
const aumText = z.string(REQUIRED).transform((value, ctx) => {
  if (!NUMBER.test(value) || Number(value) < 0) {
    ctx.addIssue({ code: "custom", message: "must be a number of crore, 0 or more" });
    return z.NEVER;
  }
  return Number(value);
});

/** The AMFI-CRISIL monthly AUM table: one row per AMC short name, fund and month-end. */
export const monthlyAumRow = z.object({
  amc: name,
  scheme_name: name,
  category: optionalText,
  sub_category: optionalText,
  month_end: isoDate,
  aum_cur_cr: aumText,
});

/** The ICICI monthly snapshots: no AMC column; AUM is the feed's daily AUM at the month-end. */
export const snapshotAumRow = z.object({
  scheme_name: name,
  category: optionalText,
  sub_category: optionalText,
  month_end: isoDate,
  daily_aum_cr: aumText,
});

export function fromMonthlyRow(at: string, row: z.output<typeof monthlyAumRow>): FundAumRow {
  return {
    at,
    amc: row.amc,
    schemeName: row.scheme_name,
    category: row.category,
    subCategory: row.sub_category,
    asOf: row.month_end,
    aumCr: row.aum_cur_cr,
  };
}

export function fromSnapshotRow(at: string, row: z.output<typeof snapshotAumRow>): FundAumRow {
  return {
    at,
    amc: null,
    schemeName: row.scheme_name,
    category: row.category,
    subCategory: row.sub_category,
    asOf: row.month_end,
    aumCr: row.daily_aum_cr,
  };
}

const BLANK = new Set(["", "-", "na", "n.a.", "null"]);

/** The feed's numbers are JSON numbers or, now and then, strings ("1234.56", "1,234.56", "-" for none). */
const feedNumber = z.union([z.number(), z.string(), z.null()], "must be a number").transform((value, ctx) => {
  if (value === null) return null;
  if (typeof value === "number") {
    if (Number.isFinite(value)) return value;
    ctx.addIssue({ code: "custom", message: "must be a number" });
    return z.NEVER;
  }
  const text = value.trim();
  if (BLANK.has(text.toLowerCase())) return null;
  const plain = text.replace(/,/g, "");
  if (!NUMBER.test(plain)) {
    ctx.addIssue({ code: "custom", message: "must be a number" });
    return z.NEVER;
  }
  return Number(plain);
});

/** The feed's dates: "2026-01-30" (with or without a time part) or "30-Jan-2026". */
const feedDate = z.string(REQUIRED).transform((value, ctx) => {
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text)?.[1];
  const date = iso && parseIsoDate(iso) ? iso : parseAmfiDate(text);
  if (!date) {
    ctx.addIssue({ code: "custom", message: "must be a date such as 2026-01-30 or 30-Jan-2026" });
    return z.NEVER;
  }
  return date;
});

const feedText = z
  .string("must be text")
  .nullish()
  .transform((v) => v?.trim() || null);

const riskometer = z
  .string("must be text")
  .nullish()
  .transform((value, ctx) => {
    const level = riskLevelOf(value);
    if (level === undefined) {
      ctx.addIssue({ code: "custom", message: "is not a riskometer level (Low .. Very High)" });
      return z.NEVER;
    }
    return level;
  });

/** One record of AMFI's fund-performance answer (POST .../fundperformance); other fields are not read. */
export const feedRecord = z.object({
  schemeName: name,
  benchmark: feedText,
  riskometerScheme: riskometer,
  navDate: feedDate,
  dailyAUM: feedNumber.optional().transform((v, ctx) => {
    if (v !== undefined && v !== null && v < 0) {
      ctx.addIssue({ code: "custom", message: "must be a number of crore, 0 or more" });
      return z.NEVER;
    }
    return v ?? null;
  }),
});

export function fromFeedRecord(at: string, record: z.output<typeof feedRecord>): FundAumRow {
  return {
    at,
    amc: null,
    schemeName: record.schemeName,
    category: null,
    subCategory: null,
    asOf: record.navDate,
    aumCr: record.dailyAUM,
    riskLevel: record.riskometerScheme,
    benchmark: record.benchmark,
  };
}
