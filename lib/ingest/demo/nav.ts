// NAV simulation: geometric Brownian motion on the business-day grid, built from
//   - one common factor per asset class (equity, interest rates, money market, gold, overseas equity),
//   - a shared shock per underlying (every fund on one index, or in one category, moves together),
//   - each scheme's own noise,
// with the variant's drift plus the scheme's skill, minus each plan's expense ratio. Every shock series
// is de-meaned over its span (a Brownian bridge in log space), so a full-history fund's long-run growth is
// exactly drift + skill - costs whatever the seed, while its path and short-period returns stay random.
// IDCW plans follow the same returns and drop by each payout on its ex-date.
import type { IdcwFrequency } from "@/lib/ingest/amfi/types";
import type { NavGrid } from "./calendar";
import { Rng } from "./prng";
import { FACTOR_IDS, FACTOR_VOL, type FactorId } from "./profiles";
import type { PlanModel, PlanSeries, SchemeModel } from "./universe";

const SQRT_TRADING_DAYS = Math.sqrt(252);

export interface DemoMarket {
  seed: number;
  grid: NavGrid;
  /** Daily log-return shocks of each factor (index 0 unused), de-meaned. */
  factors: Record<FactorId, Float64Array>;
  /** Unit-volatility shocks of an underlying (created on first use, from a stream named after it). */
  underlying(key: string): Float64Array;
}

/** Normal shocks with the given annual volatility for days from..end-1, de-meaned over that span. */
function shocks(rng: Rng, length: number, from: number, annualVol: number): Float64Array {
  const out = new Float64Array(length);
  const daily = annualVol / SQRT_TRADING_DAYS;
  let sum = 0;
  for (let t = from; t < length; t += 1) {
    const value = rng.normal() * daily;
    out[t] = value;
    sum += value;
  }
  const count = length - from;
  if (count > 0) {
    const mean = sum / count;
    for (let t = from; t < length; t += 1) out[t] = (out[t] as number) - mean;
  }
  return out;
}

export function buildMarket(seed: number, grid: NavGrid): DemoMarket {
  const length = grid.dates.length;
  const factors = Object.fromEntries(
    FACTOR_IDS.map((id) => [id, shocks(Rng.stream(seed, `factor:${id}`), length, 1, FACTOR_VOL[id])]),
  ) as Record<FactorId, Float64Array>;
  const cache = new Map<string, Float64Array>();
  return {
    seed,
    grid,
    factors,
    underlying(key) {
      let series = cache.get(key);
      if (!series) {
        series = shocks(Rng.stream(seed, `underlying:${key}`), length, 1, 1);
        cache.set(key, series);
      }
      return series;
    },
  };
}

/** The gross daily log returns of a scheme (before expenses); entries up to its launch are 0. */
export function grossReturns(scheme: SchemeModel, market: DemoMarket): Float64Array {
  const { grid } = market;
  const length = grid.dates.length;
  const rng = Rng.stream(market.seed, `nav:${scheme.key}`);
  const own = shocks(rng, length, scheme.launchIndex + 1, scheme.idioVol);
  const shared = market.underlying(scheme.variant.underlying);
  const drift = Math.log(1 + scheme.variant.drift) + scheme.alpha;
  const exposures = FACTOR_IDS.map((id) => ({ loading: scheme.loadings[id], series: market.factors[id] })).filter(
    (e) => e.loading !== 0,
  );
  const out = new Float64Array(length);
  for (let t = scheme.launchIndex + 1; t < length; t += 1) {
    let r = drift * (grid.dt[t] as number) + scheme.underlyingVol * (shared[t] as number) + (own[t] as number);
    for (const exposure of exposures) r += exposure.loading * (exposure.series[t] as number);
    out[t] = r;
  }
  return out;
}

export interface PlanNavs {
  plan: PlanModel;
  /** Grid index of the first NAV (the launch date). */
  startIndex: number;
  /** NAVs rounded to 4 decimals, from startIndex to the last grid date. */
  navs: Float64Array;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const PERIODS_PER_YEAR: Record<IdcwFrequency, number> = {
  Daily: 250,
  Weekly: 52,
  Fortnightly: 26,
  Monthly: 12,
  Quarterly: 4,
  "Half Yearly": 2,
  Annual: 1,
};

function periodOf(frequency: IdcwFrequency, grid: NavGrid, t: number): number {
  const month = grid.monthIndex[t] as number;
  switch (frequency) {
    case "Daily":
      return t;
    case "Weekly":
      return grid.weekIndex[t] as number;
    case "Fortnightly":
      return Math.floor((grid.weekIndex[t] as number) / 2);
    case "Monthly":
      return month;
    case "Quarterly":
      return Math.floor(month / 3);
    case "Half Yearly":
      return Math.floor(month / 6);
    case "Annual":
      return Math.floor(month / 12);
  }
}

/**
 * Every plan's NAVs for one scheme. Direct and Regular share the gross returns and differ only by their
 * expense ratios; the Payout and Reinvestment plans of an IDCW option share one NAV series (as they do in
 * AMFI's files).
 */
export function simulateScheme(
  scheme: SchemeModel,
  market: DemoMarket,
  gross = grossReturns(scheme, market),
): PlanNavs[] {
  const { grid } = market;
  const length = grid.dates.length;
  const start = scheme.launchIndex;
  const startNav = scheme.startNav;
  // One set of payout decisions per scheme, so Direct and Regular pay out on the same dates.
  const idcw = scheme.idcw;
  const yearly = new Map<number, { pay: boolean; fraction: number }>();
  if (idcw?.spec.style === "occasional") {
    const rng = Rng.stream(market.seed, `idcw:${scheme.key}`);
    const firstYear = Math.floor((grid.monthIndex[0] as number) / 12);
    const lastYear = Math.floor((grid.monthIndex[length - 1] as number) / 12);
    for (let year = firstYear; year <= lastYear; year += 1)
      yearly.set(year, { pay: rng.chance(0.75), fraction: rng.uniform(0.03, 0.08) });
  }

  const seriesCache = new Map<string, Float64Array>();
  const result: PlanNavs[] = [];
  for (const plan of scheme.plans) {
    const isIdcw = plan.option === "IDCW Payout" || plan.option === "IDCW Reinvestment";
    const cacheKey = `${plan.series}:${isIdcw ? "idcw" : "growth"}`;
    let navs = seriesCache.get(cacheKey);
    if (!navs) {
      navs = planSeries(plan.series, plan.expenseRatio, isIdcw);
      seriesCache.set(cacheKey, navs);
    }
    result.push({ plan, startIndex: start, navs });
  }
  return result;

  function planSeries(_series: PlanSeries, expenseRatio: number, withPayouts: boolean): Float64Array {
    const out = new Float64Array(length - start);
    const cost = expenseRatio / 100;
    let nav = startNav;
    let anchor = startNav;
    out[0] = round4(nav);
    for (let t = start + 1; t < length; t += 1) {
      nav *= Math.exp((gross[t] as number) - cost * (grid.dt[t] as number));
      if (withPayouts && idcw) nav -= payout(nav, t);
      out[t - start] = round4(nav);
    }
    return out;

    function payout(cumNav: number, t: number): number {
      if (!idcw) return 0;
      const spec = idcw.spec;
      if (spec.style === "occasional") {
        const month = grid.monthIndex[t] as number;
        if (month === (grid.monthIndex[t - 1] as number) || (month % 12) + 1 !== idcw.payoutMonth) return 0;
        const decision = yearly.get(Math.floor(month / 12));
        if (!decision?.pay || cumNav < startNav * 1.05) return 0;
        return round4(cumNav * decision.fraction);
      }
      const frequency = idcw.frequency ?? "Monthly";
      if (periodOf(frequency, grid, t) === periodOf(frequency, grid, t - 1)) return 0;
      if (spec.style === "fixed") return round4((cumNav * idcw.rate) / PERIODS_PER_YEAR[frequency]);
      // Income: distribute what was earned since the last payout (all of it for daily IDCW, 90% otherwise).
      if (cumNav <= anchor) return 0;
      const amount = round4((cumNav - anchor) * (frequency === "Daily" ? 1 : 0.9));
      anchor = cumNav - amount;
      return amount;
    }
  }
}
