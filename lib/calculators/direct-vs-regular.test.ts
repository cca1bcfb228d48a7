import {
  checkDirectVsRegular,
  DIRECT_VS_REGULAR_FIELDS,
  defaultReturnBeforeCosts,
} from "@/lib/calculators/direct-vs-regular-form";
import { terCostAfter, terDifferenceCost } from "@/lib/calculators/direct-vs-regular";

describe("terDifferenceCost", () => {
  // ₹1,00,000 in a fund earning 11.5% before costs: Regular (TER 1.5%) grows at 10%, Direct (TER 0.5%) at 11%.
  // By hand: 1.1^5 = 1.61051, 1.11^5 = 1.6850581551, 1.1^10 = 2.5937424601, 1.11^10 = 1.6850581551² = 2.83942098606...
  const inputs = { amount: 1_00_000, returnPct: 11.5, regularTerPct: 1.5, directTerPct: 0.5 };

  it("gives both plans' values and the difference after 1, 5 and 10 years", () => {
    const rows = terDifferenceCost(inputs);
    expect(rows.map((row) => row.years)).toEqual([1, 5, 10]);
    const [one, five, ten] = rows;
    expect(one!.regularValue).toBeCloseTo(110_000, 6);
    expect(one!.directValue).toBeCloseTo(111_000, 6);
    expect(one!.cost).toBeCloseTo(1_000, 6);
    expect(five!.regularValue).toBeCloseTo(161_051, 6);
    expect(five!.directValue).toBeCloseTo(168_505.81551, 6);
    expect(five!.cost).toBeCloseTo(7_454.81551, 6);
    expect(ten!.regularValue).toBeCloseTo(259_374.24601, 5);
    expect(ten!.directValue).toBeCloseTo(283_942.0986069, 5);
    expect(ten!.cost).toBeCloseTo(24_567.8525969, 5);
  });

  it("costs nothing when both TERs are equal, and is negative when the Direct plan costs more", () => {
    expect(terCostAfter({ ...inputs, directTerPct: 1.5 }, 10).cost).toBe(0);
    // Regular 10%, Direct 9%: 1.09 - 1.10 = -0.01 of the amount after a year.
    expect(terCostAfter({ ...inputs, directTerPct: 2.5 }, 1).cost).toBeCloseTo(-1_000, 6);
  });

  it("grows linearly in the amount", () => {
    expect(terCostAfter({ ...inputs, amount: 5_00_000 }, 5).cost).toBeCloseTo(5 * 7_454.81551, 5);
  });
});

describe("defaultReturnBeforeCosts", () => {
  it("adds the Regular plan's TER to its 5-year return, else its 3-year one, to one decimal", () => {
    expect(defaultReturnBeforeCosts({ "3y": 9, "5y": 14.26 }, 1.62)).toEqual({ value: 15.9, fromFund: true });
    expect(defaultReturnBeforeCosts({ "3y": 9, "5y": null }, 1.5)).toEqual({ value: 10.5, fromFund: true });
  });

  it("falls back to the field's default when no return is known or the sum is out of range", () => {
    const fallback = { value: DIRECT_VS_REGULAR_FIELDS.returnPct.defaultValue, fromFund: false };
    expect(defaultReturnBeforeCosts({ "3y": null, "5y": null }, 1.5)).toEqual(fallback);
    expect(defaultReturnBeforeCosts({ "3y": null, "5y": -8 }, 1.5)).toEqual(fallback);
    expect(defaultReturnBeforeCosts({ "3y": null, "5y": 60 }, 1.5)).toEqual(fallback);
  });
});

describe("checkDirectVsRegular", () => {
  it("takes an amount from ₹100 to ₹100 crore and a return from 0% to 50%, with the fields' messages", () => {
    expect(checkDirectVsRegular({ amount: 1_00_000, returnPct: 12 })).toEqual({
      ok: true,
      inputs: { amount: 1_00_000, returnPct: 12 },
    });
    expect(checkDirectVsRegular({ amount: 100, returnPct: 0 }).ok).toBe(true);
    expect(checkDirectVsRegular({ amount: 50, returnPct: 51 })).toEqual({
      ok: false,
      errors: {
        amount: DIRECT_VS_REGULAR_FIELDS.amount.message,
        returnPct: DIRECT_VS_REGULAR_FIELDS.returnPct.message,
      },
    });
    expect(checkDirectVsRegular({ amount: null, returnPct: 12 })).toEqual({
      ok: false,
      errors: { amount: "Enter an amount between ₹100 and ₹1,00,00,00,000" },
    });
  });
});
