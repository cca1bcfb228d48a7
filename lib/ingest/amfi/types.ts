// The contract between the AMFI NAV-file parser (pure, lib/ingest/amfi) and the importer (database).

import type { CategoryHeading } from "./heading-line";
import type { NavParseCache } from "./nav-parse-cache";
import type { PlanEntry } from "./plan-entry";

export const NAV_FILE_LAYOUTS = ["daily-6", "daily-8", "history-8"] as const;
/** daily-6: the daily NAVAll.txt until 2026-08; daily-8: with Plan and Option columns; history-8: AMFI's NAV history download. */
export type NavFileLayout = (typeof NAV_FILE_LAYOUTS)[number];

export const SCHEME_TYPES = ["Open Ended", "Close Ended", "Interval"] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];

export const PLAN_TYPES = ["Direct", "Regular"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const OPTION_TYPES = ["Growth", "IDCW Payout", "IDCW Reinvestment", "Bonus"] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const IDCW_FREQUENCIES = [
  "Daily",
  "Weekly",
  "Fortnightly",
  "Monthly",
  "Quarterly",
  "Half Yearly",
  "Annual",
] as const;
export type IdcwFrequency = (typeof IDCW_FREQUENCIES)[number];

export const ASSET_CLASSES = ["Equity", "Debt", "Hybrid", "Solution Oriented", "Other"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export interface CanonicalCategory {
  assetClass: AssetClass;
  /** SEBI's category name, e.g. "Large Cap Fund". */
  sebiCategory: string;
  /** Stable URL slug, e.g. "equity-large-cap-fund". */
  slug: string;
}

/** One valid (scheme code, date, NAV) observation with everything the file says about its plan. */
export interface NavRecord {
  /** 1-based line number in the file. */
  line: number;
  schemeCode: number;
  /** Valid 12-character ISINs, or null when missing or malformed (malformed ones are also in isinProblems). */
  isinGrowth: string | null;
  isinReinvestment: string | null;
  /** The scheme name exactly as in the file (trimmed). */
  rawName: string;
  /** Clean plan name for display, e.g. "Axis Bluechip Fund - Direct Plan - Growth". */
  displayName: string;
  /** The fund's name without plan and option, used to group the plans of one fund into one scheme. */
  schemeName: string;
  planType: PlanType | null;
  option: OptionType | null;
  idcwFrequency: IdcwFrequency | null;
  /** NAV as an exact decimal string ("1000." becomes "1000"); always > 0. */
  nav: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  /** Fund house, from the AMC heading above the line. */
  amcName: string;
  schemeType: SchemeType | null;
  /** The category heading text exactly as in the file, e.g. "Equity Scheme - Large Cap Fund". */
  rawCategoryHeading: string | null;
  /** null when the heading maps to no canonical category (then it is also in unmappedHeadings). */
  category: CanonicalCategory | null;
}

export const SKIP_REASONS = [
  "field-count",
  "scheme-code-invalid",
  "nav-not-available",
  "nav-zero",
  "nav-invalid",
  "date-invalid",
  "date-ahead",
  // The same scheme code and date twice in one file with two NAVs: neither is kept (the importer's check).
  "code-repeated",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface SkippedLine {
  line: number;
  reason: SkipReason;
  /** An excerpt of the offending line: at most 80 characters, control characters escaped (see excerpt.ts). */
  text: string;
}

export interface IsinProblem {
  line: number;
  schemeCode: number;
  field: "isinGrowth" | "isinReinvestment";
  value: string;
}

export interface ParseNavOptions {
  /**
   * ISO date: rows dated after it are skipped as "date-ahead" (see latestAllowedNavDate). Without it
   * every date is kept.
   */
  latestAllowedDate?: string;
  /** Reused across the files of one run for speed only: the result never depends on it. */
  cache?: NavParseCache;
}

export interface ParsedNavFile {
  layout: NavFileLayout;
  records: NavRecord[];
  skipped: SkippedLine[];
  isinProblems: IsinProblem[];
  /** Category headings that map to no canonical category, with how many records sat under each. */
  unmappedHeadings: { heading: string; records: number }[];
  /**
   * Distinct valid scheme codes among the data lines that are records or were skipped for their NAV
   * or date: what the file lists, to compare with the previous capture (a cut download lists fewer).
   */
  schemeCount: number;
}

/**
 * The kept rows of a NAV file as columns, row i in entry i of each (navRecordAt turns one into a NavRecord):
 * the importer reads a year of files without an object per row.
 */
export interface NavRows {
  count: number;
  /** 1-based line number in the file. */
  line: number[];
  /** What the line says before its NAV field: scheme code, ISINs, names, plan and option. */
  entry: PlanEntry[];
  /** The NAV as its digits and scale ("95.4300": 954300 and 4; see encoded-decimal.ts). */
  digits: number[];
  scale: number[];
  /** The NAV as written (navTextAt) where decodeDecimal(digits, scale) does not give it back, by row. */
  navText: Map<number, string>;
  /** ISO date YYYY-MM-DD (one string per distinct date of the file). */
  date: string[];
  /** Fund house, from the AMC heading above the line (or inferred, see infer-amc-names.ts). */
  amcName: string[];
  /** The category heading above the line, null before the first. */
  heading: (CategoryHeading | null)[];
  /** The fund's name with one spelling per fund in the file (see unify-scheme-names.ts). */
  schemeName: string[];
}

/** What scanNavFile reads: ParsedNavFile with its records as columns. */
export interface NavFileScan extends Omit<ParsedNavFile, "records"> {
  rows: NavRows;
}

/** Thrown for input that is not an AMFI NAV file at all (HTML error page, empty, truncated, unknown header). */
export class NotANavFileError extends Error {
  override name = "NotANavFileError";
}
