import { yearlyBalanceRows, type BalanceRow } from "@/lib/calculators/balance-row";
import { MoneySum } from "@/lib/calculators/money-sum";
import { MONTHS_PER_PERIOD, nominalPeriodicRate, type Frequency } from "@/lib/calculators/periods";

/**
 * The STP convention, for the page (the same timing as the SWP). The lumpsum goes into the source
 * fund at the start. Each period both funds earn their own nominal periodic rate (r / 12 for
 * monthly) on their opening balance, credited at the end of the period; then the transfer moves from
 * the source to the target, where it starts earning the target's rate from the next period. The
 * first transfer is one period after investing (an STP starts after the lumpsum is allotted). When
 * the source holds less than a transfer, what is left is transferred and transfers stop; the target
 * keeps growing until the end of the duration.
 */
export const STP_CONVENTION =
  "The lumpsum is invested in the source fund at the start. Each month (or quarter, or year) both funds earn their " +
  "own expected annual return divided by the number of transfers a year (r/12 for monthly), credited at the end of " +
  "the period, and then the transfer moves from the source fund to the target fund, where it grows at the target " +
  "fund's rate from the next period. The first transfer comes one period after you invest. When the source fund holds " +
  "less than one transfer, the rest is transferred and the transfers stop; the target fund keeps growing until the " +
  "end. Returns are assumed constant, and tax and exit loads are not deducted.";

export interface StpPlan {
  lumpsum: number;
  transfer: number;
  frequency: Frequency;
  sourceRatePct: number;
  targetRatePct: number;
  /** Whole months, a multiple of the frequency's period. */
  months: number;
}

export interface StpYearRow {
  year: number;
  elapsedMonths: number;
  /** The source fund's year: its outflow is what was transferred. */
  source: BalanceRow;
  /** The target fund's year: its inflow is what was transferred. */
  target: BalanceRow;
  totalValue: number;
}

export interface StpResult {
  invested: number;
  totalTransferred: number;
  /** Transfers made (the last may be part of one). */
  transfers: number;
  sourceValue: number;
  targetValue: number;
  totalValue: number;
  /** totalValue − invested. */
  gains: number;
  sourceGrowth: number;
  targetGrowth: number;
  /** The period whose transfer emptied the source fund, or null if money is left in it at the end. */
  sourceEmptiedInPeriod: number | null;
  sourceEmptiedInMonth: number | null;
  /** Per-period rows of each fund, for the whole duration. */
  sourceSchedule: BalanceRow[];
  targetSchedule: BalanceRow[];
  rows: StpYearRow[];
}

// As in the SWP, a difference within the float error carried so far is not money (see swp.ts); and
// a remainder under half a paisa goes with the last transfer rather than as one more transfer.
const ROUNDING_ULPS = 4 * Number.EPSILON;
const HALF_PAISA = 0.005;

export function calculateStp(plan: StpPlan): StpResult {
  const monthsPerPeriod = MONTHS_PER_PERIOD[plan.frequency];
  const periods = Math.floor(plan.months / monthsPerPeriod);
  const sourceRate = nominalPeriodicRate(plan.sourceRatePct, plan.frequency);
  const targetRate = nominalPeriodicRate(plan.targetRatePct, plan.frequency);
  const transferred = new MoneySum();
  const sourceGrown = new MoneySum();
  const targetGrown = new MoneySum();
  const sourceSchedule: BalanceRow[] = [];
  const targetSchedule: BalanceRow[] = [];
  let source = plan.lumpsum;
  let target = 0;
  let transfers = 0;
  let errorBound = 0;
  let sourceEmptiedInPeriod: number | null = null;
  for (let k = 1; k <= periods; k++) {
    const elapsedMonths = k * monthsPerPeriod;
    const sourceGrowth = source * sourceRate;
    const available = source + sourceGrowth;
    errorBound = errorBound * (1 + sourceRate) + ROUNDING_ULPS * (available + plan.transfer);
    let transfer = 0;
    if (sourceEmptiedInPeriod === null) {
      // Everything goes when the source holds no more than a transfer (within rounding).
      const emptied = available <= plan.transfer + errorBound + HALF_PAISA;
      transfer = emptied ? available : plan.transfer;
      if (emptied) sourceEmptiedInPeriod = k;
      transfers++;
    }
    const sourceClosing = available - transfer;
    sourceSchedule.push({
      index: k,
      elapsedMonths,
      opening: source,
      growth: sourceGrowth,
      inflow: 0,
      outflow: transfer,
      closing: sourceClosing,
    });
    const targetGrowth = target * targetRate;
    const targetClosing = target + targetGrowth + transfer;
    targetSchedule.push({
      index: k,
      elapsedMonths,
      opening: target,
      growth: targetGrowth,
      inflow: transfer,
      outflow: 0,
      closing: targetClosing,
    });
    transferred.add(transfer);
    sourceGrown.add(sourceGrowth);
    targetGrown.add(targetGrowth);
    source = sourceClosing;
    target = targetClosing;
  }
  const sourceRows = yearlyBalanceRows(sourceSchedule);
  const targetRows = yearlyBalanceRows(targetSchedule);
  return {
    invested: plan.lumpsum,
    totalTransferred: transferred.value,
    transfers,
    sourceValue: source,
    targetValue: target,
    totalValue: source + target,
    gains: source + target - plan.lumpsum,
    sourceGrowth: sourceGrown.value,
    targetGrowth: targetGrown.value,
    sourceEmptiedInPeriod,
    sourceEmptiedInMonth: sourceEmptiedInPeriod === null ? null : sourceEmptiedInPeriod * monthsPerPeriod,
    sourceSchedule,
    targetSchedule,
    rows: sourceRows.map((row, y) => ({
      year: row.index,
      elapsedMonths: row.elapsedMonths,
      source: row,
      target: targetRows[y]!,
      totalValue: row.closing + targetRows[y]!.closing,
    })),
  };
}
