import { growthRow, type GrowthRow } from "@/lib/calculators/growth-row";
import { MoneySum } from "@/lib/calculators/money-sum";
import { MONTHS_PER_PERIOD, nominalPeriodicRate, type Frequency, type Timing } from "@/lib/calculators/periods";

/**
 * The SIP convention, for the page. By default payment at the START of each period (an annuity due):
 * FV = P × [((1 + i)^n − 1) / i] × (1 + i) with the nominal periodic rate i = r / 12 (r / 4, r / 1),
 * the formula of Groww and most Indian SIP calculators: an instalment is invested on its date and
 * grows for the whole period, and with it ₹10,000 a month at 12% for 10 years gives ₹23,23,391 as
 * they show. At the END of each period (an ordinary annuity) the (1 + i) goes. With a step-up, the
 * instalment rises by the step-up % once every 12 months.
 */
export const SIP_CONVENTION =
  "By default each instalment is invested at the start of its period and grows for the whole period (an annuity due): " +
  "FV = P × [((1 + i)^n − 1) / i] × (1 + i), where P is the instalment, n the number of instalments and " +
  "i the expected annual return divided by the number of instalments a year (r/12 for monthly, r/4 for quarterly, " +
  "r for yearly), compounded once a period. Invested at the end of each period instead (an ordinary annuity), " +
  "each instalment misses one period's growth: FV = P × [((1 + i)^n − 1) / i]. With a step-up, the instalment " +
  "rises by the step-up percentage every 12 months. The result is an estimate at a constant return; real returns vary.";

export interface SipPlan {
  /** The first instalment, in rupees. */
  instalment: number;
  annualRatePct: number;
  frequency: Frequency;
  /** Whole months; with quarterly or yearly instalments a multiple of 3 or 12 (extra months are ignored). */
  months: number;
  /** Annual step-up of the instalment in percent; 0 for a plain SIP. */
  stepUpPct: number;
  /** When in each period the instalment is invested; the start when not given. */
  timing?: Timing;
}

export interface SipResult {
  instalments: number;
  /** The instalment of the final period (the first one raised by every step-up). */
  lastInstalment: number;
  invested: number;
  gains: number;
  totalValue: number;
  /** One row per year, the last at the end of the plan. */
  rows: GrowthRow[];
}

/**
 * SIP value by period-by-period accumulation: value = (value + instalment) × (1 + i) each period, or
 * value × (1 + i) + instalment when invested at the period's end (the tests check both against the closed forms). No rounding; the invested total is a compensated sum.
 */
export function calculateSip(plan: SipPlan): SipResult {
  const monthsPerPeriod = MONTHS_PER_PERIOD[plan.frequency];
  const periods = Math.floor(plan.months / monthsPerPeriod);
  const growth = 1 + nominalPeriodicRate(plan.annualRatePct, plan.frequency);
  const stepUp = 1 + plan.stepUpPct / 100;
  const invested = new MoneySum();
  const rows: GrowthRow[] = [];
  let value = 0;
  let instalment = plan.instalment;
  const atEnd = plan.timing === "end";
  for (let k = 0; k < periods; k++) {
    const monthsBefore = k * monthsPerPeriod;
    // Raised at the start of every plan year after the first (instalment P × stepUp^year).
    instalment = plan.instalment * Math.pow(stepUp, Math.floor(monthsBefore / 12));
    invested.add(instalment);
    value = atEnd ? value * growth + instalment : (value + instalment) * growth;
    const monthsAfter = monthsBefore + monthsPerPeriod;
    if (monthsAfter % 12 === 0 || k === periods - 1) rows.push(growthRow(monthsAfter / 12, invested.value, value));
  }
  return {
    instalments: periods,
    lastInstalment: instalment,
    invested: invested.value,
    gains: value - invested.value,
    totalValue: value,
    rows,
  };
}

/**
 * The first instalment that reaches `target` by the end of the plan. The value is proportional to the
 * instalment (for a given rate, step-up and duration), so it is target / value of a ₹1 plan, exactly.
 */
export function sipInstalmentForTarget(plan: Omit<SipPlan, "instalment">, target: number): number {
  return target / calculateSip({ ...plan, instalment: 1 }).totalValue;
}
