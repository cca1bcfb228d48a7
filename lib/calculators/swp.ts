import { yearlyBalanceRows, type BalanceRow } from "@/lib/calculators/balance-row";
import { MoneySum } from "@/lib/calculators/money-sum";
import {
  MONTHS_PER_PERIOD,
  periodicRate,
  type Frequency,
  type RateBasis,
  type Timing,
} from "@/lib/calculators/periods";

/**
 * The SWP conventions, for the page. The corpus is invested at the start. The annual return becomes a
 * periodic rate i on an effective basis, (1 + r)^(1/12) − 1 a month (the default, as the usual Indian
 * references take it), or a nominal one, r/12. A withdrawal is paid at the end of each period, after that
 * period's growth (the default: the first withdrawal comes one period after investing), or at its start,
 * before it (the first on the day you invest). The largest withdrawal that lasts exactly the whole duration
 * is the annuity W = C × i / (1 − (1 + i)^−n), divided by (1 + i) for withdrawals at the start.
 */
export const SWP_CONVENTION =
  "The corpus is invested at the start. By default the expected annual return is turned into an effective " +
  "monthly rate, (1 + r)^(1/12) − 1 (10% a year is 0.797% a month), and each withdrawal is paid at the end of " +
  "the month, after that month's growth, so the first comes one month after you invest: the convention of the " +
  "usual Indian SWP calculators. You can choose a nominal rate instead (r/12: 10% a year is 0.833% a month) " +
  "and withdrawals at the start of each month (the first on the day you invest). Quarterly and yearly " +
  "withdrawals work the same way per quarter or year. When the balance cannot pay a withdrawal in full, the " +
  "rest is paid and the money has run out. The largest withdrawal that lasts the whole period is " +
  "W = C × i / (1 − (1 + i)^−n), divided by (1 + i) for withdrawals at the start. Returns are assumed " +
  "constant, and tax and exit loads are not deducted.";

export interface SwpPlan {
  corpus: number;
  withdrawal: number;
  annualRatePct: number;
  frequency: Frequency;
  /** Whole months, a multiple of the frequency's period. */
  months: number;
  rateBasis: RateBasis;
  timing: Timing;
}

export interface SwpResult {
  invested: number;
  totalWithdrawn: number;
  totalGrowth: number;
  finalValue: number;
  /**
   * The money runs out: the first period whose withdrawal could not be paid in full (what was left
   * was paid, or nothing), or null if every withdrawal is paid. The schedule stops there.
   */
  depletedInPeriod: number | null;
  /** The month of that withdrawal, counted from the start (period × 1, 3 or 12), or null. */
  depletedInMonth: number | null;
  /** The largest withdrawal that lasts exactly the whole duration (final balance 0). */
  maxWithdrawal: number;
  /** The withdrawal that leaves the corpus intact for ever: C × i (end of period) or C × i / (1 + i) (start). */
  capitalPreservingWithdrawal: number;
  /** One row per period until the end or until the money runs out. */
  schedule: BalanceRow[];
  /** One row per plan year (the last may be a part year). */
  rows: BalanceRow[];
}

// A withdrawal short by no more than the float error the schedule may carry is paid in full, not
// "the money ran out": the recurrence b → b(1 + i) − W multiplies every rounding by (1 + i)^k, so a
// plan drawn at exactly maxWithdrawal ends a hair short (up to 1e-5 of a withdrawal at 50% over 40
// years). The bound grows as that error does: each step adds a few ulps of the amounts it handles
// (and of W, itself rounded), and carries the earlier bound forward with the growth.
const ROUNDING_ULPS = 4 * Number.EPSILON;

/**
 * W = C × i / (1 − (1 + i)^−n) for withdrawals at the end of each period, that divided by (1 + i) at the
 * start (an annuity due), or C / n at zero rate; expm1/log1p keep a tiny i exact.
 */
export function maxSustainableWithdrawal(
  corpus: number,
  rate: number,
  periods: number,
  timing: Timing = "end",
): number {
  if (rate === 0) return corpus / periods;
  const ordinary = (corpus * rate) / -Math.expm1(-periods * Math.log1p(rate));
  return timing === "end" ? ordinary : ordinary / (1 + rate);
}

export function calculateSwp(plan: SwpPlan): SwpResult {
  const monthsPerPeriod = MONTHS_PER_PERIOD[plan.frequency];
  const periods = Math.floor(plan.months / monthsPerPeriod);
  const rate = periodicRate(plan.annualRatePct, plan.frequency, plan.rateBasis);
  const atStart = plan.timing === "start";
  const withdrawn = new MoneySum();
  const grown = new MoneySum();
  const schedule: BalanceRow[] = [];
  let balance = plan.corpus;
  let depletedInPeriod: number | null = null;
  let errorBound = 0;
  for (let k = 1; k <= periods && depletedInPeriod === null; k++) {
    // At the start the withdrawal comes out before the period's growth; at the end, after it.
    const available = atStart ? balance : balance + balance * rate;
    const outflow = Math.min(plan.withdrawal, available);
    const growth = (atStart ? balance - outflow : balance) * rate;
    const closing = atStart ? balance - outflow + growth : available - outflow;
    errorBound = errorBound * (1 + rate) + ROUNDING_ULPS * (balance + growth + plan.withdrawal);
    if (available < plan.withdrawal - errorBound) depletedInPeriod = k;
    schedule.push({
      index: k,
      elapsedMonths: k * monthsPerPeriod,
      opening: balance,
      growth,
      inflow: 0,
      outflow,
      closing,
    });
    withdrawn.add(outflow);
    grown.add(growth);
    balance = closing;
  }
  return {
    invested: plan.corpus,
    totalWithdrawn: withdrawn.value,
    totalGrowth: grown.value,
    finalValue: balance,
    depletedInPeriod,
    depletedInMonth: depletedInPeriod === null ? null : depletedInPeriod * monthsPerPeriod,
    maxWithdrawal: maxSustainableWithdrawal(plan.corpus, rate, periods, plan.timing),
    capitalPreservingWithdrawal: atStart ? (plan.corpus * rate) / (1 + rate) : plan.corpus * rate,
    schedule,
    rows: yearlyBalanceRows(schedule),
  };
}
