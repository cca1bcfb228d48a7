import { formatInr, formatNumber, roundHalfUp } from "@/lib/format";
import { priceTransaction, stampDutyRate } from "@/lib/portfolio/purchase-units";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

export interface OwnFiguresInput {
  kind: TransactionKind;
  date: string;
  units: number;
  /** The price a unit, as the member's statement prints it. */
  nav?: number;
  amount?: number;
}

export type OwnFigures = { ok: true; units: number; amount: number; nav: number } | { ok: false; problem: string };

const PLACES = [
  ["units", 3, "units"],
  ["nav", 4, "price a unit"],
  ["amount", 2, "amount"],
] as const;

/**
 * A transaction from the member's own figures, for a date before the site's first NAV of the fund: units and price
 * (the amount follows, stamp duty included as `priceTransaction` counts it), amount and units (the price follows),
 * or all three, which must agree: the amount may differ from units x price (plus duty) only by the rounding of the
 * figures as printed (units to 3 decimals, price to 4, rupees to the paisa).
 */
export function ownFigures(input: OwnFiguresInput): OwnFigures {
  for (const [field, places, words] of PLACES) {
    const value = input[field];
    if (value !== undefined && roundHalfUp(value, places) !== value)
      return { ok: false, problem: `Give the ${words} to at most ${places} decimals, as your statement prints it.` };
  }
  const { units, nav, amount } = input;
  if (nav === undefined) {
    if (amount === undefined) return { ok: false, problem: "Give the price a unit or the amount with the units." };
    const stampDuty = roundHalfUp(amount * stampDutyRate(input), 2);
    return { ok: true, units, amount, nav: roundHalfUp((amount - stampDuty) / units, 4) };
  }
  const priced = priceTransaction({ kind: input.kind, date: input.date, units }, nav);
  if (amount === undefined) return { ok: true, units, amount: priced.amount, nav };
  // Units rounded to 3 decimals and a price to 4 move units x price by up to half a unit of each, plus a paisa.
  const slack = 0.0005 * nav + 0.00005 * units + 0.01;
  if (Math.abs(amount - priced.amount) > slack)
    return {
      ok: false,
      problem: `The amount ${formatInr(amount, { fractionDigits: 2 })} does not agree with ${formatNumber(units, { fractionDigits: 3 })} units at ${formatInr(nav, { fractionDigits: 4 })} a unit, which come to ${formatInr(priced.amount, { fractionDigits: 2 })}${priced.stampDuty > 0 ? " with stamp duty of 0.005%" : ""}. Check the three figures on your statement.`,
    };
  return { ok: true, units, amount, nav };
}
