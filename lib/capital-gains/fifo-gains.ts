import Decimal from "decimal.js";
import type { HoldingKey, Lot, SaleMatch, TaxClass, UnitEvent } from "@/lib/capital-gains/gains-types";
import { costInflationIndex } from "@/lib/capital-gains/cost-inflation-index";
import { grandfatheredCost, isGrandfathered } from "@/lib/capital-gains/grandfathered-cost";
import {
  GRANDFATHERING_NAV_DATE,
  RATE_CHANGE_DATE,
  financialYearOf,
  isLongTerm,
  rateNote,
} from "@/lib/capital-gains/tax-rules";

export interface HoldingHistory {
  key: HoldingKey;
  taxClass: TaxClass;
  /** NAV on (or last before) 31-Jan-2018; null when the NAV history does not reach that date. */
  navOn31Jan2018: Decimal | null;
  events: readonly UnitEvent[];
}

export interface FifoResult {
  matches: SaleMatch[];
  openLots: Lot[];
  /** Units sold beyond what the recorded purchases hold (a statement that starts after the first purchase). */
  unmatchedUnits: Decimal;
}

const ZERO = new Decimal(0);
// In the events of one day, units come in before they go out (a switch in and a sale on the same day).
const dayOrder = (a: UnitEvent, b: UnitEvent) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.direction === b.direction ? 0 : a.direction === "in" ? -1 : 1;

function matchOf(h: HoldingHistory, sale: UnitEvent, lot: Lot, units: Decimal): SaleMatch {
  const actualCost = lot.cost.mul(units).div(lot.units);
  const saleValue = sale.amount.mul(units).div(sale.units);
  const term = isLongTerm(h.taxClass, lot.buyDate, sale.date) ? "long" : "short";
  const notes: string[] = lot.ownFigures
    ? ["Bought at your own figures (the units and price you gave: the site's NAV history starts later)."]
    : [];
  let fmvPerUnit: Decimal | null = null;
  let costUsed = actualCost;
  if (isGrandfathered(h.taxClass, term, lot.buyDate)) {
    if (h.navOn31Jan2018 === null) {
      notes.push(
        `Bought before 1-Feb-2018, but the NAV history does not reach ${GRANDFATHERING_NAV_DATE}: actual cost used (grandfathering may lower this gain).`,
      );
    } else {
      fmvPerUnit = h.navOn31Jan2018;
      costUsed = grandfatheredCost(actualCost, fmvPerUnit.mul(units), saleValue);
      notes.push(
        `Grandfathered: cost = higher of actual cost and the lower of the 31-Jan-2018 value (NAV ${fmvPerUnit.toFixed(4)}) and the sale value.`,
      );
    }
  }
  if (h.taxClass !== "equity" && term === "long" && sale.date < RATE_CHANGE_DATE) {
    const [bought, sold] = [financialYearOf(lot.buyDate), financialYearOf(sale.date)];
    const [from, to] = [costInflationIndex(bought), costInflationIndex(sold)];
    if (from === null || to === null) {
      notes.push(`No cost inflation index for ${from === null ? bought : sold}: actual cost used.`);
    } else {
      costUsed = actualCost.mul(to).div(from);
      notes.push(`Indexed cost: actual cost x CII ${to} (${sold}) / CII ${from} (${bought}).`);
    }
  }
  return {
    key: h.key,
    taxClass: h.taxClass,
    saleDate: sale.date,
    financialYear: financialYearOf(sale.date),
    buyDate: lot.buyDate,
    units,
    buyNav: lot.nav,
    saleNav: sale.nav,
    saleValue,
    actualCost,
    fmvPerUnit,
    costUsed,
    gain: saleValue.minus(costUsed),
    term,
    rate: rateNote(h.taxClass, term, lot.buyDate, sale.date),
    notes,
  };
}

/** Matches every sale of one folio and scheme to the earliest units still held (first in, first out). */
export function fifoGains(h: HoldingHistory): FifoResult {
  const lots: Lot[] = [];
  const matches: SaleMatch[] = [];
  let unmatchedUnits = ZERO;
  for (const event of [...h.events].sort(dayOrder)) {
    if (event.units.isZero()) continue;
    if (event.direction === "in") {
      lots.push({
        buyDate: event.date,
        units: event.units,
        cost: event.amount,
        nav: event.nav,
        ownFigures: event.ownFigures,
      });
      continue;
    }
    let left = event.units;
    while (left.gt(0) && lots.length > 0) {
      const lot = lots[0]!;
      const take = Decimal.min(left, lot.units);
      matches.push(matchOf(h, event, lot, take));
      left = left.minus(take);
      if (take.eq(lot.units)) lots.shift();
      else lots[0] = { ...lot, units: lot.units.minus(take), cost: lot.cost.minus(lot.cost.mul(take).div(lot.units)) };
    }
    unmatchedUnits = unmatchedUnits.plus(left);
  }
  return { matches, openLots: lots, unmatchedUnits };
}
