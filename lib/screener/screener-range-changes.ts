// What the screener's range sliders and range chips do to its state (apart from screener-state-changes.ts:
// only the lazily loaded filter panel and chips need this, and its rounding code).
import { roundHalfUp } from "@/lib/format/rounding";
import type { ScreenerRangeKey } from "@/lib/screener/screener-constants";
import type { ScreenerState } from "@/lib/screener/screener-url-state";

/** Range values are kept to the slider's step of 0.01. */
const RANGE_DECIMALS = 2;

/**
 * Sets a range from the slider: an end at (or beyond) the filter's own bound filters nothing, so it is
 * left unset; the address then stays valid when tomorrow's data moves the bounds.
 */
export function setRange(
  state: ScreenerState,
  key: ScreenerRangeKey,
  [low, high]: readonly [number, number],
  bounds: { min: number; max: number },
): ScreenerState {
  const min = low > bounds.min ? roundHalfUp(low, RANGE_DECIMALS) : undefined;
  const max = high < bounds.max ? roundHalfUp(high, RANGE_DECIMALS) : undefined;
  const ranges = { ...state.ranges };
  if (min === undefined && max === undefined) delete ranges[key];
  else ranges[key] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  return { ...state, ranges, page: 1 };
}

export function clearRange(state: ScreenerState, key: ScreenerRangeKey): ScreenerState {
  if (!state.ranges[key]) return state;
  const ranges = { ...state.ranges };
  delete ranges[key];
  return { ...state, ranges, page: 1 };
}
