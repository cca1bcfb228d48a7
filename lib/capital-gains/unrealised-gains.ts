import Decimal from "decimal.js";
import type { Lot, TaxClass } from "@/lib/capital-gains/gains-types";
import { grandfatheredCost, isGrandfathered } from "@/lib/capital-gains/grandfathered-cost";
import { equityExemption, financialYearOf, isLongTerm } from "@/lib/capital-gains/tax-rules";
import { formatInr, formatNumber } from "@/lib/format";

export interface LotToday {
  lot: Lot;
  value: Decimal;
  /** Value less the actual cost. */
  gain: Decimal;
  term: "short" | "long";
  /** The cost a sale today would use: the grandfathered cost for units bought before 1-Feb-2018, else the actual cost. */
  taxCost: Decimal;
  /** Value less `taxCost`: the gain a sale today would book. */
  taxGain: Decimal;
}

export interface Harvest {
  /** Long-term gain the holding would book if every long-term lot (in FIFO order) were sold today. */
  longTermGain: Decimal;
  /** Units to sell today, first in first out, to book at most `exemptionLeft` of long-term gain. */
  unitsToSell: Decimal;
  gainBooked: Decimal;
  note: string;
}

/**
 * Each open lot valued at today's NAV, with the term it would have if sold today and the gain that sale would
 * book (`navOn31Jan2018`: the plan's NAV on 31-Jan-2018, null when the NAV history does not reach it).
 */
export function unrealisedLots(
  lots: readonly Lot[],
  taxClass: TaxClass,
  nav: Decimal,
  today: string,
  navOn31Jan2018: Decimal | null = null,
): LotToday[] {
  return lots.map((lot) => {
    const value = lot.units.mul(nav);
    const term = isLongTerm(taxClass, lot.buyDate, today) ? "long" : "short";
    const taxCost =
      navOn31Jan2018 !== null && isGrandfathered(taxClass, term, lot.buyDate)
        ? grandfatheredCost(lot.cost, navOn31Jan2018.mul(lot.units), value)
        : lot.cost;
    return { lot, value, gain: value.minus(lot.cost), term, taxCost, taxGain: value.minus(taxCost) };
  });
}

/** What is left of this financial year's Section 112A exemption after the equity long-term gains already booked. */
export function exemptionLeft(today: string, bookedLongTermEquityGain: Decimal): Decimal {
  return Decimal.max(0, new Decimal(equityExemption(financialYearOf(today))).minus(bookedLongTermEquityGain));
}

/**
 * Tax harvesting for an equity holding: the units to sell so the long-term gain stays within the exemption
 * left. A sale takes the oldest units first, so the walk stops at the first lot that is short term or at a
 * loss (selling past it would book that too). Units are rounded down to 3 decimals, as fund houses allot.
 * Gains are those a sale books (`taxGain`): over the grandfathered cost for units bought before 1-Feb-2018.
 */
export function harvest(lotsToday: readonly LotToday[], nav: Decimal, left: Decimal): Harvest {
  let longTermGain = new Decimal(0);
  let units = new Decimal(0);
  let booked = new Decimal(0);
  let room = left;
  let stoppedBy = "";
  for (const l of lotsToday) {
    if (l.term !== "long" || l.taxGain.lte(0)) {
      stoppedBy =
        l.term !== "long"
          ? "the next units in line are short term"
          : l.taxGain.isZero()
            ? "the next units in line would book no gain (their 31-Jan-2018 value is above today's)"
            : "the next units in line are at a loss";
      break;
    }
    longTermGain = longTermGain.plus(l.taxGain);
    if (room.lte(0)) continue;
    if (l.taxGain.lte(room)) {
      units = units.plus(l.lot.units);
      booked = booked.plus(l.taxGain);
      room = room.minus(l.taxGain);
    } else {
      // Every part of the cost is proportional to the units (actual cost, 31-Jan-2018 value, value today).
      const perUnit = nav.minus(l.taxCost.div(l.lot.units));
      const part = room.div(perUnit).toDecimalPlaces(3, Decimal.ROUND_DOWN);
      units = units.plus(part);
      booked = booked.plus(part.mul(perUnit));
      room = new Decimal(0);
    }
  }
  const note = units.isZero()
    ? left.lte(0)
      ? "This year's exemption is used up."
      : `Nothing to harvest: ${stoppedBy || "no long-term gain"}.`
    : `Sell ${formatNumber(units.toFixed(3), { fractionDigits: 3 })} units (oldest first) to book ${formatInr(booked.toFixed(2), { fractionDigits: 2 })} of long-term gain tax-free${stoppedBy ? `; beyond them ${stoppedBy}` : ""}.`;
  return { longTermGain, unitsToSell: units, gainBooked: booked, note };
}
