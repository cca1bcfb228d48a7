import { roundHalfUp } from "@/lib/format/rounding";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

/** Stamp duty on mutual fund purchases (Indian Stamp Act, from 1 July 2020): 0.005% of the amount invested. */
export const STAMP_DUTY_FROM = "2020-07-01";
export const STAMP_DUTY_RATE = 0.005 / 100;

export interface PricedTransaction {
  units: number;
  /** What the investor paid (a purchase, stamp duty included) or received (a sale). */
  amount: number;
  stampDuty: number;
}

/** The stamp duty rate of a transaction: purchases (buy or SIP) from STAMP_DUTY_FROM pay it, sales never. */
export function stampDutyRate(input: { kind: TransactionKind; date: string }): number {
  return input.kind !== "sell" && input.date >= STAMP_DUTY_FROM ? STAMP_DUTY_RATE : 0;
}

/**
 * Units and amount of a manual transaction at its NAV, as the fund house allots them: units to three
 * decimals, rupees to the paisa. A purchase (buy or SIP) on or after STAMP_DUTY_FROM pays stamp duty out of
 * the amount, so it buys fewer units (₹10,000 at NAV 100: ₹0.50 duty, 99.995 units); given the units, the
 * amount paid is grossed up by the duty. A sale pays none.
 */
export function priceTransaction(
  input: { kind: TransactionKind; date: string; amount?: number; units?: number },
  nav: number,
): PricedTransaction {
  const rate = stampDutyRate(input);
  if (input.amount !== undefined) {
    const stampDuty = roundHalfUp(input.amount * rate, 2);
    return { units: roundHalfUp((input.amount - stampDuty) / nav, 3), amount: input.amount, stampDuty };
  }
  const units = input.units!;
  const amount = roundHalfUp((units * nav) / (1 - rate), 2);
  return { units, amount, stampDuty: roundHalfUp(amount - units * nav, 2) };
}
