import { sliderMin } from "@/lib/calculators/slider-grid";

describe("sliderMin", () => {
  it.each([
    [100, 500, 0],
    [1_000, 10_000, 0],
    [500, 500, 500],
    [1, 0.5, 1],
    [0, 0.1, 0],
    [1_200, 500, 1_000],
  ])("min %p in steps of %p: the slider starts at %p", (min, step, expected) => {
    expect(sliderMin(min, step)).toBe(expected);
  });

  it("puts a typed multiple of the step on a slider position (₹10,000 in ₹500 steps from ₹100)", () => {
    const start = sliderMin(100, 500);
    expect((10_000 - start) % 500).toBe(0);
    expect((10_000 - 100) % 500).not.toBe(0);
  });
});
