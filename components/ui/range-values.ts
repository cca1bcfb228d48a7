export type RangeValue = [low: number, high: number];

export interface RangeBounds {
  min: number;
  max: number;
}

function orderedBounds({ min, max }: RangeBounds): RangeBounds {
  return min <= max ? { min, max } : { min: max, max: min };
}

export function clampToBounds(value: number, bounds: RangeBounds): number {
  const { min, max } = orderedBounds(bounds);
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * Any pair made valid: both ends clamped to the bounds, a missing (NaN) low/high taken as the
 * bound, and a reversed pair put back in order.
 */
export function normalizeRange([low, high]: readonly [number, number], bounds: RangeBounds): RangeValue {
  const { min, max } = orderedBounds(bounds);
  const a = Number.isNaN(low) ? min : clampToBounds(low, { min, max });
  const b = Number.isNaN(high) ? max : clampToBounds(high, { min, max });
  return a <= b ? [a, b] : [b, a];
}

/** Moves the lower end: clamped to the bounds and never past the upper end. NaN leaves it as is. */
export function setRangeLow(range: readonly [number, number], nextLow: number, bounds: RangeBounds): RangeValue {
  const [low, high] = normalizeRange(range, bounds);
  if (Number.isNaN(nextLow)) return [low, high];
  return [Math.min(clampToBounds(nextLow, bounds), high), high];
}

/** Moves the upper end: clamped to the bounds and never below the lower end. NaN leaves it as is. */
export function setRangeHigh(range: readonly [number, number], nextHigh: number, bounds: RangeBounds): RangeValue {
  const [low, high] = normalizeRange(range, bounds);
  if (Number.isNaN(nextHigh)) return [low, high];
  return [low, Math.max(clampToBounds(nextHigh, bounds), low)];
}

/** Position of a value along the bounds, 0-100, for drawing the selected part of the track. */
export function percentOf(value: number, bounds: RangeBounds): number {
  const { min, max } = orderedBounds(bounds);
  if (max === min) return 0;
  return ((clampToBounds(value, bounds) - min) / (max - min)) * 100;
}
