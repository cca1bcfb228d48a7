import { roundDecimalParts, toDecimalParts } from "@/lib/format/decimal";
import { toDisplayableNumber, type NumericDisplayOptions, type NumericValue } from "@/lib/format/display-rule";
import { groupDecimalParts } from "@/lib/format/indian-grouping";
import { EMPTY_DISPLAY, PERCENT_SYMBOL } from "@/lib/format/units";

export const PERCENT_FRACTION_DIGITS = 2;

/** A value already in percent units, fixed to 2 digits: 12.3456 -> "12.35%", 1.005 -> "1.01%". */
export function formatPercent(value: NumericValue, options: NumericDisplayOptions = {}): string {
  const number = toDisplayableNumber(value, options);
  if (number === null) return EMPTY_DISPLAY;
  const parts = roundDecimalParts(toDecimalParts(number), PERCENT_FRACTION_DIGITS);
  return `${parts.negative ? "-" : ""}${groupDecimalParts(parts)}${PERCENT_SYMBOL}`;
}
