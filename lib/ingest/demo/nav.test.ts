import { buildMarket, simulateScheme, type PlanNavs } from "./nav";
import { buildUniverse, type DemoUniverse, type SchemeModel } from "./universe";

const TODAY = "2026-01-15";

function years(universe: DemoUniverse, from: number): number {
  const dates = universe.grid.dates;
  return (Date.parse(dates[dates.length - 1]!) - Date.parse(dates[from]!)) / 86_400_000 / 365;
}

function logReturns(navs: Float64Array): number[] {
  const out: number[] = [];
  for (let i = 1; i < navs.length; i += 1) out.push(Math.log(navs[i]! / navs[i - 1]!));
  return out;
}

function annualVol(navs: Float64Array): number {
  const r = logReturns(navs);
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  return Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1)) * Math.sqrt(252);
}

const growthOf = (plans: PlanNavs[], planType: "Direct" | "Regular" | null) =>
  plans.find((p) => p.plan.planType === planType && (p.plan.option === "Growth" || p.plan.option === null));

describe("demo launch dates", () => {
  const universe = buildUniverse({ seed: 20260101, today: TODAY });

  it("spread like real funds': some decades old, some months, not all on the grid's first day", () => {
    const gridStart = universe.grid.dates[0]!;
    const launches = universe.schemes.map((s) => s.launchDate);
    const onGridStart = launches.filter((d) => d === gridStart).length;
    expect(onGridStart / launches.length).toBeLessThan(0.05);
    expect(new Set(launches).size / launches.length).toBeGreaterThan(0.5);
    expect(launches.filter((d) => d < "2000-01-01").length).toBeGreaterThan(10);
    expect(launches.filter((d) => d > universe.grid.dates[universe.grid.dates.length - 250]!).length).toBeGreaterThan(
      5,
    );
    for (const scheme of universe.schemes)
      if (scheme.launchIndex === 0) expect(scheme.launchDate <= gridStart).toBe(true);
      else expect(scheme.launchDate).toBe(universe.grid.dates[scheme.launchIndex]);
  });

  it("is deterministic: the same seed and day give the same launch dates", () => {
    const again = buildUniverse({ seed: 20260101, today: TODAY });
    expect(again.schemes.map((s) => [s.launchDate, s.startNav])).toEqual(
      universe.schemes.map((s) => [s.launchDate, s.startNav]),
    );
  });
});

describe("NAV simulation", () => {
  const universe = buildUniverse({ seed: 20260101, today: TODAY });
  const market = buildMarket(universe.seed, universe.grid);
  const simulated = new Map<number, PlanNavs[]>(universe.schemes.map((s) => [s.id, simulateScheme(s, market)]));
  const plansOf = (scheme: SchemeModel) => simulated.get(scheme.id)!;

  it("produces positive NAVs with at most 4 decimals, from 10 (1000 for liquid and overnight) at launch, or grown since, to today", () => {
    const problems: string[] = [];
    for (const scheme of universe.schemes) {
      for (const { plan, navs, startIndex } of plansOf(scheme)) {
        if (startIndex !== scheme.launchIndex || navs.length !== universe.grid.dates.length - startIndex)
          problems.push(`${plan.schemeCode}: span`);
        if (navs[0] !== scheme.startNav) problems.push(`${plan.schemeCode}: starts at ${navs[0]}`);
        // Launched within the grid: the face value; launched before it: grown from the face value since.
        if (
          scheme.launchIndex > 0
            ? scheme.startNav !== scheme.variant.startNav
            : scheme.startNav < scheme.variant.startNav
        )
          problems.push(`${plan.schemeCode}: first NAV ${scheme.startNav} against its launch`);
        for (let i = 0; i < navs.length; i += 1) {
          if (!(navs[i]! > 0) || Math.abs(navs[i]! * 10_000 - Math.round(navs[i]! * 10_000)) > 1e-6)
            problems.push(`${plan.schemeCode}: NAV ${navs[i]}`);
        }
      }
      const slug = scheme.category.slug;
      if ((slug === "debt-liquid-fund" || slug === "debt-overnight-fund") && scheme.variant.startNav !== 1000)
        problems.push(`${scheme.name}: start NAV`);
    }
    expect(problems).toEqual([]);
  });

  it("launches some schemes later than the start of the history", () => {
    const young = universe.schemes.filter((s) => s.launchIndex > 0);
    expect(young.length).toBeGreaterThan(universe.schemes.length * 0.15);
    expect(young.some((s) => universe.grid.dates.length - s.launchIndex < 250)).toBe(true); // under a year old
  });

  it("hits each category's drift and volatility over 10 years (mean of the full-history Direct Growth plans)", () => {
    const byCategory = new Map<string, SchemeModel[]>();
    for (const scheme of universe.schemes) {
      if (scheme.launchIndex !== 0 || scheme.profile.variants.length > 1) continue;
      byCategory.set(scheme.category.slug, [...(byCategory.get(scheme.category.slug) ?? []), scheme]);
    }
    expect(byCategory.size).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const [slug, schemes] of byCategory) {
      const variant = schemes[0]!.variant;
      const grossCagr: number[] = [];
      const vols: number[] = [];
      for (const scheme of schemes) {
        const direct = growthOf(plansOf(scheme), "Direct") ?? growthOf(plansOf(scheme), null);
        const navs = direct!.navs;
        const t = years(universe, 0);
        // Add the expense ratio back: the target drift is before costs.
        grossCagr.push(Math.exp(Math.log(navs[navs.length - 1]! / navs[0]!) / t + direct!.plan.expenseRatio / 100) - 1);
        vols.push(annualVol(navs));
      }
      const meanCagr = grossCagr.reduce((a, b) => a + b, 0) / grossCagr.length;
      const meanVol = vols.reduce((a, b) => a + b, 0) / vols.length;
      if (Math.abs(meanCagr - variant.drift) > 0.015) failures.push(`${slug}: CAGR ${meanCagr} vs ${variant.drift}`);
      if (variant.vol >= 0.01 && Math.abs(meanVol / variant.vol - 1) > 0.15)
        failures.push(`${slug}: volatility ${meanVol} vs ${variant.vol}`);
      if (variant.vol < 0.01 && meanVol > 0.01) failures.push(`${slug}: volatility ${meanVol} should stay below 1%`);
    }
    expect(failures).toEqual([]);
    // Sanity of the targets themselves (annual): cash-like ~6.5%, equity 11-15% with 15-25% volatility.
    const target = (slug: string) => universe.schemes.find((s) => s.category.slug === slug)!.variant;
    expect(target("debt-liquid-fund").drift).toBeCloseTo(0.066, 3);
    expect(target("equity-large-cap-fund").vol).toBeGreaterThanOrEqual(0.16);
    expect(target("equity-small-cap-fund").vol).toBeGreaterThanOrEqual(0.22);
  });

  it("correlates funds of one category through the common factors", () => {
    const largeCaps = universe.schemes
      .filter((s) => s.category.slug === "equity-large-cap-fund" && s.launchIndex === 0)
      .slice(0, 2);
    const [a, b] = largeCaps.map((s) => logReturns(growthOf(plansOf(s), "Direct")!.navs));
    const mean = (x: number[]) => x.reduce((p, q) => p + q, 0) / x.length;
    const ma = mean(a!);
    const mb = mean(b!);
    let cov = 0;
    let va = 0;
    let vb = 0;
    a!.forEach((x, i) => {
      cov += (x - ma) * (b![i]! - mb);
      va += (x - ma) ** 2;
      vb += (b![i]! - mb) ** 2;
    });
    expect(cov / Math.sqrt(va * vb)).toBeGreaterThan(0.7);
  });

  it("makes Direct beat Regular in every scheme by the expense-ratio difference", () => {
    for (const scheme of universe.schemes) {
      const direct = growthOf(plansOf(scheme), "Direct");
      const regular = growthOf(plansOf(scheme), "Regular");
      if (!direct || !regular) continue;
      const last = direct.navs.length - 1;
      expect(direct.navs[last]!).toBeGreaterThan(regular.navs[last]!);
      const gap = Math.log(direct.navs[last]! / regular.navs[last]!) / years(universe, scheme.launchIndex);
      expect(gap).toBeCloseTo((regular.plan.expenseRatio - direct.plan.expenseRatio) / 100, 3);
    }
  });

  it("drops IDCW plans by their payouts, with Payout and Reinvestment sharing one NAV series", () => {
    const withIdcw = universe.schemes.filter((s) => s.idcw !== null);
    expect(withIdcw.length).toBeGreaterThan(100);
    let payouts = 0;
    for (const scheme of withIdcw) {
      const plans = plansOf(scheme);
      const payout = plans.find((p) => p.plan.planType === "Direct" && p.plan.option === "IDCW Payout")!;
      const reinvest = plans.find((p) => p.plan.planType === "Direct" && p.plan.option === "IDCW Reinvestment")!;
      const growth = growthOf(plans, "Direct")!;
      expect(Array.from(payout.navs)).toEqual(Array.from(reinvest.navs));
      expect(payout.navs[payout.navs.length - 1]!).toBeLessThanOrEqual(growth.navs[growth.navs.length - 1]! + 1e-9);
      // A payout shows as a day where the IDCW plan falls further than the growth plan.
      for (let i = 1; i < growth.navs.length; i += 1) {
        const gap = Math.log(growth.navs[i]! / growth.navs[i - 1]!) - Math.log(payout.navs[i]! / payout.navs[i - 1]!);
        if (gap > 1e-4) payouts += 1;
      }
    }
    expect(payouts).toBeGreaterThan(1000);
    const monthlyDebt = withIdcw.find(
      (s) => s.category.slug === "debt-corporate-bond-fund" && s.idcw?.frequency === "Monthly",
    );
    if (monthlyDebt) {
      const idcw = plansOf(monthlyDebt).find((p) => p.plan.option === "IDCW Payout")!.navs;
      // Income distribution keeps the NAV close to where it started.
      expect(idcw[idcw.length - 1]!).toBeLessThan(idcw[0]! * 1.2);
    }
  });

  it("gives index funds on the same index almost the same path (tracking error only)", () => {
    const nifty = universe.schemes.filter((s) => s.variant.underlying === "idx:nifty-50" && s.launchIndex === 0);
    expect(nifty.length).toBeGreaterThanOrEqual(2);
    const [x, y] = nifty.map((s) => growthOf(plansOf(s), s.plans[0]!.planType === null ? null : "Direct")!);
    const other = logReturns(y!.navs);
    const diff = logReturns(x!.navs).map((r, i) => r - other[i]!);
    const te = Math.sqrt(diff.reduce((a, b) => a + b * b, 0) / diff.length) * Math.sqrt(252);
    expect(te).toBeLessThan(0.01);
  });
});
