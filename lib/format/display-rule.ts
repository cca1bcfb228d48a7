/** A value a display formatter accepts. Strings are read strictly as decimal numbers ("12.5", "-3", "1e5"). */
export type NumericValue = number | string | null | undefined;

export type NumericDisplayOptions = {
  /** Show negatives and zero instead of "--". NaN, non-finite and empty values still show "--". */
  allowNegative?: boolean;
};

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function toNumber(value: NumericValue): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * The numeric display rule: returns the number to display, or null when the formatter must show "--"
 * (empty, NaN, non-finite, and, unless `allowNegative`, zero and negatives). -0 comes back as 0.
 */
export function toDisplayableNumber(value: NumericValue, options: NumericDisplayOptions = {}): number | null {
  const number = toNumber(value);
  if (!Number.isFinite(number)) return null;
  if (number <= 0 && !options.allowNegative) return null;
  return number === 0 ? 0 : number;
}
