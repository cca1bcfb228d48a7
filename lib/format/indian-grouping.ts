import { toDecimalParts, type DecimalParts } from "@/lib/format/decimal";
import { EMPTY_DISPLAY } from "@/lib/format/units";

/** Groups a string of integer digits the Indian way: "1234567" -> "12,34,567". */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(",");
}

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
