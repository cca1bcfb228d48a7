import Decimal from "decimal.js";
import { LRUMap } from "mnemonist";

/** A plan's total expense ratio, percent a year, with the date and source it speaks for. */
export interface DatedTer {
  pct: number;
  asOf: string;
  source: string;
  stale: boolean;
}

/** The yearly return the 10-year saving compounds at: the fund's own 5-year return, or a stated assumption. */
export interface GrowthRate {
  ratePct: number;
  basis: "own_5y_return" | "assumption";
  reason: string;
  asOf: string | null;
}

/**
 * The rate the 10-year saving compounds at: the fund's own 5-year return; without one, the median 5-year return
 * of its category's growth plans, said as an assumption; without that either, no growth (the TER difference
 * alone compounds), said too.
 */
export function growthOf(
  own: { pct: number; asOf: string } | null,
  category: { pct: number; asOf: string; name: string; plans: number } | null,
): GrowthRate {
  if (own !== null)
    return { ratePct: own.pct, basis: "own_5y_return", reason: "the fund's own 5-year return", asOf: own.asOf };
  if (category !== null)
    return {
      ratePct: category.pct,
      basis: "assumption",
      reason: `the fund has no 5-year return; the median 5-year return of the ${category.plans} growth plans of its category (${category.name})`,
      asOf: category.asOf,
    };
  return {
    ratePct: 0,
    basis: "assumption",
    reason: "neither the fund nor its category has a 5-year return: no market growth assumed",
    asOf: null,
  };
}

export interface CostHolding {
  schemeCode: number;
  name: string;
  planType: "Regular" | "Direct" | null;
  /** Value today, rupees. */
  value: Decimal;
  /** Null when no source discloses it (never 0: a missing TER never looks cheap). */
  ter: DatedTer | null;
  /** The Direct plan of the same scheme and option, for a Regular plan; null when there is none. */
  direct: { schemeCode: number; name: string; ter: DatedTer | null } | null;
  growth: GrowthRate;
}

export type SavingStatus = "saving" | "no_saving" | "ter_unknown" | "no_direct" | "not_regular";

export interface DirectSaving {
  status: SavingStatus;
  /** Regular TER less Direct TER, percentage points; null unless both are known. */
  terDifferencePct: number | null;
  yearly: Decimal | null;
  tenYear: Decimal | null;
  note: string;
}

const YEARS = 10;
const HUNDRED = new Decimal(100);
/** Percentages as decimals, kept: a request's costs multiply by the same few TERs and TER differences. */
const KEPT_PERCENTS = 10_000;
const keptPercents = new LRUMap<number, Decimal>(KEPT_PERCENTS);
function decimalOf(pct: number): Decimal {
  let kept = keptPercents.get(pct);
  if (kept === undefined) keptPercents.set(pct, (kept = new Decimal(pct)));
  return kept;
}
const pctOf = (value: Decimal, pct: number) => value.mul(decimalOf(pct)).div(HUNDRED);

/** A TER difference d (percentage points) and what ₹1 saves over YEARS at return r with it: (1 + r + d)^10 - (1 + r)^10. */
interface SavingRate {
  d: Decimal;
  /** d as a number, as the answer states it. */
  dPct: number;
  tenYearPerRupee: Decimal;
}

/**
 * The saving rates of the TER pairs and returns met, kept (at most KEPT_RATES, the least recently used out first):
 * they depend on no amount, and the powers in decimal cost most of a saving, which every X-ray of a plan asks for
 * again.
 */
const KEPT_RATES = 50_000;
const keptRates = new LRUMap<string, SavingRate>(KEPT_RATES);

function savingRate(regularPct: number, directPct: number, ratePct: number): SavingRate {
  const key = `${regularPct} ${directPct} ${ratePct}`;
  let rate = keptRates.get(key);
  if (rate === undefined) {
    const d = new Decimal(regularPct).minus(directPct);
    const r = new Decimal(ratePct).div(100);
    rate = {
      d,
      dPct: d.toNumber(),
      tenYearPerRupee: r.plus(1).plus(d.div(100)).pow(YEARS).minus(r.plus(1).pow(YEARS)),
    };
    keptRates.set(key, rate);
  }
  return rate;
}

/**
 * What switching a Regular plan to its Direct plan saves: a year on today's value, and over 10 years as the
 * difference of the value grown at the fund's return r plus the TER difference d and at r alone,
 * value x ((1 + r + d)^10 - (1 + r)^10): the saving earns the fund's return too.
 */
export function directSaving(h: CostHolding): DirectSaving {
  const none = (status: SavingStatus, note: string): DirectSaving => ({
    status,
    terDifferencePct: null,
    yearly: null,
    tenYear: null,
    note,
  });
  if (h.planType !== "Regular") return none("not_regular", "Not a Regular plan: nothing to switch.");
  if (h.direct === null) return none("no_direct", "The site lists no Direct plan of this scheme with the same option.");
  if (h.ter === null || h.direct.ter === null)
    return none(
      "ter_unknown",
      `The ${h.ter === null ? "Regular" : "Direct"} plan's TER is not disclosed: the saving is unknown.`,
    );
  const { d, dPct, tenYearPerRupee } = savingRate(h.ter.pct, h.direct.ter.pct, h.growth.ratePct);
  const yearly = pctOf(h.value, dPct);
  if (d.lte(0))
    return {
      status: "no_saving",
      terDifferencePct: dPct,
      yearly,
      tenYear: null,
      note: "The Direct plan's TER is not lower: switching saves nothing.",
    };
  const tenYear = h.value.mul(tenYearPerRupee);
  const rate =
    h.growth.basis === "own_5y_return"
      ? `the fund's own 5-year return of ${h.growth.ratePct}% a year`
      : `an assumed ${h.growth.ratePct}% a year (${h.growth.reason})`;
  return {
    status: "saving",
    terDifferencePct: dPct,
    yearly,
    tenYear,
    note: `Over ${YEARS} years at ${rate}, the Direct plan's lower TER compounds.`,
  };
}

export interface PortfolioCost {
  value: Decimal;
  /** Value of the holdings whose TER is disclosed. */
  knownValue: Decimal;
  /** Value-weighted TER of the holdings whose TER is disclosed; null when none is. */
  weightedTerPct: number | null;
  /** Rupees a year at those TERs on today's value (the undisclosed part left out, never counted as 0). */
  annualCost: Decimal | null;
  unknownTerValue: Decimal;
  /** Sum of the positive savings of the Regular plans that have a cheaper Direct plan. */
  yearlySaving: Decimal;
  tenYearSaving: Decimal;
  /** Each holding's annualCostOf, in the order given. */
  annualCosts: (Decimal | null)[];
  notes: string[];
}

export function annualCostOf(h: Pick<CostHolding, "value" | "ter">): Decimal | null {
  return h.ter === null ? null : pctOf(h.value, h.ter.pct);
}

/** The portfolio's weighted TER and rupee cost a year, and what the Direct switches save in all. */
export function portfolioCost(holdings: readonly CostHolding[], savings: readonly DirectSaving[]): PortfolioCost {
  const zero = new Decimal(0);
  const value = holdings.reduce((s, h) => s.plus(h.value), zero);
  const annualCosts = holdings.map(annualCostOf);
  const known = holdings.filter((h) => h.ter !== null);
  const knownValue = known.reduce((s, h) => s.plus(h.value), zero);
  const annual = annualCosts.reduce<Decimal>((s, cost) => (cost === null ? s : s.plus(cost)), zero);
  const unknownTerValue = value.minus(knownValue);
  const notes: string[] = [];
  if (unknownTerValue.gt(0))
    notes.push(
      `The TER of ${holdings.length - known.length} holding(s) worth Rs ${unknownTerValue.toFixed(2)} is not disclosed: the weighted TER and the yearly cost cover the rest, so the true cost is higher.`,
    );
  const positive = savings.filter((s) => s.status === "saving");
  return {
    value,
    knownValue,
    weightedTerPct: knownValue.gt(0) ? annual.mul(100).div(knownValue).toNumber() : null,
    annualCost: known.length > 0 ? annual : null,
    unknownTerValue,
    yearlySaving: positive.reduce((s, x) => s.plus(x.yearly!), zero),
    tenYearSaving: positive.reduce((s, x) => s.plus(x.tenYear!), zero),
    annualCosts,
    notes,
  };
}
