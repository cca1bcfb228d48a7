import { MAX_FRACTION_DIGITS } from "@/lib/format/units";

/**
 * A finite number as exact decimal digits: `integer` has no leading zeros (at least "0"),
 * `fraction` is whatever follows the point. Working on these strings keeps rounding and
 * unit scaling free of binary float error and of exponent notation.
 */
export type DecimalParts = { negative: boolean; integer: string; fraction: string };

function fromDigits(negative: boolean, digits: string, pointIndex: number): DecimalParts {
  let integer: string;
  let fraction: string;
  if (pointIndex <= 0) {
    integer = "0";
    fraction = "0".repeat(-pointIndex) + digits;
  } else if (pointIndex >= digits.length) {
    integer = digits + "0".repeat(pointIndex - digits.length);
    fraction = "";
  } else {
    integer = digits.slice(0, pointIndex);
    fraction = digits.slice(pointIndex);
  }
  integer = integer.replace(/^0+(?=\d)/, "");
  return { negative, integer, fraction };
}

/**
 * Splits a finite number into its shortest round-trip decimal digits (what `String(value)` prints),
 * so 1.005 is "1" + "005", not 1.00499999999999989... `-0` is not negative. Throws on NaN/Infinity.
 */
export function toDecimalParts(value: number): DecimalParts {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
  if (!match) throw new RangeError(`Unexpected number text: ${String(value)}`);
  const [, whole = "0", decimals = "", exponent = "0"] = match;
  return fromDigits(value < 0, whole + decimals, whole.length + Number(exponent));
}

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
