import { roundDecimalParts, toDecimalParts } from "@/lib/format/decimal";
import { toDisplayableNumber, type NumericDisplayOptions, type NumericValue } from "@/lib/format/display-rule";
import { groupDecimalParts } from "@/lib/format/indian-grouping";
import { DEFAULT_FRACTION_DIGITS, EMPTY_DISPLAY } from "@/lib/format/units";

export type FormatNumberOptions = NumericDisplayOptions & { fractionDigits?: number };

/** Rounded (half away from zero) and Indian-grouped: formatNumber(1234567.891) -> "12,34,567.89". */
export function formatNumber(value: NumericValue, options: FormatNumberOptions = {}): string {
  const number = toDisplayableNumber(value, options);
  if (number === null) return EMPTY_DISPLAY;
  const parts = roundDecimalParts(toDecimalParts(number), options.fractionDigits ?? DEFAULT_FRACTION_DIGITS);
  return `${parts.negative ? "-" : ""}${groupDecimalParts(parts)}`;
}
