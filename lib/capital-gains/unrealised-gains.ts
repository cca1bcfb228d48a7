import Decimal from "decimal.js";
import type { Lot, TaxClass } from "@/lib/capital-gains/gains-types";
import { equityExemption, financialYearOf, isLongTerm } from "@/lib/capital-gains/tax-rules";

export interface LotToday {
  lot: Lot;
  value: Decimal;
  gain: Decimal;
  term: "short" | "long";
}

export interface Harvest {
  /** Long-term gain the holding would realise if every long-term lot (in FIFO order) were sold today. */
  longTermGain: Decimal;
  /** Units to sell today, first in first out, to book at most `exemptionLeft` of long-term gain. */
  unitsToSell: Decimal;
  gainBooked: Decimal;
  note: string;
}

/** Each open lot valued at today's NAV, with the term it would have if sold today. */
export function unrealisedLots(lots: readonly Lot[], taxClass: TaxClass, nav: Decimal, today: string): LotToday[] {
  return lots.map((lot) => {
    const value = lot.units.mul(nav);
    return {
      lot,
      value,
      gain: value.minus(lot.cost),
      term: isLongTerm(taxClass, lot.buyDate, today) ? "long" : "short",
    };
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
 */
export function harvest(lotsToday: readonly LotToday[], nav: Decimal, left: Decimal): Harvest {
  let longTermGain = new Decimal(0);
  let units = new Decimal(0);
  let booked = new Decimal(0);
  let room = left;
  let stoppedBy = "";
  for (const l of lotsToday) {
    if (l.term !== "long" || l.gain.lte(0)) {
      stoppedBy = l.term !== "long" ? "the next units in line are short term" : "the next units in line are at a loss";
      break;
    }
    longTermGain = longTermGain.plus(l.gain);
    if (room.lte(0)) continue;
    if (l.gain.lte(room)) {
      units = units.plus(l.lot.units);
      booked = booked.plus(l.gain);
      room = room.minus(l.gain);
    } else {
      const perUnit = nav.minus(l.lot.cost.div(l.lot.units));
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
    : `Sell ${units.toFixed(3)} units (oldest first) to book ${booked.toFixed(2)} of long-term gain tax-free${stoppedBy ? `; beyond them ${stoppedBy}` : ""}.`;
  return { longTermGain, unitsToSell: units, gainBooked: booked, note };
}
