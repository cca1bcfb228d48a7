import { DAYS_PER_YEAR } from "@/lib/metrics/conventions";

export interface Cashflow {
  /** Day number (see day-number.ts). */
  day: number;
  /** Negative = money paid in (an instalment), positive = money received (redemption / final value). */
  amount: number;
}

const MAX_ITERATIONS = 200;
// The search range of g = ln(1 + rate): expm1(g) stays finite up to g ≈ 709.78; below −709 every rate
// is −100% in doubles anyway. The pivoted evaluation below never overflows, whatever g.
const MAX_LOG_RATE = 709;
// A solution is returned only if the NPV there is this small next to the sum of |terms|, so a
// stalled search reports "not computable" (null) rather than a wrong rate.
const RESIDUAL_TOLERANCE = 1e-9;

// Reused between calls (they never nest), so a batch of XIRRs allocates nothing per call.
let yearsScratch = new Float64Array(128);
let amountsScratch = new Float64Array(128);

// The flows being solved and the last evaluation (evaluate), held by the module: as closures of xirrArrays, the
// three functions below were named by tsx (Object.defineProperty) at every call, 8,500 plans' SIPs a day.
let flowCount = 0;
let flowSpan = 0;
let value = 0;
let slope = 0;
let magnitude = 0;

/**
 * Solved in g = ln(1 + rate), which maps rates in (−100%, ∞) onto the whole real line:
 * NPV(g) = Σ amount · e^(−g·t). Each evaluation is scaled by a positive factor (pivoting t at 0 for
 * g ≥ 0 and at the last flow for g < 0) so no term overflows; the sign and the Newton step
 * NPV/NPV' are unchanged by it.
 */
function evaluate(g: number): void {
  const pivot = g >= 0 ? 0 : flowSpan;
  const scaled = amountsScratch;
  const years = yearsScratch;
  let v = 0;
  let s = 0;
  let m = 0;
  for (let i = 0; i < flowCount; i++) {
    const amount = scaled[i]!;
    if (amount === 0) continue;
    const t = years[i]!;
    // The exponent is ≤ 0 on both sides of the pivot, so no term can overflow.
    const term = amount * Math.exp(-g * (t - pivot));
    v += term;
    s -= t * term;
    m += Math.abs(term);
  }
  value = v;
  slope = s;
  magnitude = m;
}

function converged(step: number, g: number): boolean {
  return Math.abs(step) <= 1e-14 * Math.max(1, Math.abs(g));
}

// Checked at every answer: a rate whose NPV is not ~0 is reported as not computable.
function solution(g: number): number | null {
  evaluate(g);
  return Math.abs(value) <= RESIDUAL_TOLERANCE * magnitude ? Math.expm1(g) : null;
}

/**
 * XIRR over parallel arrays (no per-flow objects); see `xirr`. Only the first `count` entries are read.
 */
export function xirrArrays(days: ArrayLike<number>, amounts: ArrayLike<number>, count = days.length): number | null {
  let firstDay = Infinity;
  let lastDay = -Infinity;
  let hasIn = false;
  let hasOut = false;
  let largest = 0;
  for (let i = 0; i < count; i++) {
    const amount = amounts[i]!;
    const day = days[i]!;
    if (!Number.isFinite(amount) || !Number.isFinite(day)) return null;
    if (amount === 0) continue;
    if (amount > 0) hasOut = true;
    else hasIn = true;
    if (Math.abs(amount) > largest) largest = Math.abs(amount);
    if (day < firstDay) firstDay = day;
    if (day > lastDay) lastDay = day;
  }
  if (!hasIn || !hasOut || lastDay === firstDay) return null;

  if (yearsScratch.length < count) {
    yearsScratch = new Float64Array(count * 2);
    amountsScratch = new Float64Array(count * 2);
  }
  const years = yearsScratch;
  // Amounts divided by the largest |amount| (the root does not change): sums of subnormal flows
  // (5e-324) or of flows near 1e308 would otherwise lose every digit or overflow.
  const scaled = amountsScratch;
  for (let i = 0; i < count; i++) {
    years[i] = (days[i]! - firstDay) / DAYS_PER_YEAR;
    scaled[i] = amounts[i]! / largest;
  }
  flowCount = count;
  flowSpan = (lastDay - firstDay) / DAYS_PER_YEAR;

  // 1. Plain Newton from 10% (Excel's default guess): a few steps for ordinary flows.
  let g = Math.log1p(0.1);
  for (let iteration = 0; iteration < 40; iteration++) {
    evaluate(g);
    if (value === 0) return Math.expm1(g);
    const step = value / slope;
    const next = g - step;
    if (!Number.isFinite(next) || Math.abs(next) >= MAX_LOG_RATE) break;
    g = next;
    if (converged(step, g)) return solution(g);
  }

  // 2. Fallback: bracket a sign change, searching outwards from 0% in both directions with doubling
  // steps (so with unusual flows that have several roots, the one nearest 0% is taken) ...
  evaluate(0);
  if (value === 0) return 0;
  let lo = NaN;
  let hi = NaN;
  let upper = 0;
  let upperValue = value;
  let lower = 0;
  let lowerValue = value;
  for (let reach = 0.25; Number.isNaN(lo); reach *= 2) {
    const atLimit = reach >= MAX_LOG_RATE;
    const nextUpper = atLimit ? MAX_LOG_RATE : reach;
    evaluate(nextUpper);
    if (value === 0) return Math.expm1(nextUpper);
    if (value < 0 !== upperValue < 0) {
      lo = upper;
      hi = nextUpper;
      break;
    }
    upper = nextUpper;
    upperValue = value;
    const nextLower = -nextUpper;
    evaluate(nextLower);
    if (value === 0) return Math.expm1(nextLower);
    if (value < 0 !== lowerValue < 0) {
      lo = nextLower;
      hi = lower;
      break;
    }
    lower = nextLower;
    lowerValue = value;
    if (atLimit) return null;
  }

  // ... then safeguarded Newton (Numerical Recipes' rtsafe) inside it: a Newton step when it stays in
  // the bracket and shrinks it fast enough, a bisection step otherwise.
  evaluate(lo);
  const loNegative = value < 0;
  g = 0.5 * (lo + hi);
  let previousStep = hi - lo;
  let step = previousStep;
  evaluate(g);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const newton = g - value / slope;
    if (slope === 0 || !(newton > lo && newton < hi) || Math.abs(2 * value) > Math.abs(previousStep * slope)) {
      previousStep = step;
      step = 0.5 * (hi - lo);
      g = lo + step;
    } else {
      previousStep = step;
      step = g - newton;
      g = newton;
    }
    if (converged(step, g)) return solution(g);
    evaluate(g);
    if (value === 0) return Math.expm1(g);
    if (value < 0 === loNegative) lo = g;
    else hi = g;
  }
  return Math.abs(hi - lo) <= 1e-9 * Math.max(1, Math.abs(g)) ? solution(g) : null;
}

/**
 * Annualised internal rate of return of dated cash flows, as a FRACTION (0.1 = 10% a year), like
 * Excel's XIRR: the rate r with Σ amount / (1 + r)^((day − first day) / 365) = 0. Solved by Newton from
 * 10%, falling back to a bracketing search and safeguarded Newton-bisection, so it converges from
 * −99.99…% to far beyond +1000%, for flows of any scale (amounts are normalised first). Null ("not
 * computable") when there is no inflow and outflow (e.g. all flows positive), all flows fall on one
 * day, an amount or day is not finite, no rate in (−100%, +∞) solves it, or the rate found does not
 * bring the NPV to ~0 (a check made on every answer, so a stalled search never returns a wrong rate).
 */
export function xirr(cashflows: readonly Cashflow[]): number | null {
  const n = cashflows.length;
  const days = new Float64Array(n);
  const amounts = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const flow = cashflows[i]!;
    days[i] = flow.day;
    amounts[i] = flow.amount;
  }
  return xirrArrays(days, amounts, n);
}
