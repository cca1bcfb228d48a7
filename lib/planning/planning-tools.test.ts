import { planEmergencyFund } from "@/lib/planning/emergency-fund";
import { netWorth, netWorthTrend } from "@/lib/planning/net-worth";
import { summariseSpending } from "@/lib/planning/spending-habits";
import { expectedReturnPct } from "@/lib/planning/expected-return";

describe("planEmergencyFund", () => {
  it.each([
    ["stable", 3, 150_000],
    ["moderate", 6, 300_000],
    ["freelance-or-single-income", 12, 600_000],
  ] as const)("%s income: %i months of cover", (situation, months, target) => {
    const plan = planEmergencyFund({ essentialMonthly: 50_000, situation, saved: 120_000, months: 12 });
    expect(plan.coverMonths).toBe(months);
    expect(plan.target).toBe(target);
    expect(plan.gap).toBe(Math.max(0, target - 120_000));
    expect(plan.monthlySaving).toBeCloseTo(Math.max(0, target - 120_000) / 12, 9);
  });

  it("needs nothing more once funded, and says how much is funded", () => {
    expect(planEmergencyFund({ essentialMonthly: 40_000, situation: "stable", saved: 200_000, months: 6 })).toEqual({
      coverMonths: 3,
      target: 120_000,
      gap: 0,
      monthlySaving: 0,
      fundedPct: 100,
    });
    expect(
      planEmergencyFund({ essentialMonthly: 40_000, situation: "moderate", saved: 60_000, months: 6 }).fundedPct,
    ).toBe(25);
    // Nothing entered: no target, so no share of it (shown "--", never "Funded 100.00%").
    expect(planEmergencyFund({ essentialMonthly: 0, situation: "moderate", saved: 0, months: 6 }).fundedPct).toBeNull();
  });
});

describe("summariseSpending", () => {
  it("splits needs and wants, and compares with 50/30/20", () => {
    const summary = summariseSpending(100_000, {
      housing: 25_000,
      food: 12_000,
      emis: 15_000,
      discretionary: 10_000,
      travel: 5_000,
    });
    expect([summary.totalExpenses, summary.needs, summary.wants, summary.savings]).toEqual([
      67_000, 52_000, 15_000, 33_000,
    ]);
    expect(summary.savingsRatePct).toBe(33);
    expect(summary.rule).toEqual({ needs: 50_000, wants: 30_000, savings: 20_000 });
    expect(summary.actualPct).toEqual({ needs: 52, wants: 15, savings: 33 });
    expect(summary.breakdown.map((r) => r.head)).toEqual(["housing", "food", "emis", "discretionary", "travel"]);
    expect(summary.breakdown[0]!.sharePct).toBeCloseTo((25_000 / 67_000) * 100, 9);
  });

  it("shows overspending as negative savings, and no rates without income", () => {
    expect(summariseSpending(30_000, { housing: 40_000 }).savings).toBe(-10_000);
    const none = summariseSpending(0, {});
    expect([none.savingsRatePct, none.actualPct, none.breakdown]).toEqual([null, null, []]);
  });
});

describe("net worth", () => {
  it("is assets less liabilities", () => {
    expect(
      netWorth({
        assets: { bank: 200_000, mutualFunds: 800_000, property: 5_000_000 },
        liabilities: { homeLoan: 3_000_000, creditCard: 20_000 },
      }),
    ).toEqual({ assets: 6_000_000, liabilities: 3_020_000, netWorth: 2_980_000 });
    expect(netWorth({ assets: {}, liabilities: {} }).netWorth).toBe(0);
  });

  it("trends oldest first with the change from the snapshot before", () => {
    const trend = netWorthTrend([
      { savedAt: "2026-10-01T00:00:00Z", sheet: { assets: { bank: 150 }, liabilities: {} } },
      { savedAt: "2026-09-01T00:00:00Z", sheet: { assets: { bank: 100 }, liabilities: { carLoan: 20 } } },
    ]);
    expect(trend).toEqual([
      { savedAt: "2026-09-01T00:00:00Z", netWorth: 80, change: null },
      { savedAt: "2026-10-01T00:00:00Z", netWorth: 150, change: 70 },
    ]);
  });
});

describe("expectedReturnPct", () => {
  it("weights the asset-class assumptions by the allocation", () => {
    expect(expectedReturnPct({ equity: 50, debt: 40, gold: 10 })).toBe(9.6);
    expect(expectedReturnPct({ equity: 100, debt: 0, gold: 0 })).toBe(12);
    expect(expectedReturnPct({ equity: 10, debt: 80, gold: 10 })).toBe(7.6);
  });
});
