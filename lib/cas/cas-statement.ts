import { z } from "zod";

/** A decimal as printed, without grouping or parentheses: "-1234.567". Never a float. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, "must be a decimal number");
const isoDate = z.iso.date();

/** The kinds of statement row told apart (LAYOUT.md); one list for the parser, the checks and the merge. */
export const CAS_ROW_KINDS = [
  "purchase",
  "sip",
  "redemption",
  "switch_in",
  "switch_out",
  "idcw_payout",
  "idcw_reinvest",
  "segregation",
  "stamp_duty",
  "stt",
  "tds",
  "reversal",
  "other",
] as const;
export type CasRowKind = (typeof CAS_ROW_KINDS)[number];

/**
 * Kinds of row that move units: each must print its units (and, but for segregated units, its NAV and amount); one
 * printed without them is a problem, never a tax or note row.
 */
export const UNIT_MOVING_KINDS: ReadonlySet<CasRowKind> = new Set([
  "purchase",
  "sip",
  "redemption",
  "switch_in",
  "switch_out",
  "idcw_reinvest",
  "segregation",
  "reversal",
]);

export const casRow = z.object({
  date: isoDate,
  description: z.string().min(1),
  kind: z.enum(CAS_ROW_KINDS),
  amount: decimalText.nullable(),
  units: decimalText.nullable(),
  nav: decimalText.nullable(),
  balance: decimalText.nullable(),
});
export type CasRow = z.output<typeof casRow>;

export const casScheme = z.object({
  rtaCode: z.string().nullable(),
  name: z.string().min(1),
  /** The name before a rename, when the statement prints `(formerly ...)` or `(erstwhile ...)`. */
  formerName: z.string().nullable(),
  isin: z
    .string()
    .regex(/^INF[A-Z0-9]{9}$/)
    .nullable(),
  amfiCode: z.number().int().positive().nullable(),
  advisor: z.string().nullable(),
  registrar: z.string().nullable(),
  /** Null in a statement of holdings on a date (summary, e-CAS). */
  opening: decimalText.nullable(),
  rows: z.array(casRow),
  closing: decimalText,
  navDate: isoDate.nullable(),
  nav: decimalText.nullable(),
  value: decimalText.nullable(),
  cost: decimalText.nullable(),
  /** What the parser could not read in this scheme's lines (line and excerpt); the checks refuse such a scheme. */
  problems: z.array(z.string()),
});
export type CasScheme = z.output<typeof casScheme>;

export const casFolio = z.object({
  amc: z.string().nullable(),
  folio: z.string().min(1),
  schemes: z.array(casScheme),
});
export type CasFolio = z.output<typeof casFolio>;

export const CAS_LAYOUTS = ["detailed", "summary", "nsdl", "cdsl"] as const;
export type CasLayout = (typeof CAS_LAYOUTS)[number];

export const casStatement = z.object({
  layout: z.enum(CAS_LAYOUTS),
  /** Null for a statement of holdings on a date. */
  from: isoDate.nullable(),
  to: isoDate,
  folios: z.array(casFolio),
});
export type CasStatement = z.output<typeof casStatement>;
