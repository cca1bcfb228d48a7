import Decimal from "decimal.js";
import { directSaving, growthOf, portfolioCost, type CostHolding } from "@/lib/xray/costs/plan-cost";

const ter = (pct: number) => ({ pct, asOf: "2026-10-31", source: "AMFI TER", stale: false });
const own12 = growthOf({ pct: 12, asOf: "2026-11-20" }, null);
const regular = (over: Partial<CostHolding> = {}): CostHolding => ({
  schemeCode: 2,
  name: "A Fund - Regular - Growth",
  planType: "Regular",
  value: new Decimal(100_000),
  ter: ter(1.6),
  direct: { schemeCode: 1, name: "A Fund - Direct - Growth", ter: ter(0.6) },
  growth: own12,
  ...over,
});

describe("directSaving", () => {
  it("saves the TER difference a year, and over 10 years value x (1.13^10 - 1.12^10) at a 12% own return", () => {
    const s = directSaving(regular());
    expect(s.status).toBe("saving");
    expect(s.terDifferencePct).toBe(1);
    expect(s.yearly!.toFixed(2)).toBe("1000.00");
    // 100000 x (3.3945673899 - 3.1058482083), computed apart with Python's decimal module.
    expect(s.tenYear!.toFixed(2)).toBe("28871.92");
    expect(s.note).toContain("own 5-year return of 12%");
  });

  it("a plan without a 5-year return compounds at a stated assumption: the category median, else no growth", () => {
    const category = growthOf(null, { pct: 10, asOf: "2026-11-20", name: "Large Cap Fund", plans: 30 });
    expect(category).toMatchObject({ ratePct: 10, basis: "assumption" });
    expect(category.reason).toContain("median 5-year return of the 30 growth plans of its category (Large Cap Fund)");
    // 50000 x (1.105^10 - 1.1^10) at d = 0.5 points.
    const half = directSaving(regular({ value: new Decimal(50_000), ter: ter(1.1), growth: category }));
    expect(half.tenYear!.toFixed(2)).toBe("6016.92");
    expect(half.note).toContain("an assumed 10% a year");
    const none = growthOf(null, null);
    expect(none).toMatchObject({ ratePct: 0, basis: "assumption", asOf: null });
    // 100000 x (1.01^10 - 1): the TER difference alone compounds.
    expect(directSaving(regular({ growth: none })).tenYear!.toFixed(2)).toBe("10462.21");
  });

  it("a missing TER (either plan) makes the saving unknown, never a saving or a cost", () => {
    for (const h of [regular({ ter: null }), regular({ direct: { schemeCode: 1, name: "D", ter: null } })]) {
      expect(directSaving(h)).toMatchObject({
        status: "ter_unknown",
        terDifferencePct: null,
        yearly: null,
        tenYear: null,
      });
    }
  });

  it("a Regular plan with no Direct counterpart, and a Direct plan, have nothing to switch", () => {
    expect(directSaving(regular({ direct: null })).status).toBe("no_direct");
    expect(directSaving(regular({ planType: "Direct", direct: null })).status).toBe("not_regular");
  });

  it("a Direct plan that costs no less saves nothing", () => {
    const s = directSaving(regular({ direct: { schemeCode: 1, name: "D", ter: ter(1.6) } }));
    expect(s).toMatchObject({ status: "no_saving", terDifferencePct: 0, tenYear: null });
  });
});

describe("portfolioCost", () => {
  it("weights the TER by value over the disclosed holdings only: a missing TER never lowers it", () => {
    const holdings = [
      regular(),
      regular({ schemeCode: 3, value: new Decimal(300_000), ter: ter(0.8), direct: null }),
      regular({ schemeCode: 4, value: new Decimal(100_000), ter: null }),
    ];
    const cost = portfolioCost(holdings, holdings.map(directSaving));
    // (100000 x 1.6 + 300000 x 0.8) / 400000 = 1.0; cost 1600 + 2400.
    expect(cost.weightedTerPct).toBe(1);
    expect(cost.annualCost!.toFixed(2)).toBe("4000.00");
    // Each holding's own cost a year, in order: unknown (null) where its TER is.
    expect(cost.annualCosts.map((c) => c?.toFixed(2) ?? null)).toEqual(["1600.00", "2400.00", null]);
    expect(cost.value.toFixed(2)).toBe("500000.00");
    expect(cost.unknownTerValue.toFixed(2)).toBe("100000.00");
    expect(cost.notes[0]).toContain("not disclosed");
    // Only the first has a known saving.
    expect(cost.yearlySaving.toFixed(2)).toBe("1000.00");
    expect(cost.tenYearSaving.toFixed(2)).toBe("28871.92");
  });

  it("with no TER disclosed, the weighted TER and cost are unknown (null), not 0", () => {
    const holdings = [regular({ ter: null })];
    const cost = portfolioCost(holdings, holdings.map(directSaving));
    expect(cost.weightedTerPct).toBeNull();
    expect(cost.annualCost).toBeNull();
  });
});
