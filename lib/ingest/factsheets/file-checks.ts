// Checks across the rows of one file: repeated keys, and allocation weights that must add up to 100.
import { describeAt, type FactsheetError, type RowAt } from "@/lib/ingest/factsheets/factsheet-errors";

/** Allowed distance of an allocation's total from 100 (rounding in published factsheets). */
export const WEIGHT_SUM_TOLERANCE = 0.5;

export interface KeyedRow {
  at: RowAt;
  schemeCode: number;
  asOf: string;
}

/**
 * A row whose key (scheme_code, as_of and, for row kinds, the name or label) is the same as an earlier
 * row's is an error at the later row, reported in `column`.
 */
export function findDuplicates<T extends KeyedRow>(
  rows: readonly T[],
  extraKey: ((row: T) => string) | null,
  column: string,
  keyDescription: string,
): FactsheetError[] {
  const firstAt = new Map<string, RowAt>();
  const errors: FactsheetError[] = [];
  for (const row of rows) {
    const key = JSON.stringify([row.schemeCode, row.asOf, extraKey ? extraKey(row) : null]);
    const first = firstAt.get(key);
    if (first) errors.push({ at: row.at, column, message: `repeats ${keyDescription} of ${describeAt(first)}` });
    else firstAt.set(key, row.at);
  }
  return errors;
}

interface WeightGroup {
  at: RowAt;
  schemeCode: number;
  asOf: string;
  sum: number;
}

function groupWeights(rows: readonly (KeyedRow & { weightPct: number })[]): WeightGroup[] {
  const groups = new Map<string, WeightGroup>();
  for (const row of rows) {
    const key = `${row.schemeCode}|${row.asOf}`;
    const group = groups.get(key);
    if (group) group.sum += row.weightPct;
    else groups.set(key, { at: row.at, schemeCode: row.schemeCode, asOf: row.asOf, sum: row.weightPct });
  }
  return [...groups.values()];
}

function formatSum(sum: number): string {
  return String(Math.round(sum * 10_000) / 10_000);
}

/** Each (scheme_code, as_of) of an allocation must total 100 ± 0.5; the error is at the group's first row. */
export function checkAllocationSums(rows: readonly (KeyedRow & { weightPct: number })[]): FactsheetError[] {
  return groupWeights(rows)
    .filter((g) => Math.abs(g.sum - 100) > WEIGHT_SUM_TOLERANCE + 1e-9)
    .map((g) => ({
      at: g.at,
      column: "weight_pct",
      message: `the weights of scheme_code ${g.schemeCode}, as_of ${g.asOf} add up to ${formatSum(g.sum)}, not 100 (± ${WEIGHT_SUM_TOLERANCE})`,
    }));
}

/** Holdings may list only the top ones, so they may total less than 100, but never more than 100 + 0.5. */
export function checkHoldingSums(rows: readonly (KeyedRow & { weightPct: number })[]): FactsheetError[] {
  return groupWeights(rows)
    .filter((g) => g.sum > 100 + WEIGHT_SUM_TOLERANCE + 1e-9)
    .map((g) => ({
      at: g.at,
      column: "weight_pct",
      message: `the holdings of scheme_code ${g.schemeCode}, as_of ${g.asOf} add up to ${formatSum(g.sum)}, more than 100 (+ ${WEIGHT_SUM_TOLERANCE})`,
    }));
}
