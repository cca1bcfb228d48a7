import Decimal from "decimal.js";
import { UNIT_MOVING_KINDS, type CasRow, type CasRowKind } from "@/lib/cas/cas-statement";
import type { PdfTextItem } from "@/lib/cas/pdf/read-pdf-text";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casDate, casNumber } from "@/lib/cas/parse/cas-values";
import { navTimesUnits } from "@/lib/cas/parse/row-arithmetic";
import { rowKind } from "@/lib/cas/parse/row-kind";
import { numberColumn, textColumn, type Column } from "@/lib/cas/parse/table-columns";

/** The number columns of a transaction row, in the order statements print them. */
export const ROW_NUMBERS = ["amount", "units", "nav", "balance"] as const;
type Field = (typeof ROW_NUMBERS)[number];
export type RowKey = "date" | "description" | Field;
type Values = Record<Field, string | null>;

/** Named rows of money only: stamp duty, STT, TDS, IDCW paid out. */
const AMOUNT_ONLY: ReadonlySet<CasRowKind> = new Set(["stamp_duty", "stt", "tds", "idcw_payout"]);

const right = (i: PdfTextItem) => i.x + i.width;

/** What a row of this kind must print and does not (empty when nothing is missing). */
function missing(kind: CasRowKind, v: Values): Field[] {
  if (AMOUNT_ONLY.has(kind)) return v.amount === null ? ["amount"] : [];
  const moves = UNIT_MOVING_KINDS.has(kind) || v.units !== null;
  if (!moves) return [];
  const needed: Field[] = kind === "segregation" ? ["units"] : ["amount", "units", "nav"];
  return needed.filter((f) => v[f] === null);
}

/** Why the printed balance is not the previous balance plus the row's units; null when it is (or cannot be told). */
function balanceGap(v: Values, previous: string | null): string | null {
  if (v.balance === null || previous === null) return null;
  const expected = new Decimal(previous).plus(v.units ?? 0);
  return expected.eq(v.balance) ? null : `balance ${v.balance} is not ${previous} + ${v.units ?? 0} = ${expected}`;
}

/** Whether a reading of the numbers fits every rule a printed row keeps. */
function fits(kind: CasRowKind, v: Values, previous: string | null): boolean {
  if (AMOUNT_ONLY.has(kind) && (v.units !== null || v.nav !== null)) return false;
  if (missing(kind, v).length > 0 || balanceGap(v, previous) !== null) return false;
  if (v.nav !== null && v.units === null) return false;
  return v.amount === null || v.units === null || v.nav === null || navTimesUnits(v.amount, v.units, v.nav).ok;
}

/** Every way to give `count` numbers, in order, to the four columns in order. */
function orderReadings(count: number): Field[][] {
  const out: Field[][] = [];
  const walk = (from: number, picked: Field[]) => {
    if (picked.length === count) return void out.push(picked);
    for (let i = from; i < ROW_NUMBERS.length; i++) walk(i + 1, [...picked, ROW_NUMBERS[i]!]);
  };
  walk(0, []);
  return out;
}

const valuesOf = (fields: readonly Field[], numbers: readonly string[]): Values => {
  const v: Values = { amount: null, units: null, nav: null, balance: null };
  fields.forEach((f, i) => (v[f] = numbers[i]!));
  return v;
};

export type RowReading = { row: CasRow; problem: null } | { row: null; problem: string };

/**
 * One transaction line: its date, description and numbers. A number goes to the column whose heading it sits
 * under; when its position does not say (it sits between headings, or two sit under one), the numbers are read in
 * the order statements print them (amount, units, NAV, balance) and the one reading that keeps units x NAV =
 * amount and the running balance is taken. Anything else is a problem, never a guess: a row that moves units
 * without its units, NAV or amount, a balance that does not follow, numbers no single reading fits.
 */
export function readRow(line: TextLine, columns: readonly Column<RowKey>[], previous: string | null): RowReading {
  const fail = (problem: string): RowReading => ({ row: null, problem });
  const date = casDate(line.items[0]!.str)!;
  const numbersFrom = Math.min(...columns.filter((c) => c.numeric).map((c) => c.left));
  const words: string[] = [];
  const numbers: PdfTextItem[] = [];
  for (const item of line.items.slice(1)) {
    const str = item.str.trim();
    if (casNumber(str) !== null && right(item) > numbersFrom) numbers.push(item);
    else if (item.x >= numbersFrom || numbers.length > 0) return fail(`text "${str}" among the number columns`);
    else if (textColumn(item, columns) === "description") words.push(str);
    else return fail(`text "${str}" before the description`);
  }
  const description = words.join(" ");
  if (!description) return fail("a row without a description");
  const kind = rowKind(description);
  if (numbers.length > ROW_NUMBERS.length) return fail(`${numbers.length} numbers for 4 columns`);
  const printed = numbers.map((n) => casNumber(n.str.trim())!);
  const placed = numbers.map((n) => numberColumn(n, columns) as Field | null);
  // A number is placed by its position only when it alone sits under that heading.
  const sure = placed.map((p) => (p !== null && placed.filter((q) => q === p).length === 1 ? p : null));
  const byPosition = sure.every((p) => p !== null);
  let values: Values;
  if (byPosition) values = valuesOf(sure as Field[], printed);
  else {
    const readings = orderReadings(numbers.length)
      .filter((fields) => fields.every((f, i) => sure[i] === null || sure[i] === f))
      .map((fields) => valuesOf(fields, printed))
      .filter((v) => fits(kind, v, previous));
    if (readings.length !== 1)
      return fail(
        `the numbers ${printed.join(", ")} sit under no single column and ${readings.length === 0 ? "no reading" : `${readings.length} readings`} of their order fit units x NAV = amount and the balance`,
      );
    values = readings[0]!;
  }
  const lacking = missing(kind, values);
  if (lacking.length > 0) return fail(`a ${kind.replace("_", " ")} row without ${lacking.join(", ")}`);
  if (AMOUNT_ONLY.has(kind) && values.units !== null) return fail(`a ${kind.replace("_", " ")} row that moves units`);
  const gap = balanceGap(values, previous);
  if (gap) return fail(`the running balance does not follow (${gap})`);
  return { row: { date, description, kind, ...values }, problem: null };
}
