import { decimalPartsToString, roundDecimalParts, toDecimalParts } from "@/lib/format/decimal";

/**
 * Rounds half away from zero on the decimal representation: roundHalfUp(1.005, 2) === 1.01,
 * roundHalfUp(-2.5) === -3. NaN and ±Infinity are returned unchanged.
 */
export function roundHalfUp(value: number, fractionDigits = 0): number {
  if (!Number.isFinite(value)) return value;
  return Number(decimalPartsToString(roundDecimalParts(toDecimalParts(value), fractionDigits)));
}

/** Like `toFixed`, but half away from zero on the decimal representation and never in exponent notation. */
export function toFixedHalfUp(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  return decimalPartsToString(roundDecimalParts(toDecimalParts(value), fractionDigits));
}
