import { yearlyBalanceRows, type BalanceRow } from "@/lib/calculators/balance-row";
import { MoneySum } from "@/lib/calculators/money-sum";
import { MONTHS_PER_PERIOD, nominalPeriodicRate, type Frequency } from "@/lib/calculators/periods";

/**
 * The SWP convention, for the page. The corpus is invested at the start; each period it earns the
 * nominal periodic rate i = r / 12 (r / 4, r), credited at the end of the period, and the withdrawal is
 * paid right after (an ordinary annuity: the first withdrawal comes one period after investing, as
 * an SWP starts after the investment). The largest withdrawal that lasts exactly the whole duration
 * is then the annuity formula W = C × i / (1 − (1 + i)^−n), and C × i keeps the corpus intact.
 */
export const SWP_CONVENTION =
  "The corpus is invested at the start. Each month (or quarter, or year) it earns the expected annual return " +
  "divided by the number of withdrawals a year (r/12 for monthly), credited at the end of the period, and the " +
  "withdrawal is paid right after, so the first withdrawal comes one period after you invest. When the balance " +
  "cannot pay a withdrawal in full, the rest is paid and the money has run out. The largest withdrawal that " +
  "lasts the whole period is W = C × i / (1 − (1 + i)^−n); withdrawing C × i or less never touches the corpus. " +
  "Returns are assumed constant, and tax and exit loads are not deducted.";

export interface SwpPlan {
  corpus: number;
  withdrawal: number;
  annualRatePct: number;
  frequency: Frequency;
  /** Whole months, a multiple of the frequency's period. */
  months: number;
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
  /** The withdrawal that leaves the corpus intact for ever: one period's growth, C × i. */
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

/** W = C × i / (1 − (1 + i)^−n), or C / n at zero rate; expm1/log1p keep a tiny i exact. */
export function maxSustainableWithdrawal(corpus: number, periodicRate: number, periods: number): number {
  if (periodicRate === 0) return corpus / periods;
  return (corpus * periodicRate) / -Math.expm1(-periods * Math.log1p(periodicRate));
}

export function calculateSwp(plan: SwpPlan): SwpResult {
  const monthsPerPeriod = MONTHS_PER_PERIOD[plan.frequency];
  const periods = Math.floor(plan.months / monthsPerPeriod);
  const rate = nominalPeriodicRate(plan.annualRatePct, plan.frequency);
  const withdrawn = new MoneySum();
  const grown = new MoneySum();
  const schedule: BalanceRow[] = [];
  let balance = plan.corpus;
  let depletedInPeriod: number | null = null;
  let errorBound = 0;
  for (let k = 1; k <= periods && depletedInPeriod === null; k++) {
    const growth = balance * rate;
    const available = balance + growth;
    const outflow = Math.min(plan.withdrawal, available);
    errorBound = errorBound * (1 + rate) + ROUNDING_ULPS * (available + plan.withdrawal);
    if (available < plan.withdrawal - errorBound) depletedInPeriod = k;
    schedule.push({ index: k, elapsedMonths: k * monthsPerPeriod, opening: balance, growth, inflow: 0, outflow, closing: available - outflow });
    withdrawn.add(outflow);
    grown.add(growth);
    balance = available - outflow;
  }
  return {
    invested: plan.corpus,
    totalWithdrawn: withdrawn.value,
    totalGrowth: grown.value,
    finalValue: balance,
    depletedInPeriod,
    depletedInMonth: depletedInPeriod === null ? null : depletedInPeriod * monthsPerPeriod,
    maxWithdrawal: maxSustainableWithdrawal(plan.corpus, rate, periods),
    capitalPreservingWithdrawal: plan.corpus * rate,
    schedule,
    rows: yearlyBalanceRows(schedule),
  };
}
