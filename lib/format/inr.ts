import { roundDecimalParts, shiftDecimalLeft, toDecimalParts, type DecimalParts } from "@/lib/format/decimal";
import { toDisplayableNumber, type NumericDisplayOptions, type NumericValue } from "@/lib/format/display-rule";
import { groupDecimalParts } from "@/lib/format/indian-grouping";
import {
  CRORE,
  CRORE_LABEL,
  DEFAULT_FRACTION_DIGITS,
  EMPTY_DISPLAY,
  LAKH_LABEL,
  RUPEE_SYMBOL,
} from "@/lib/format/units";

export type FormatInrOptions = NumericDisplayOptions & { fractionDigits?: number };

function withRupee(parts: DecimalParts, unit?: string): string {
  const text = `${parts.negative ? "-" : ""}${RUPEE_SYMBOL}${groupDecimalParts(parts)}`;
  return unit ? `${text} ${unit}` : text;
}

/** Full rupee amount with Indian grouping: 1234567 -> "₹12,34,567.00"; negatives as "-₹1,234.00". */
export function formatInr(value: NumericValue, options: FormatInrOptions = {}): string {
  const number = toDisplayableNumber(value, options);
  if (number === null) return EMPTY_DISPLAY;
  return withRupee(roundDecimalParts(toDecimalParts(number), options.fractionDigits ?? DEFAULT_FRACTION_DIGITS));
}

/**
 * Rupees below 1 lakh, then lakh, then crore: 1234567 -> "₹12.35 Lakh", 123456789 -> "₹12.35 Cr".
 * The unit is chosen after rounding, so 99,999.995 -> "₹1.00 Lakh" and 99,99,999.995 -> "₹1.00 Cr".
 */
export function formatInrCompact(value: NumericValue, options: FormatInrOptions = {}): string {
  const number = toDisplayableNumber(value, options);
  if (number === null) return EMPTY_DISPLAY;
  const fractionDigits = options.fractionDigits ?? DEFAULT_FRACTION_DIGITS;
  const exact = toDecimalParts(number);

  const rupees = roundDecimalParts(exact, fractionDigits);
  if (rupees.integer.length < 6) return withRupee(rupees);

  // Rounded lakh can reach 100 (99,99,500 -> "100.00") even when rounded rupees stay below a crore.
  const lakh = roundDecimalParts(shiftDecimalLeft(exact, 5), fractionDigits);
  if (lakh.integer.length < 3) return withRupee(lakh, LAKH_LABEL);

  return withRupee(roundDecimalParts(shiftDecimalLeft(exact, 7), fractionDigits), CRORE_LABEL);
}

/** An amount the data gives in crore (AUM), shown compactly: 1234.5 -> "₹1,234.50 Cr"; null -> "--". */
export function formatCroreAmount(crore: number | null, options: FormatInrOptions = {}): string {
  return formatInrCompact(crore === null ? null : crore * CRORE, options);
}
