import Decimal from "decimal.js";
import type { Lot, TaxClass } from "@/lib/capital-gains/gains-types";
import { CESS_PCT, gainTaxRatePct, longTermFrom } from "@/lib/capital-gains/tax-rules";
import { unrealisedLots } from "@/lib/capital-gains/unrealised-gains";
import { isoToDay } from "@/lib/metrics/day-number";
import { exitLoadPct, type ExitLoadRule } from "@/lib/xray/costs/exit-load";

/** A Regular plan's units in one folio, to be redeemed (switched) today. */
export interface SwitchHolding {
  folio: string;
  schemeCode: number;
  taxClass: TaxClass;
  nav: Decimal;
  /** Open lots, oldest first (lib/capital-gains/fifo-gains.ts). */
  lots: readonly Lot[];
  navOn31Jan2018: Decimal | null;
  /** Null when the exit load is not known or not in words the site can apply. */
  exitLoad: ExitLoadRule | null;
  /** Regular TER less Direct TER, percentage points; null when either is unknown. */
  terDifferencePct: number | null;
}

/** Which rule taxes a gain: Section 111A, 112A (with the yearly exemption), 112, or the member's slab. */
export type Pool = "111A" | "112A" | "112" | "slab";

export interface WaitOption {
  /** The first day a sale of the lot is long term. */
  from: string;
  /** Tax (with cess) a sale that day books less than a sale today, at today's NAV, before the exemption; null at a slab rate. */
  taxLess: Decimal | null;
  /** Exit load a sale that day pays less; null when the load is not known. */
  exitLoadLess: Decimal | null;
  /** The TER difference paid on the lot's value until that day; null when a TER is unknown. */
  extraTer: Decimal | null;
  /** Whether the tax and load saved exceed the extra TER; null when any is unknown. */
  worthWaiting: boolean | null;
}

export interface LotSwitch {
  buyDate: string;
  units: Decimal;
  value: Decimal;
  term: "short" | "long";
  pool: Pool;
  ratePct: number | null;
  /** Exit load of a redemption today; null when not known. */
  exitLoad: Decimal | null;
  /** Gain a sale today books: over the grandfathered cost where it applies, less the exit load. */
  gain: Decimal;
  wait: WaitOption | null;
}

const ZERO = new Decimal(0);
const withCess = (tax: Decimal) => tax.mul(100 + CESS_PCT).div(100);
const poolOf = (taxClass: TaxClass, term: "short" | "long", rate: number | null): Pool =>
  taxClass === "equity" ? (term === "short" ? "111A" : "112A") : rate === null ? "slab" : "112";

function waitOption(h: SwitchHolding, buyDate: string, value: Decimal, taxGain: Decimal, today: string) {
  const from = longTermFrom(h.taxClass, buyDate, today);
  if (from === null) return null;
  const loadOn = (date: string) =>
    h.exitLoad === null ? null : value.mul(exitLoadPct(h.exitLoad, buyDate, date)).div(100);
  const [loadNow, loadThen] = [loadOn(today), loadOn(from)];
  const [rateNow, rateThen] = [gainTaxRatePct(h.taxClass, "short", today), gainTaxRatePct(h.taxClass, "long", from)];
  const taxLess =
    rateNow === null || rateThen === null
      ? null
      : withCess(
          taxGain
            .minus(loadNow ?? 0)
            .mul(rateNow)
            .minus(taxGain.minus(loadThen ?? 0).mul(rateThen))
            .div(100),
        );
  const exitLoadLess = loadNow === null ? null : loadNow.minus(loadThen!);
  const days = isoToDay(from) - isoToDay(today);
  const extraTer = h.terDifferencePct === null ? null : value.mul(h.terDifferencePct).div(100).mul(days).div(365);
  const worthWaiting =
    taxLess === null || exitLoadLess === null || extraTer === null ? null : taxLess.plus(exitLoadLess).gt(extraTer);
  return { from, taxLess, exitLoadLess, extraTer, worthWaiting };
}

/**
 * Each open lot redeemed today at today's NAV: its term, the rule that taxes it and the gain it books (the
 * capital-gains report's own lot valuation, grandfathering included), less the exit load where known; and for a
 * short-term lot in profit that turns long term, what waiting for that day would save.
 */
export function switchLots(h: SwitchHolding, today: string): LotSwitch[] {
  return unrealisedLots(h.lots, h.taxClass, h.nav, today, h.navOn31Jan2018).map((l) => {
    const ratePct = gainTaxRatePct(h.taxClass, l.term, today);
    const exitLoad = h.exitLoad === null ? null : l.value.mul(exitLoadPct(h.exitLoad, l.lot.buyDate, today)).div(100);
    return {
      buyDate: l.lot.buyDate,
      units: l.lot.units,
      value: l.value,
      term: l.term,
      pool: poolOf(h.taxClass, l.term, ratePct),
      ratePct,
      exitLoad,
      gain: l.taxGain.minus(exitLoad ?? 0),
      wait: l.term === "short" && l.taxGain.gt(0) ? waitOption(h, l.lot.buyDate, l.value, l.taxGain, today) : null,
    };
  });
}

export interface SwitchTax {
  /** Net gains by rule after setting off the losses of the same switch. */
  equityShortTerm: Decimal;
  equityLongTerm: Decimal;
  exemptionUsed: Decimal;
  otherLongTerm: Decimal;
  /** Short-term gains taxed at the member's slab rate: their tax is not known here. */
  slabGain: Decimal;
  exitLoad: Decimal;
  /** Tax with cess on the gains at known rates (surcharge not included); slab-rate gains come on top. */
  tax: Decimal;
}

/**
 * The tax of redeeming these lots today. Losses are set off within the switch: a short-term loss against
 * short-term then long-term gains, a long-term loss against long-term gains only; then the Section 112A
 * exemption left this year comes off the long-term equity gain. Losses of slab-rate lots are not set off here.
 */
export function switchTax(lots: readonly LotSwitch[], exemptionLeft: Decimal, today: string): SwitchTax {
  const sum = (pool: Pool) => lots.filter((l) => l.pool === pool).reduce((s, l) => s.plus(l.gain), ZERO);
  let [st, lt, other] = [sum("111A"), sum("112A"), sum("112")];
  if (st.lt(0)) [lt, st] = [lt.plus(st), ZERO];
  if (lt.lt(0)) [other, lt] = [other.plus(lt), ZERO];
  other = Decimal.max(other, 0);
  const exemptionUsed = Decimal.min(lt, exemptionLeft);
  const rate = (taxClass: TaxClass, term: "short" | "long") => gainTaxRatePct(taxClass, term, today)!;
  const tax = st
    .mul(rate("equity", "short"))
    .plus(lt.minus(exemptionUsed).mul(rate("equity", "long")))
    .plus(other.mul(rate("other", "long")))
    .div(100);
  return {
    equityShortTerm: st,
    equityLongTerm: lt,
    exemptionUsed,
    otherLongTerm: other,
    slabGain: sum("slab"),
    exitLoad: lots.reduce((s, l) => s.plus(l.exitLoad ?? 0), ZERO),
    tax: withCess(tax),
  };
}
