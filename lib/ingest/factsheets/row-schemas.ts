// zod schemas of one row of each factsheet kind. Input: the row's cells by column name, trimmed, with
// empty cells absent. Output: the typed row the importer writes. Error messages name no column: the
// issue path does, and the report shows it as "column ...".
import { z } from "zod";
import { parseIsoDate } from "@/lib/format/calendar-date";
import {
  ASSET_TYPES,
  RISK_LEVELS,
  type AllocationKind,
  ALLOCATION_LABEL_COLUMN,
} from "@/lib/ingest/factsheets/factsheet-kinds";
import { checkIsin } from "@/lib/ingest/isin";

/** One row's cells: column name to trimmed text; an empty cell is undefined. */
export type Cells = Record<string, string | undefined>;

const REQUIRED = { error: "is required" } as const;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{2,3})+(\.\d+)?$/;

function text(max: number) {
  return z.string(REQUIRED).max(max, `must be at most ${max} characters`);
}

const schemeCode = z
  .string(REQUIRED)
  .regex(/^\d{1,9}$/, "must be an AMFI scheme code (digits only)")
  .transform(Number)
  .refine((n) => n > 0, "must be an AMFI scheme code (digits only)");

const isoDate = z.string(REQUIRED).superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    ctx.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD" });
  else if (!parseIsoDate(value)) ctx.addIssue({ code: "custom", message: "is not a real calendar date" });
});

/** A plain decimal (no thousands separators, no % sign, no exponent) in [min, max]. */
function decimal(min: number, max?: number) {
  return z.string(REQUIRED).transform((value, ctx) => {
    if (!PLAIN_NUMBER.test(value)) {
      const message = GROUPED_NUMBER.test(value)
        ? "must be written without thousands separators, e.g. 12345.67"
        : value.endsWith("%")
          ? "must be a number without the % sign"
          : "must be a number such as 12.5";
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const n = Number(value);
    if (n < min || (max !== undefined && n > max)) {
      ctx.addIssue({
        code: "custom",
        message: max === undefined ? `must be ${min} or more` : `must be between ${min} and ${max}`,
      });
      return z.NEVER;
    }
    return n;
  });
}

const percentage = decimal(0, 100);

/** One of a fixed list, matched without regard to case or repeated spaces, returned as listed. */
function oneOf<T extends string>(values: readonly T[]) {
  return z.string(REQUIRED).transform((value, ctx) => {
    const wanted = value.replace(/\s+/g, " ").toLowerCase();
    const match = values.find((v) => v.toLowerCase() === wanted);
    if (match === undefined) {
      ctx.addIssue({ code: "custom", message: `must be one of: ${values.join(", ")}` });
      return z.NEVER;
    }
    return match;
  });
}

const isin = z.string(REQUIRED).transform((value, ctx) => {
  const upper = value.toUpperCase();
  const check = checkIsin(upper);
  if (check === "bad-format")
    ctx.addIssue({ code: "custom", message: "must be an ISIN: 2 letters, 9 letters or digits, 1 check digit" });
  else if (check === "bad-check-digit")
    ctx.addIssue({ code: "custom", message: `is not a valid ISIN (wrong check digit)` });
  return check === "valid" ? upper : z.NEVER;
});

const keys = {
  scheme_code: schemeCode,
  as_of: isoDate,
  source: text(300).optional(),
};

function notAfterAsOf(column: string, value: string | undefined, asOf: string, ctx: z.RefinementCtx): void {
  if (value !== undefined && value > asOf)
    ctx.addIssue({ code: "custom", path: [column], message: "must not be after as_of" });
}

export function factsRowSchema(defaultSource: string) {
  return z
    .object({
      ...keys,
      expense_ratio: decimal(0, 5).optional(),
      aum_cr: decimal(0).optional(),
      exit_load: text(1000).optional(),
      min_sip: decimal(0).optional(),
      min_lumpsum: decimal(0).optional(),
      risk_level: oneOf(RISK_LEVELS).optional(),
      benchmark: text(300).optional(),
      launch_date: isoDate.optional(),
    })
    .superRefine((row, ctx) => notAfterAsOf("launch_date", row.launch_date, row.as_of, ctx))
    .transform((row) => ({
      schemeCode: row.scheme_code,
      asOf: row.as_of,
      expenseRatio: row.expense_ratio ?? null,
      aumCr: row.aum_cr ?? null,
      exitLoad: row.exit_load ?? null,
      minSip: row.min_sip ?? null,
      minLumpsum: row.min_lumpsum ?? null,
      riskLevel: row.risk_level ?? null,
      benchmark: row.benchmark ?? null,
      launchDate: row.launch_date ?? null,
      source: row.source ?? defaultSource,
    }));
}
export type FactsRow = z.output<ReturnType<typeof factsRowSchema>>;

export function managerRowSchema(defaultSource: string) {
  return z
    .object({ ...keys, name: text(200), managing_since: isoDate.optional() })
    .superRefine((row, ctx) => notAfterAsOf("managing_since", row.managing_since, row.as_of, ctx))
    .transform((row) => ({
      schemeCode: row.scheme_code,
      asOf: row.as_of,
      name: row.name,
      managingSince: row.managing_since ?? null,
      source: row.source ?? defaultSource,
    }));
}
export type ManagerRow = z.output<ReturnType<typeof managerRowSchema>>;

export function holdingRowSchema(defaultSource: string) {
  return z
    .object({
      ...keys,
      name: text(300),
      isin: isin.optional(),
      sector: text(200).optional(),
      asset_type: oneOf(ASSET_TYPES),
      rating: text(50).optional(),
      weight_pct: percentage,
    })
    .transform((row) => ({
      schemeCode: row.scheme_code,
      asOf: row.as_of,
      name: row.name,
      isin: row.isin ?? null,
      sector: row.sector ?? null,
      assetType: row.asset_type,
      rating: row.rating ?? null,
      weightPct: row.weight_pct,
      source: row.source ?? defaultSource,
    }));
}
export type HoldingRow = z.output<ReturnType<typeof holdingRowSchema>>;

/** Sector, asset-class and credit-rating rows: the label column is named after the kind. */
export function allocationRowSchema(kind: AllocationKind, defaultSource: string) {
  const labelColumn = ALLOCATION_LABEL_COLUMN[kind];
  return z
    .object({ ...keys, weight_pct: percentage })
    .extend({ [labelColumn]: text(200) } as Record<typeof labelColumn, ReturnType<typeof text>>)
    .transform((row) => ({
      schemeCode: row.scheme_code,
      asOf: row.as_of,
      label: row[labelColumn],
      weightPct: row.weight_pct,
      source: row.source ?? defaultSource,
    }));
}
export type AllocationRow = z.output<ReturnType<typeof allocationRowSchema>>;
