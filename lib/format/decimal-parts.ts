// Apart from the rounding in decimal.ts: number fields need only the exact digits of a number.

/**
 * A finite number as exact decimal digits: `integer` has no leading zeros (at least "0"),
 * `fraction` is whatever follows the point. Working on these strings keeps rounding and
 * unit scaling free of binary float error and of exponent notation.
 */
export type DecimalParts = { negative: boolean; integer: string; fraction: string };

/** The parts of `digits` with the decimal point before index `pointIndex` (negative or past the end pads zeros). */
export function fromDigits(negative: boolean, digits: string, pointIndex: number): DecimalParts {
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
