import { CAGR_FIELDS } from "@/lib/calculators/cagr-form";
import { SIP_FIELDS } from "@/lib/calculators/sip-form";
import { LOG_SLIDER_POSITIONS, hasLogSlider, logSliderPosition, logSliderValue } from "@/lib/calculators/slider-scale";

// CAGR's start value: ₹1 to ₹1,000 Cr (10 decades), so position p is 10^(p / 100) rupees.
const start = CAGR_FIELDS.startValue;

describe("the amount sliders' logarithmic scale (issue 37, 12)", () => {
  it("is used for amounts only", () => {
    expect(hasLogSlider(start)).toBe(true);
    expect(hasLogSlider(SIP_FIELDS.amount)).toBe(true);
    expect(hasLogSlider(CAGR_FIELDS.cagrPct)).toBe(false);
    expect(hasLogSlider(SIP_FIELDS.duration.years)).toBe(false);
  });

  it.each([
    [0, 1],
    [100, 10],
    [300, 1_000],
    [313, 1_350],
    [500, 1_00_000],
    [750, 3_16_00_000],
    [999, 9_77_00_00_000],
    [LOG_SLIDER_POSITIONS, 1_000_00_00_000],
  ])("puts position %p of ₹1 to ₹1,000 Cr on ₹%p (10^(p/100), three figures)", (position, value) => {
    expect(logSliderValue(start, position)).toBe(value);
  });

  it("sits a typed ₹1,368 on its nearest position, 1,368 = 10^3.136: position 314 (₹1,380), not on ₹1,000", () => {
    expect(logSliderPosition(start, 1_368)).toBe(314);
    expect(logSliderValue(start, 314)).toBe(1_380);
    expect(logSliderPosition(start, 1_000)).toBe(300);
  });

  it("puts values outside the range at the ends, and a range from ₹0 at ₹0 first", () => {
    expect(logSliderPosition(start, 0)).toBe(0);
    expect(logSliderPosition(start, 2e10)).toBe(LOG_SLIDER_POSITIONS);
    const end = CAGR_FIELDS.endValue;
    expect(logSliderValue(end, 0)).toBe(0);
    expect(logSliderValue(end, 1)).toBe(1);
    expect(logSliderPosition(end, 0)).toBe(0);
  });

  it("starts a SIP's amount at its ₹100 minimum and never leaves the field's range", () => {
    const amount = SIP_FIELDS.amount;
    expect(logSliderValue(amount, 0)).toBe(100);
    expect(logSliderValue(amount, 1)).toBe(101);
    expect(logSliderValue(amount, 600)).toBe(1_00_000);
    for (let position = 0; position <= LOG_SLIDER_POSITIONS; position++) {
      const value = logSliderValue(amount, position);
      expect(value).toBeGreaterThanOrEqual(amount.min);
      expect(value).toBeLessThanOrEqual(amount.max);
      expect(logSliderValue(amount, position + 1)).toBeGreaterThanOrEqual(value);
      // Each position's value comes back to (about) that position: within one, for the rounding.
      expect(Math.abs(logSliderPosition(amount, value) - position)).toBeLessThanOrEqual(1);
    }
  });
});
