/**
 * The range slider's lowest position: the field's minimum rounded down to a whole number of steps. A range
 * input's positions are min + k × step, so a slider from ₹100 in ₹500 steps could only sit on ₹10,100, never on
 * a typed ₹10,000; from ₹0 it sits on every multiple of the step. A position below the field's minimum is
 * taken as the minimum.
 */
export function sliderMin(min: number, step: number): number {
  return Math.floor(min / step) * step;
}
