import { growthRow, yearEndMonths, type GrowthRow } from "@/lib/calculators/growth-row";

/**
 * The lumpsum convention, for the page: the expected return is an effective annual rate compounded
 * once a year, FV = P × (1 + r)^t, with t in years (30 months = 2.5 years grow by (1 + r)^2.5). This
 * is how a fund's CAGR is quoted, and what Groww's lumpsum calculator does (₹1,00,000 at 12% for 10
 * years = ₹3,10,585). Unlike the SIP calculator's r/12 a month, so 12% here is exactly 12% a year.
 */
export const LUMPSUM_CONVENTION =
  "The amount is invested once, at the start, and grows at the expected annual return compounded once a year: " +
  "FV = P × (1 + r)^t, where t is the duration in years (a part year grows by the same annual rate, so 30 months " +
  "grow by (1 + r)^2.5). The result is an estimate at a constant return; real returns vary.";

export interface LumpsumPlan {
  amount: number;
  annualRatePct: number;
  months: number;
}

export interface LumpsumResult {
  invested: number;
  gains: number;
  totalValue: number;
  rows: GrowthRow[];
}

export function calculateLumpsum(plan: LumpsumPlan): LumpsumResult {
  const growth = 1 + plan.annualRatePct / 100;
  const valueAfter = (months: number) => plan.amount * Math.pow(growth, months / 12);
  const totalValue = valueAfter(plan.months);
  return {
    invested: plan.amount,
    gains: totalValue - plan.amount,
    totalValue,
    rows: yearEndMonths(plan.months).map((months) => growthRow(months / 12, plan.amount, valueAfter(months))),
  };
}
