import fc from "fast-check";
import { MoneySum } from "@/lib/calculators/money-sum";

describe("MoneySum", () => {
  it("adds 0.1 ten times to exactly 1 (a plain loop gives 0.9999999999999999)", () => {
    const sum = new MoneySum();
    for (let k = 0; k < 10; k++) sum.add(0.1);
    expect(sum.value).toBe(1);
  });

  it("adds ₹100.10 480 times to exactly ₹48,048 (a plain loop is off by 4e-10)", () => {
    const sum = new MoneySum();
    for (let k = 0; k < 480; k++) sum.add(100.1);
    expect(sum.value).toBe(48048);
  });

  it("keeps a small amount added to a huge one, then the huge one removed", () => {
    expect(new MoneySum().add(1e17).add(0.37).add(-1e17).value).toBe(0.37);
  });

  it("matches the exact sum of paise amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e11 }), { maxLength: 480 }), (paise) => {
        const sum = new MoneySum();
        for (const p of paise) sum.add(p / 100);
        const exact = paise.reduce((a, b) => a + b, 0) / 100; // integer paise sum is exact below 2^53
        expect(Math.abs(sum.value - exact)).toBeLessThanOrEqual(Math.abs(exact) * Number.EPSILON);
      }),
      { numRuns: 200, seed: 6 },
    );
  });
});
