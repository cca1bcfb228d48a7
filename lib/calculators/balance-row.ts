import { MoneySum } from "@/lib/calculators/money-sum";

/**
 * One row of a withdrawal schedule (SWP) or of one fund in a transfer plan (STP): what the balance
 * was, what it earned, what came in and went out, and what remained (closing = opening + growth +
 * inflow − outflow). Used per period and per year; the data of the "balance over time" chart.
 */
export interface BalanceRow {
  /** 1-based period (per-period rows) or plan year (yearly rows). */
  index: number;
  /** Months from the start to the end of the row. */
  elapsedMonths: number;
  opening: number;
  growth: number;
  /** Transferred in (the STP target fund); 0 otherwise. */
  inflow: number;
  /** Withdrawn (SWP) or transferred out (STP) at the end of the row. */
  outflow: number;
  closing: number;
}

/** Adds per-period rows into one row per plan year (every 12th month, and the last period). */
export function yearlyBalanceRows(schedule: readonly BalanceRow[]): BalanceRow[] {
  const rows: BalanceRow[] = [];
  let growth = new MoneySum();
  let inflow = new MoneySum();
  let outflow = new MoneySum();
  let opening = schedule[0]?.opening ?? 0;
  for (const [k, period] of schedule.entries()) {
    growth.add(period.growth);
    inflow.add(period.inflow);
    outflow.add(period.outflow);
    if (period.elapsedMonths % 12 !== 0 && k !== schedule.length - 1) continue;
    rows.push({
      index: Math.ceil(period.elapsedMonths / 12),
      elapsedMonths: period.elapsedMonths,
      opening,
      growth: growth.value,
      inflow: inflow.value,
      outflow: outflow.value,
      closing: period.closing,
    });
    opening = period.closing;
    growth = new MoneySum();
    inflow = new MoneySum();
    outflow = new MoneySum();
  }
  return rows;
}
