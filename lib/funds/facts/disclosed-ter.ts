/**
 * An expense ratio that can be compared: a positive figure. A TER of exactly 0 is "not disclosed" (AMFI's
 * table prints 0.00 for a plan it has no TER for, and no source here states a real 0), so it never wins a
 * comparison and never sorts as the cheapest; the importers never store one (lib/ingest/ter/plan-ters.ts).
 */
export function disclosedTer(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The same rule in SQL, for ORDER BY: a 0 sorts with the missing values (last, in both directions). */
export const DISCLOSED_TER_SQL = "nullif(expense_ratio, 0)";
