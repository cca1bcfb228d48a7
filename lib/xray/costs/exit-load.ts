import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";

/** An exit load the site can apply: `pct` of the value redeemed on or before `until` days/months after purchase. */
export type ExitLoadRule = { pct: 0 } | { pct: number; within: number; unit: "day" | "month" };

const NIL = /^\s*(nil|none|not applicable|n\.?a\.?|no exit load)\s*\.?\s*$/i;
// One rate for one period from allotment ("1% - If redeemed on or before 1 year from the date of allotment. Nil -
// If redeemed after 1 year ...", "1% within 1 year"); a graded load (several rates) or one counted from the
// scheme's inception is left unknown rather than read wrong.
const SINGLE =
  /^\s*(\d+(?:\.\d+)?)\s*%\s*-?\s*(?:(?:if|when)\s+(?:redeemed|switched)(?:\s+out)?\s+)?(?:on or before|within|before|up to|upto)\s+(\d+)\s*(days?|months?|years?)\b/i;

/** Reads an exit load as its source words it; null when the words are not one flat rate and period (or nil). */
export function parseExitLoad(words: string | null): ExitLoadRule | null {
  if (words === null) return null;
  if (NIL.test(words)) return { pct: 0 };
  const m = SINGLE.exec(words);
  if (!m || (words.match(/%/g) ?? []).length > 1 || /inception/i.test(words)) return null;
  const n = Number(m[2]);
  const unit = m[3]!.toLowerCase();
  return unit.startsWith("day")
    ? { pct: Number(m[1]), within: n, unit: "day" }
    : { pct: Number(m[1]), within: unit.startsWith("year") ? n * 12 : n, unit: "month" };
}

/** The last day a redemption of units bought on `buyDate` pays the load; null when there is none. */
export function exitLoadUntil(rule: ExitLoadRule, buyDate: string): string | null {
  if (!("within" in rule) || rule.pct === 0) return null;
  const day = isoToDay(buyDate);
  return dayToIso(rule.unit === "day" ? day + rule.within : addMonths(day, rule.within));
}

/** The load percent a redemption on `saleDate` of units bought on `buyDate` pays. */
export function exitLoadPct(rule: ExitLoadRule, buyDate: string, saleDate: string): number {
  const until = exitLoadUntil(rule, buyDate);
  return until !== null && saleDate <= until ? rule.pct : 0;
}
