import { growthRow, type GrowthRow } from "@/lib/calculators/growth-row";
import {
  FD_COMPOUNDING,
  FD_COMPOUNDING_LABELS,
  TENURE_UNITS,
  TENURE_UNIT_LABELS,
  type FdCompounding,
  type TenureUnit,
} from "@/lib/calculators/fixed-deposit-terms";
import { DAYS_PER_YEAR } from "@/lib/metrics/conventions";

export { FD_COMPOUNDING, FD_COMPOUNDING_LABELS, TENURE_UNITS, TENURE_UNIT_LABELS, type FdCompounding, type TenureUnit };

const TIMES_A_YEAR: Record<Exclude<FdCompounding, "simple">, number> = {
  monthly: 12,
  quarterly: 4,
  "half-yearly": 2,
  yearly: 1,
};

/**
 * The FD convention, for the page. Compounded deposits: M = P × (1 + r/m)^n × (1 + r × f), with m
 * compoundings a year (quarterly, m = 4, is the Indian banks' default for cumulative deposits), n the
 * whole compounding periods in the tenure and f the part period left over, in years, earning simple
 * interest (no compounding inside a period). Tenures in days count 365 days to a year and split into
 * periods of 365/m days; tenures in months split into periods of 12/m months. Simple interest: I =
 * P × r × t, paid out rather than reinvested, so the deposit stays at P.
 */
export const FD_CONVENTION =
  "With compounding, interest is added to the deposit m times a year (quarterly is the usual choice of Indian banks " +
  "for cumulative deposits) and then earns interest itself: maturity = P × (1 + r/m)^n, where r is the annual rate " +
  "and n the number of whole compounding periods. A final part period shorter than one compounding period earns " +
  "simple interest. Days are counted 365 to a year. With simple interest, the interest P × r × t is paid out as it " +
  "is earned, not added to the deposit. Tax deducted at source and the tax on interest are not taken off. Your " +
  "bank's method for a part period may differ slightly.";

export interface FdPlan {
  principal: number;
  annualRatePct: number;
  compounding: FdCompounding;
  tenure: number;
  tenureUnit: TenureUnit;
}

export interface FdResult {
  invested: number;
  /** Total interest: added to the deposit (compounding) or paid out (simple). */
  interest: number;
  /** Principal + interest. */
  maturityValue: number;
  /** The tenure in years (444 days = 1.2164 years). */
  years: number;
  /** The effective annual yield in percent: (1 + r/m)^m − 1, or r for simple interest. */
  effectiveAnnualYieldPct: number;
  /** Simple interest only: the interest paid each month and each quarter (P × r / 12, P × r / 4); null otherwise. */
  payoutPerMonth: number | null;
  payoutPerQuarter: number | null;
  /** Value at each year end and at maturity (interest to date as gains). */
  rows: GrowthRow[];
}

/** Whole compounding periods and the part period left over (in years) of a tenure. */
function splitTenure(tenure: number, unit: TenureUnit, timesAYear: number): { periods: number; partYears: number } {
  if (unit === "years") return { periods: tenure * timesAYear, partYears: 0 };
  if (unit === "months") {
    const monthsPerPeriod = 12 / timesAYear;
    return { periods: Math.floor(tenure / monthsPerPeriod), partYears: (tenure % monthsPerPeriod) / 12 };
  }
  // Integer arithmetic for whole periods of 365/m days: floor(days × m / 365).
  const periods = Math.floor((tenure * timesAYear) / DAYS_PER_YEAR);
  return { periods, partYears: (tenure * timesAYear - periods * DAYS_PER_YEAR) / (DAYS_PER_YEAR * timesAYear) };
}

function tenureInYears(tenure: number, unit: TenureUnit): number {
  return unit === "years" ? tenure : unit === "months" ? tenure / 12 : tenure / DAYS_PER_YEAR;
}

export function calculateFixedDeposit(plan: FdPlan): FdResult {
  const { principal, compounding } = plan;
  const rate = plan.annualRatePct / 100;
  const years = tenureInYears(plan.tenure, plan.tenureUnit);
  let valueAt: (elapsedYears: number) => number;
  let maturityValue: number;
  let effectiveAnnualYieldPct: number;
  if (compounding === "simple") {
    // Percent × rupees first, then ÷ 100: ₹1,00,000 at 7% is 7,000 a year exactly (0.07 is not exact).
    valueAt = (t) => principal + (principal * plan.annualRatePct * t) / 100;
    maturityValue = valueAt(years);
    effectiveAnnualYieldPct = plan.annualRatePct;
  } else {
    const m = TIMES_A_YEAR[compounding];
    const growth = 1 + rate / m;
    // A whole year is exactly m periods, so the year-end rows need no split.
    valueAt = (t) => principal * Math.pow(growth, m * t);
    const { periods, partYears } = splitTenure(plan.tenure, plan.tenureUnit, m);
    maturityValue = principal * Math.pow(growth, periods) * (1 + rate * partYears);
    effectiveAnnualYieldPct = (Math.pow(growth, m) - 1) * 100;
  }
  const rows: GrowthRow[] = [];
  for (let year = 1; year < years; year++) rows.push(growthRow(year, principal, valueAt(year)));
  rows.push(growthRow(years, principal, maturityValue));
  const simple = compounding === "simple";
  return {
    invested: principal,
    interest: maturityValue - principal,
    maturityValue,
    years,
    effectiveAnnualYieldPct,
    payoutPerMonth: simple ? (principal * plan.annualRatePct) / 1200 : null,
    payoutPerQuarter: simple ? (principal * plan.annualRatePct) / 400 : null,
    rows,
  };
}
