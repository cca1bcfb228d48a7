import { fromDigits, toDecimalParts, type DecimalParts } from "@/lib/format/decimal-parts";
import { MAX_FRACTION_DIGITS } from "@/lib/format/units";

export { toDecimalParts, type DecimalParts };

export function assertFractionDigits(fractionDigits: number): void {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > MAX_FRACTION_DIGITS) {
    throw new RangeError(`fractionDigits must be an integer from 0 to ${MAX_FRACTION_DIGITS}, got ${fractionDigits}`);
  }
}

function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return "1" + out.join("");
}

/**
 * Rounds half away from zero to exactly `fractionDigits` fraction digits (padding with zeros).
 * A result that rounds to zero is never negative.
 */
export function roundDecimalParts(parts: DecimalParts, fractionDigits: number): DecimalParts {
  assertFractionDigits(fractionDigits);
  let integer = parts.integer;
  let fraction = parts.fraction;
  if (fraction.length <= fractionDigits) {
    fraction = fraction.padEnd(fractionDigits, "0");
  } else {
    let kept = integer + fraction.slice(0, fractionDigits);
    if ((fraction[fractionDigits] ?? "0") >= "5") kept = incrementDigits(kept);
    const pointIndex = kept.length - fractionDigits;
    integer = kept.slice(0, pointIndex).replace(/^0+(?=\d)/, "");
    fraction = kept.slice(pointIndex);
  }
  const isZero = /^0+$/.test(integer + fraction);
  return { negative: parts.negative && !isZero, integer, fraction };
}

/** Divides by 10^places by moving the decimal point (exact). */
export function shiftDecimalLeft(parts: DecimalParts, places: number): DecimalParts {
  return fromDigits(parts.negative, parts.integer + parts.fraction, parts.integer.length - places);
}

/** Plain decimal text without grouping, e.g. "-1234567.89". */
export function decimalPartsToString(parts: DecimalParts): string {
  const sign = parts.negative ? "-" : "";
  return parts.fraction ? `${sign}${parts.integer}.${parts.fraction}` : `${sign}${parts.integer}`;
}
