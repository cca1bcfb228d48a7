import { toDecimalParts, type DecimalParts } from "@/lib/format/decimal-parts";
import { groupIndianDigits } from "@/lib/format/indian-digits";
import { EMPTY_DISPLAY } from "@/lib/format/units";

export { groupIndianDigits };

/** The magnitude of `parts` with Indian grouping on the integer part; the sign is left to the caller. */
export function groupDecimalParts(parts: DecimalParts): string {
  const integer = groupIndianDigits(parts.integer);
  return parts.fraction ? `${integer}.${parts.fraction}` : integer;
}

/**
 * Indian grouping of a number exactly as JavaScript prints it (no rounding, no exponent notation):
 * 1234567.89 -> "12,34,567.89", -1e15 -> "-1,00,00,00,00,00,000". Non-finite values give "--".
 */
export function groupIndian(value: number): string {
  if (!Number.isFinite(value)) return EMPTY_DISPLAY;
  const parts = toDecimalParts(value);
  return `${parts.negative ? "-" : ""}${groupDecimalParts(parts)}`;
}
