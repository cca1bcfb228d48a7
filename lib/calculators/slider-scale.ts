import type { NumberFieldSpec } from "@/lib/calculators/input-fields";

/**
 * An amount's slider is logarithmic: from ₹1 to ₹1,000 Cr in ₹1,000 steps, a linear slider could only sit on
 * multiples of ₹1,000 (a typed ₹1,368 showed as ₹1,000) and a pixel was lakhs wide. Its positions are 0 to
 * LOG_SLIDER_POSITIONS, each the last one's value × a constant ratio, rounded to three significant figures;
 * the slider only sets the value when moved, so a typed value is never changed by it.
 */
export const LOG_SLIDER_POSITIONS = 1000;

export function hasLogSlider(spec: NumberFieldSpec): boolean {
  return spec.unit === "₹";
}

// The scale's lowest positive value: a range from ₹0 starts its ratios at ₹1.
const lowest = (spec: NumberFieldSpec) => Math.max(spec.min, 1);

/** Three significant figures, never below whole rupees: 1,368.4 → 1,370; 2.6 → 3. */
function roundNicely(value: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.round(value / unit) * unit;
}

/** The value at a slider position: the field's minimum at 0, its maximum at the last position. */
export function logSliderValue(spec: NumberFieldSpec, position: number): number {
  if (position <= 0) return spec.min;
  if (position >= LOG_SLIDER_POSITIONS) return spec.max;
  const low = lowest(spec);
  const raw = low * Math.pow(spec.max / low, position / LOG_SLIDER_POSITIONS);
  return Math.min(spec.max, Math.max(spec.min, roundNicely(raw)));
}

/** The position nearest a value (the thumb's place for a typed value); out-of-range values sit at the ends. */
export function logSliderPosition(spec: NumberFieldSpec, value: number): number {
  const low = lowest(spec);
  if (!(value > low)) return 0;
  if (value >= spec.max) return LOG_SLIDER_POSITIONS;
  return Math.round((LOG_SLIDER_POSITIONS * Math.log(value / low)) / Math.log(spec.max / low));
}
