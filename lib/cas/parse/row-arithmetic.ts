import Decimal from "decimal.js";

/** Half a unit of the last printed decimal place of a decimal text: "12.345" -> 0.0005. */
const halfUlp = (text: string) => new Decimal(10).pow(-(text.split(".")[1]?.length ?? 0)).div(2);

/**
 * How far units x NAV may sit from the printed amount through rounding alone: each of the three is rounded to the
 * places printed, so the product may move by half a unit of the units' last place times the NAV, half of the NAV's
 * last place times the units, and the amount by half of its own last place.
 */
export function roundingSlack(amount: string, units: string, nav: string): Decimal {
  return halfUlp(units)
    .mul(new Decimal(nav).abs())
    .plus(halfUlp(nav).mul(new Decimal(units).abs()))
    .plus(halfUlp(amount));
}

/** units x NAV minus the amount (both taken positive), and whether that is within rounding. */
export function navTimesUnits(amount: string, units: string, nav: string): { gap: Decimal; ok: boolean } {
  const gap = new Decimal(units).abs().mul(nav).minus(new Decimal(amount).abs());
  return { gap, ok: gap.abs().lte(roundingSlack(amount, units, nav)) };
}
