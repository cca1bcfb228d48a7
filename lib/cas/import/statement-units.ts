import Decimal from "decimal.js";
import { UNIT_MOVING_KINDS, type CasRow, type CasRowKind, type CasScheme } from "@/lib/cas/cas-statement";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

/** A row that moves units, ready to merge: units and amount positive, the direction in `kind`. */
export interface UnitTransaction {
  date: string;
  statementKind: CasRowKind | "balance";
  /** How the movement is recorded among the member's transactions (portfolio_transactions.kind). */
  kind: TransactionKind;
  units: Decimal;
  amount: Decimal;
  nav: Decimal;
  /** The n-th equal row (date, kind, units, amount) of this scheme in the statement, from 1. */
  occurrence: number;
}

export interface SchemeUnits {
  transactions: UnitTransaction[];
  /** Rows that move no units (stamp duty, STT, TDS, IDCW paid out, notes): shown, not recorded. */
  otherRows: number;
  /** Purchases cancelled by their reversal: both left out. */
  reversedPairs: number;
  problems: string[];
}

const INTO: ReadonlySet<CasRowKind> = new Set([
  "purchase",
  "sip",
  "switch_in",
  "idcw_reinvest",
  "segregation",
  "other",
]);

/**
 * The unit movements of a scheme's rows. A reversal cancels the earlier row it reverses (same units the other way),
 * so a bounced purchase leaves nothing behind; a reversal with nothing to cancel is a problem for the preview.
 */
export function schemeUnits(scheme: CasScheme): SchemeUnits {
  const problems: string[] = [];
  let otherRows = 0;
  let reversedPairs = 0;
  const kept: (CasRow & { units: string })[] = [];
  for (const row of scheme.rows) {
    if (row.units === null && UNIT_MOVING_KINDS.has(row.kind)) {
      problems.push(`${row.date}: "${row.description}" moves units but prints none`);
      continue;
    }
    if (row.units === null || new Decimal(row.units).isZero()) {
      otherRows++;
      continue;
    }
    const units = new Decimal(row.units);
    if (row.kind === "reversal") {
      const index = kept.findLastIndex((k) => new Decimal(k.units).eq(units.neg()) && k.date <= row.date);
      if (index < 0) problems.push(`${row.date}: a reversal of ${row.units} units with no row it reverses`);
      else {
        kept.splice(index, 1);
        reversedPairs++;
      }
      continue;
    }
    kept.push({ ...row, units: row.units });
  }
  const seen = new Map<string, number>();
  const transactions = kept.flatMap((row): UnitTransaction[] => {
    const units = new Decimal(row.units);
    const amount = new Decimal(row.amount ?? "0").abs();
    const into = units.gt(0);
    if (into !== INTO.has(row.kind) && row.kind !== "other")
      problems.push(`${row.date}: "${row.description}" moves units ${into ? "in" : "out"}, unlike its kind`);
    const kind: TransactionKind = !into ? "sell" : row.kind === "sip" ? "sip" : "buy";
    const key = `${row.date}|${row.kind}|${units.abs().toString()}|${amount.toString()}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    // The NAV is the printed one: amount / units differs from it by stamp duty and rounding.
    if (row.nav === null && row.kind !== "segregation") {
      problems.push(`${row.date}: "${row.description}" moves units but prints no NAV`);
      return [];
    }
    const nav = new Decimal(row.nav ?? 0);
    return [{ date: row.date, statementKind: row.kind, kind, units: units.abs(), amount, nav, occurrence }];
  });
  return { transactions, otherRows, reversedPairs, problems };
}

/** A statement of holdings on a date gives one balance per scheme: the units held, at their stated cost. */
export function holdingUnits(scheme: CasScheme, onDate: string): SchemeUnits {
  const units = new Decimal(scheme.closing);
  if (units.lte(0)) return { transactions: [], otherRows: 0, reversedPairs: 0, problems: [] };
  const amount = new Decimal(scheme.cost ?? scheme.value ?? "0");
  return {
    transactions: [
      { date: onDate, statementKind: "balance", kind: "buy", units, amount, nav: amount.div(units), occurrence: 1 },
    ],
    otherRows: 0,
    reversedPairs: 0,
    problems: [],
  };
}
