import { growthRow, yearEndMonths, type GrowthRow } from "@/lib/calculators/growth-row";
import { absoluteReturnPct, annualisedReturnPct } from "@/lib/metrics/returns-math";

/**
 * The CAGR convention, for the page: CAGR = (end / start)^(1 / t) − 1 with t in years (months / 12),
 * the one steady yearly rate that turns the start value into the end value, compounded once a year;
 * the inverse is FV = start × (1 + CAGR)^t. The same formula as the funds' annualised returns.
 */
export const CAGR_CONVENTION =
  "CAGR = (end value ÷ start value)^(1 ÷ years) − 1: the steady yearly rate, compounded once a year, that turns the " +
  "start value into the end value. A duration in months counts as months ÷ 12 years. The inverse gives the future " +
  "value: start value × (1 + CAGR)^years. The year-by-year values show that steady path, not the actual ups and downs.";

export interface CagrResult {
  startValue: number;
  endValue: number;
  cagrPct: number;
  /** (end / start − 1) × 100. */
  absoluteReturnPct: number;
  /** end − start. */
  gains: number;
  years: number;
  /** The steady path at the CAGR: start × (1 + CAGR)^year at each year end and at the end. */
  rows: GrowthRow[];
}

function result(startValue: number, endValue: number, cagrPct: number, months: number): CagrResult {
  const growth = 1 + cagrPct / 100;
  return {
    startValue,
    endValue,
    cagrPct,
    absoluteReturnPct: absoluteReturnPct(startValue, endValue),
    gains: endValue - startValue,
    years: months / 12,
    rows: yearEndMonths(months).map((m) =>
      growthRow(m / 12, startValue, m === months ? endValue : startValue * Math.pow(growth, m / 12)),
    ),
  };
}

/** The CAGR between a start and an end value `months` apart (an end value of 0 is −100%). */
export function cagrBetween(plan: { startValue: number; endValue: number; months: number }): CagrResult {
  return result(
    plan.startValue,
    plan.endValue,
    annualisedReturnPct(plan.startValue, plan.endValue, plan.months / 12),
    plan.months,
  );
}

/** The value `months` after the start at a steady CAGR. */
export function futureValueAtCagr(plan: { startValue: number; cagrPct: number; months: number }): CagrResult {
  const endValue = plan.startValue * Math.pow(1 + plan.cagrPct / 100, plan.months / 12);
  return result(plan.startValue, endValue, plan.cagrPct, plan.months);
}
