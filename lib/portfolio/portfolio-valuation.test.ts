import {
  unitsHeld,
  valuePortfolio,
  type FundFacts,
  type PortfolioTransaction,
} from "@/lib/portfolio/portfolio-valuation";

const facts = new Map<number, FundFacts>([
  [
    1,
    {
      name: "Alpha Large Cap",
      assetClass: "Equity",
      category: "Large Cap Fund",
      amc: "Alpha",
      nav: 150,
      navDate: "2026-01-01",
    },
  ],
  [
    2,
    { name: "Beta Liquid", assetClass: "Debt", category: "Liquid Fund", amc: "Beta", nav: 20, navDate: "2026-01-01" },
  ],
]);
const t = (
  schemeCode: number,
  kind: PortfolioTransaction["kind"],
  date: string,
  units: number,
  amount: number,
): PortfolioTransaction => ({ schemeCode, kind, date, units, amount });

describe("valuePortfolio", () => {
  it("values units on the latest NAV with XIRR over the flows (hand-computed: 21.7324%)", () => {
    const v = valuePortfolio([t(1, "buy", "2024-01-01", 100, 10_000), t(1, "sip", "2025-01-01", 80, 10_000)], facts);
    expect(v.holdings).toHaveLength(1);
    expect(v.holdings[0]).toMatchObject({ units: 180, invested: 20_000, currentValue: 27_000, gain: 7_000 });
    expect(v.holdings[0]!.xirrPct).toBeCloseTo(21.73239, 5);
    expect(v.xirrPct).toBeCloseTo(21.73239, 5);
  });

  it("takes a sale's share of the cost with it (average cost) and counts the proceeds in XIRR (hand-computed: 23.0632%)", () => {
    const v = valuePortfolio([t(1, "sell", "2025-01-01", 40, 5_000), t(1, "buy", "2024-01-01", 100, 10_000)], facts);
    expect(v.holdings[0]).toMatchObject({ units: 60, invested: 6_000, currentValue: 9_000, gain: 3_000 });
    expect(v.holdings[0]!.xirrPct).toBeCloseTo(23.063178, 5);
  });

  it("allocates by asset class, category and fund house by current value", () => {
    const v = valuePortfolio([t(1, "buy", "2025-06-01", 20, 2_500), t(2, "buy", "2025-06-01", 50, 900)], facts);
    expect(v.currentValue).toBe(4_000);
    expect(v.byAssetClass).toEqual([
      { label: "Equity", value: 3_000, sharePct: 75 },
      { label: "Debt", value: 1_000, sharePct: 25 },
    ]);
    expect(v.byCategory.map((a) => a.label)).toEqual(["Large Cap Fund", "Liquid Fund"]);
    expect(v.byAmc.map((a) => a.sharePct)).toEqual([75, 25]);
  });

  it("drops a fund sold in full from the holdings but keeps its flows in the overall XIRR", () => {
    const v = valuePortfolio(
      [t(2, "buy", "2024-01-01", 50, 800), t(2, "sell", "2025-01-01", 50, 900), t(1, "buy", "2025-01-01", 10, 1_250)],
      facts,
    );
    expect(v.holdings.map((h) => h.schemeCode)).toEqual([1]);
    expect(v.xirrPct).not.toBeNull();
    expect(v.invested).toBe(1_250);
  });

  it("has nothing to say about no transactions", () => {
    expect(valuePortfolio([], facts)).toMatchObject({
      holdings: [],
      invested: 0,
      currentValue: 0,
      gain: 0,
      xirrPct: null,
      byAssetClass: [],
    });
  });
});

describe("unitsHeld", () => {
  it("counts buys and sells up to and including the date", () => {
    const list = [
      t(1, "buy", "2024-01-01", 100, 1),
      t(1, "sell", "2024-06-01", 30, 1),
      t(1, "buy", "2024-07-01", 5, 1),
      t(2, "buy", "2024-01-01", 9, 1),
    ];
    expect(unitsHeld(list, 1, "2024-06-01")).toBe(70);
    expect(unitsHeld(list, 1, "2024-05-31")).toBe(100);
    expect(unitsHeld(list, 1, "2025-01-01")).toBe(75);
  });
});
