// The six kinds of factsheet file and the columns each one has. Pure data and functions, no database.

export const FACTSHEET_KINDS = [
  "facts",
  "managers",
  "holdings",
  "sector_allocation",
  "asset_allocation",
  "credit_quality",
] as const;
export type FactsheetKind = (typeof FACTSHEET_KINDS)[number];

/** Kinds whose rows are weights of one (scheme, as_of) that must add up to 100. */
export const ALLOCATION_KINDS = ["sector_allocation", "asset_allocation", "credit_quality"] as const;
export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

/** SEBI's riskometer levels, exactly as stored in plan_facts.risk_level. */
export const RISK_LEVELS = ["Low", "Low to Moderate", "Moderate", "Moderately High", "High", "Very High"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** What a holding is; stored in holdings.asset_type. */
export const ASSET_TYPES = [
  "Equity",
  "Debt",
  "Government Securities",
  "Money Market",
  "Cash",
  "REIT/InvIT",
  "Mutual Fund Units",
  "Gold",
  "Silver",
  "Derivatives",
  "Other",
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** The plan facts a facts file may carry; a facts file has at least one of these columns. */
export const FACT_COLUMNS = [
  "expense_ratio",
  "aum_cr",
  "exit_load",
  "min_sip",
  "min_lumpsum",
  "risk_level",
  "benchmark",
  "launch_date",
] as const;
export type FactColumn = (typeof FACT_COLUMNS)[number];

/** The column holding the label of each allocation kind (stored in the table's `label`). */
export const ALLOCATION_LABEL_COLUMN = {
  sector_allocation: "sector",
  asset_allocation: "asset_class",
  credit_quality: "rating",
} as const;

export interface KindColumns {
  /** Must be in the header. */
  required: readonly string[];
  /** May be in the header. */
  optional: readonly string[];
  /** The header must also have at least one of these (facts only). */
  anyOf?: readonly string[];
}

export const KIND_COLUMNS: Record<FactsheetKind, KindColumns> = {
  facts: { required: ["scheme_code", "as_of"], optional: [...FACT_COLUMNS, "source"], anyOf: FACT_COLUMNS },
  managers: { required: ["scheme_code", "as_of", "name"], optional: ["managing_since", "source"] },
  holdings: {
    required: ["scheme_code", "as_of", "name", "asset_type", "weight_pct"],
    optional: ["isin", "sector", "rating", "source"],
  },
  sector_allocation: { required: ["scheme_code", "as_of", "sector", "weight_pct"], optional: ["source"] },
  asset_allocation: { required: ["scheme_code", "as_of", "asset_class", "weight_pct"], optional: ["source"] },
  credit_quality: { required: ["scheme_code", "as_of", "rating", "weight_pct"], optional: ["source"] },
};

export function isAllocationKind(kind: FactsheetKind): kind is AllocationKind {
  return (ALLOCATION_KINDS as readonly string[]).includes(kind);
}

/** "Sector Allocation", "sector-allocation" and "sector_allocation" all name the same kind; null when none. */
export function parseKindName(name: string): FactsheetKind | null {
  const normalized = normalizeColumnName(name);
  return (FACTSHEET_KINDS as readonly string[]).includes(normalized) ? (normalized as FactsheetKind) : null;
}

/** Header names are case-insensitive, trimmed, and spaces or hyphens count as underscores. */
export function normalizeColumnName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** What is wrong with a header for a kind: missing and unknown columns (empty when it fits). */
export function columnProblems(kind: FactsheetKind, columns: readonly string[]): string[] {
  const spec = KIND_COLUMNS[kind];
  const problems: string[] = [];
  const missing = spec.required.filter((c) => !columns.includes(c));
  if (missing.length) problems.push(`missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  if (spec.anyOf && !spec.anyOf.some((c) => columns.includes(c)))
    problems.push(`needs at least one of the columns ${spec.anyOf.join(", ")}`);
  const allowed = new Set([...spec.required, ...spec.optional]);
  const unknown = columns.filter((c) => !allowed.has(c));
  if (unknown.length) problems.push(`unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`);
  return problems;
}

export type KindDetection = { kind: FactsheetKind } | { kind: null; message: string };

/**
 * The kind whose columns the header has: every required column, and nothing a kind does not know. The
 * column sets are chosen so that at most one kind fits any header.
 */
export function detectKind(columns: readonly string[]): KindDetection {
  const fits = FACTSHEET_KINDS.filter((kind) => columnProblems(kind, columns).length === 0);
  if (fits.length === 1) return { kind: fits[0]! };
  if (fits.length > 1)
    return { kind: null, message: `the header fits several kinds (${fits.join(", ")}); give the kind with --kind` };
  // Name the kind the header comes closest to (fewest missing and unknown columns, then most known ones).
  let closest: FactsheetKind = FACTSHEET_KINDS[0];
  let best = { off: Infinity, known: -1 };
  for (const kind of FACTSHEET_KINDS) {
    const spec = KIND_COLUMNS[kind];
    const allowed = new Set([...spec.required, ...spec.optional]);
    const known = columns.filter((c) => allowed.has(c)).length;
    const off = columns.length - known + spec.required.filter((c) => !columns.includes(c)).length;
    if (off < best.off || (off === best.off && known > best.known)) {
      closest = kind;
      best = { off, known };
    }
  }
  return {
    kind: null,
    message: `the header fits no factsheet kind; closest is ${closest}: ${columnProblems(closest, columns).join("; ")}`,
  };
}
