import { createHash } from "node:crypto";
import { CANONICAL_CATEGORIES, mapCategoryHeading } from "@/lib/ingest/amfi/category-map";
import { DEMO_CATEGORIES, LEGACY_CATCH_ALL_SLUGS } from "./categories";
import { generateDemoDataset, navCopyText, type DemoDataset } from "./dataset";
import { isValidIsin } from "@/lib/ingest/isin";
import { AMC_NAMES, REAL_AMC_NAMES } from "./names";
import { offerState } from "./offers";
import { CATEGORY_PROFILES } from "./profiles";
import { RISK_LEVELS } from "./types";
import { buildUniverse } from "./universe";
import { SMALL_DEMO } from "./seed-demo";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";

const TODAY = "2026-01-15";
const SEED = 20260101;

function catalogueJson(data: DemoDataset): string {
  const { amcs, categories, schemes, plans, factsheets, offers, baskets, basketFunds, navDates } = data;
  return JSON.stringify({
    amcs,
    categories,
    schemes,
    plans,
    factsheets: { ...factsheets, schemeFacts: [...factsheets.schemeFacts] },
    offers,
    baskets,
    basketFunds,
    navDates,
  });
}

function navHash(data: DemoDataset): string {
  const hash = createHash("sha256");
  for (const plans of data.navs()) hash.update(navCopyText(plans, data.navDates));
  return hash.digest("hex");
}

function sumBy<T>(rows: readonly T[], key: (row: T) => number, value: (row: T) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

describe("demo dataset", () => {
  let data: DemoDataset;
  beforeAll(() => {
    data = generateDemoDataset({ seed: SEED, today: TODAY });
  });

  it("is deterministic: the same seed gives identical data, another seed different data", () => {
    expect(catalogueJson(generateDemoDataset({ seed: SEED, today: TODAY }))).toBe(catalogueJson(data));
    expect(catalogueJson(generateDemoDataset({ seed: SEED + 1, today: TODAY }))).not.toBe(catalogueJson(data));
  });

  it("streams byte-identical NAVs for the same seed, and different ones for another seed", () => {
    const small = (seed: number) => generateDemoDataset({ seed, today: TODAY, years: 3, scale: 0.2 });
    const first = navHash(small(SEED));
    expect(navHash(small(SEED))).toBe(first);
    expect(navHash(small(SEED + 1))).not.toBe(first);
  });

  it("uses 40 invented fund houses and no real AMC name in any fund house, scheme, company or offer name", () => {
    expect(data.amcs).toHaveLength(40);
    expect(new Set(AMC_NAMES).size).toBe(40);
    const patterns = REAL_AMC_NAMES.map(
      (name) => new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}($|[^A-Za-z0-9])`, "i"),
    );
    const names = [
      ...data.amcs.map((a) => a.name),
      ...data.schemes.map((s) => s.name),
      ...data.factsheets.holdings.map((h) => h.name),
      ...data.factsheets.fundManagers.map((m) => m.name),
      ...data.offers.map((o) => o.name),
    ];
    const offending = names.filter((name) => patterns.some((p) => p.test(name)));
    expect(offending).toEqual([]);
  });

  it("covers every canonical category of lib/ingest/amfi (but the legacy catch-alls) with at least three schemes", () => {
    expect(CATEGORY_PROFILES.map((p) => p.slug).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
    expect(data.categories.map(({ assetClass, sebiCategory, slug }) => ({ assetClass, sebiCategory, slug }))).toEqual(
      CANONICAL_CATEGORIES.filter((c) => !LEGACY_CATCH_ALL_SLUGS.includes(c.slug)).map(
        ({ assetClass, sebiCategory, slug }) => ({ assetClass, sebiCategory, slug }),
      ),
    );
    expect(LEGACY_CATCH_ALL_SLUGS.every((slug) => CANONICAL_CATEGORIES.some((c) => c.slug === slug))).toBe(true);
    for (const category of data.categories) {
      const schemes = data.schemes.filter((s) => s.categoryId === category.id);
      expect([category.slug, schemes.length >= 3]).toEqual([category.slug, true]);
      // Raw headings are real AMFI headings of the category: the ones its demo schemes are filed under.
      expect(category.rawHeadings.length).toBeGreaterThan(0);
      for (const heading of category.rawHeadings) expect(mapCategoryHeading(heading)?.slug).toBe(category.slug);
      expect(new Set(schemes.map((s) => s.rawCategoryHeading))).toEqual(new Set(category.rawHeadings));
    }
    expect(data.schemes.filter((s) => s.schemeType === "Close Ended").length).toBeGreaterThanOrEqual(3);
  });

  it("has about 2,000 plans for any seed, and every fund house runs schemes", () => {
    for (const seed of [SEED, 1, 99, 123456789]) {
      const universe = buildUniverse({ seed, today: TODAY });
      expect(universe.plans.length).toBeGreaterThanOrEqual(1800);
      expect(universe.plans.length).toBeLessThanOrEqual(2200);
      expect(new Set(universe.schemes.map((s) => s.amcId)).size).toBe(40);
    }
  });

  it("gives plans unique demo scheme codes and valid, unique ISINs", () => {
    const codes = data.plans.map((p) => p.schemeCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Math.min(...codes)).toBeGreaterThanOrEqual(900_000);
    expect(Math.max(...codes)).toBeLessThan(1_000_000);
    const isins = data.plans.map((p) => p.isinGrowth ?? p.isinReinvestment);
    expect(isins.every((isin) => isin !== null && isValidIsin(isin) && isin.startsWith("INF9"))).toBe(true);
    expect(new Set(isins).size).toBe(isins.length);
    expect(data.factsheets.holdings.filter((h) => h.isin !== null && !isValidIsin(h.isin))).toEqual([]);
  });

  it("names schemes and plans consistently, Direct and Regular for every non-ETF scheme", () => {
    const keys = data.schemes.map((s) => `${s.amcId}:${s.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    const amcById = new Map(data.amcs.map((a) => [a.id, a]));
    for (const scheme of data.schemes) {
      expect(scheme.name.startsWith(`${amcById.get(scheme.amcId)?.brand} `)).toBe(true);
      const plans = data.plans.filter((p) => p.schemeId === scheme.id);
      const etf = data.categories.find((c) => c.id === scheme.categoryId)?.slug === "other-etfs";
      if (etf) {
        expect(plans).toHaveLength(1);
        expect(plans[0]?.planType).toBeNull();
        continue;
      }
      expect(plans.map((p) => `${p.planType} ${p.option}`)).toEqual(
        expect.arrayContaining(["Direct Growth", "Regular Growth"]),
      );
      expect([2, 6]).toContain(plans.length);
      for (const plan of plans) {
        expect(plan.displayName).toMatch(
          new RegExp(`^${scheme.name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")} - (Direct|Regular) Plan - `),
        );
        if (plan.option === "Growth") expect(plan.idcwFrequency).toBeNull();
      }
    }
    expect(data.plans.some((p) => p.option === "IDCW Payout" && p.idcwFrequency === "Monthly")).toBe(true);
    expect(
      data.plans.some((p) => p.option === "IDCW Reinvestment" && p.isinReinvestment !== null && p.isinGrowth === null),
    ).toBe(true);
  });

  it("fills plan facts for every plan: Direct cheaper than Regular, plausible ranges", () => {
    const facts = new Map(data.factsheets.planFacts.map((f) => [f.schemeCode, f]));
    expect(facts.size).toBe(data.plans.length);
    for (const scheme of data.universe.schemes) {
      const direct = scheme.plans.find((p) => p.planType === "Direct");
      const regular = scheme.plans.find((p) => p.planType === "Regular");
      if (direct && regular)
        expect(facts.get(direct.schemeCode)!.expenseRatio).toBeLessThan(facts.get(regular.schemeCode)!.expenseRatio);
      const aums = new Set(scheme.plans.map((p) => facts.get(p.schemeCode)?.aumCr));
      expect(aums.size).toBe(1);
    }
    const bad = data.universe.schemes.flatMap((scheme) =>
      scheme.plans
        .map((plan) => facts.get(plan.schemeCode)!)
        .filter(
          (f) =>
            f.launchDate !== scheme.launchDate ||
            !(RISK_LEVELS as readonly string[]).includes(f.riskLevel) ||
            f.benchmark.length < 4 ||
            !(f.expenseRatio > 0 && f.expenseRatio < 2.6) ||
            f.source !== "demo" ||
            f.asOf !== "2025-12-31",
        ),
    );
    expect(bad).toEqual([]);
    const overnight = data.universe.schemes
      .filter((s) => s.category.slug === "debt-overnight-fund")
      .flatMap((s) => s.plans.map((p) => facts.get(p.schemeCode)!));
    expect(new Set(overnight.map((f) => `${f.riskLevel} / ${f.exitLoad}`))).toEqual(new Set(["Low / Nil"]));
  });

  it("has 1-3 managers per scheme, managing since launch or later and before the as-of date", () => {
    const bySchemes = sumBy(
      data.factsheets.fundManagers,
      (m) => m.schemeId,
      () => 1,
    );
    expect(bySchemes.size).toBe(data.schemes.length);
    for (const count of bySchemes.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of bySchemes.values()) expect(count).toBeLessThanOrEqual(3);
    const launch = new Map(data.universe.schemes.map((s) => [s.id, s.launchDate]));
    for (const m of data.factsheets.fundManagers) {
      expect(m.managingSince >= launch.get(m.schemeId)!).toBe(true);
      expect(m.managingSince <= m.asOf).toBe(true);
    }
  });

  it("makes holdings, asset allocations and credit quality sum to 100", () => {
    const f = data.factsheets;
    const tables: [string, readonly { schemeId: number; weightPct: number }[]][] = [
      ["holdings", f.holdings],
      ["asset allocation", f.assetAllocations],
      ["credit quality", f.creditQuality],
    ];
    for (const [label, rows] of tables) {
      const sums = sumBy(
        rows,
        (r) => r.schemeId,
        (r) => r.weightPct,
      );
      if (label !== "credit quality") expect(sums.size).toBe(data.schemes.length);
      for (const [schemeId, sum] of sums) {
        if (Math.abs(sum - 100) > 0.01) throw new Error(`${label} of scheme ${schemeId} sums to ${sum}`);
      }
      expect(rows.every((r) => r.weightPct > 0)).toBe(true);
    }
    // Credit quality for every debt and hybrid scheme.
    const withCredit = new Set(f.creditQuality.map((r) => r.schemeId));
    for (const scheme of data.universe.schemes) {
      if (scheme.category.assetClass === "Debt" || scheme.category.assetClass === "Hybrid")
        expect(withCredit.has(scheme.id)).toBe(true);
    }
    // Holding names are unique within a scheme (the table's primary key).
    const keys = f.holdings.map((h) => `${h.schemeId}|${h.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("builds equity portfolios of 25-60 stocks (equity share = asset allocation) and debt portfolios of 15-40 rated instruments", () => {
    const f = data.factsheets;
    for (const scheme of data.universe.schemes) {
      const holdings = f.holdings.filter((h) => h.schemeId === scheme.id);
      const equity = holdings.filter((h) => h.assetType === "Equity");
      const debt = holdings.filter((h) => h.assetType === "Debt" || h.assetType === "Money Market");
      const allocation =
        f.assetAllocations.find((a) => a.schemeId === scheme.id && a.label === "Equity")?.weightPct ?? 0;
      expect(equity.reduce((s, h) => s + h.weightPct, 0)).toBeCloseTo(allocation, 6);
      if (scheme.category.assetClass === "Equity") {
        expect(equity.length).toBeGreaterThanOrEqual(25);
        expect(equity.length).toBeLessThanOrEqual(60);
        expect(allocation).toBeGreaterThan(90);
        expect(equity.every((h) => h.sector !== null && h.rating === null)).toBe(true);
      }
      if (scheme.category.assetClass === "Debt" && scheme.category.slug !== "debt-overnight-fund") {
        const min =
          { "debt-gilt-fund-10-year-constant-duration": 10, "debt-fixed-term-plan": 8 }[scheme.category.slug] ?? 15;
        expect(debt.length).toBeGreaterThanOrEqual(min);
        expect(debt.length).toBeLessThanOrEqual(40);
        expect(debt.every((h) => h.rating !== null)).toBe(true);
      }
      if (scheme.category.slug === "debt-gilt-fund") expect(debt.every((h) => h.rating === "SOV")).toBe(true);
    }
    // Sector allocation is derived from the holdings.
    const scheme = data.universe.schemes.find((s) => s.category.slug === "equity-flexi-cap-fund")!;
    const sectors = f.sectorAllocations.filter((a) => a.schemeId === scheme.id);
    const fromHoldings = new Map<string, number>();
    for (const h of f.holdings.filter((x) => x.schemeId === scheme.id && x.sector))
      fromHoldings.set(h.sector!, (fromHoldings.get(h.sector!) ?? 0) + h.weightPct);
    expect(sectors).toHaveLength(fromHoldings.size);
    for (const s of sectors) expect(s.weightPct).toBeCloseTo(fromHoldings.get(s.label)!, 6);
  });

  it("has upcoming, open and closed new fund offers with every column filled", () => {
    expect(data.offers).toHaveLength(8);
    const states = data.offers.map((o) => offerState(o, TODAY));
    expect(new Set(states)).toEqual(new Set(["upcoming", "open", "closed"]));
    for (const offer of data.offers) {
      expect(offer.openDate <= offer.closeDate).toBe(true);
      expect(Object.values(offer).every((v) => v !== null && v !== undefined && v !== "")).toBe(true);
      expect(offer.managers.length).toBeGreaterThan(0);
      expect(data.schemes.some((s) => s.amcId === offer.amcId && s.name === offer.name)).toBe(false);
    }
  });

  it("fills eight baskets with 5-10 Direct Growth plans from fitting categories", () => {
    expect(data.baskets).toHaveLength(8);
    expect(data.baskets.filter((b) => b.isIndexFunds).map((b) => b.slug)).toEqual(["index-funds"]);
    expect(data.baskets.some((b) => b.isCollection)).toBe(true);
    const plans = new Map(data.universe.plans.map((p) => [p.schemeCode, p]));
    const schemes = new Map(data.universe.schemes.map((s) => [s.id, s]));
    for (const basket of data.baskets) {
      const funds = data.basketFunds.filter((f) => f.basketId === basket.id);
      expect(funds.length).toBeGreaterThanOrEqual(5);
      expect(funds.length).toBeLessThanOrEqual(10);
      for (const fund of funds) {
        const plan = plans.get(fund.schemeCode)!;
        expect(`${plan.planType} ${plan.option}`).toBe("Direct Growth");
        if (basket.slug === "tax-saver-elss") expect(schemes.get(plan.schemeId)?.category.slug).toBe("equity-elss");
        if (basket.slug === "index-funds") expect(schemes.get(plan.schemeId)?.category.slug).toBe("other-index-funds");
      }
    }
  });

  it("keeps up to MIN_PEER_PLANS + 2 schemes a category in the small demo, so large cap ranks five plans of each type", () => {
    const small = buildUniverse({ seed: SEED, today: TODAY, ...SMALL_DEMO });
    const floor = MIN_PEER_PLANS + 2;
    for (const profile of CATEGORY_PROFILES) {
      const schemes = small.schemes.filter((scheme) => scheme.category.slug === profile.slug);
      expect([profile.slug, schemes.length]).toEqual([
        profile.slug,
        Math.max(Math.min(profile.schemes, floor), Math.round(profile.schemes * 0.1)),
      ]);
    }
    // What the end-to-end specs rank (e2e/methodology.spec.ts, fund-page.spec.ts): Large Cap's Growth plans of
    // each type with a NAV a year before today, so with a 1Y return.
    const yearAgo = `${Number(TODAY.slice(0, 4)) - 1}${TODAY.slice(4)}`;
    const withOneYear = (planType: string) =>
      small.schemes.filter(
        (scheme) =>
          scheme.category.slug === "equity-large-cap-fund" &&
          small.grid.dates[scheme.launchIndex]! <= yearAgo &&
          scheme.plans.some((plan) => plan.planType === planType && plan.option === "Growth"),
      ).length;
    expect(withOneYear("Direct")).toBeGreaterThanOrEqual(MIN_PEER_PLANS);
    expect(withOneYear("Regular")).toBeGreaterThanOrEqual(MIN_PEER_PLANS);
  });

  it("leaves the full demo as it is under the floor, and refuses a floor below one", () => {
    expect(catalogueJson(generateDemoDataset({ seed: SEED, today: TODAY, minSchemesPerCategory: 7 }))).toBe(
      catalogueJson(data),
    );
    expect(() => buildUniverse({ seed: SEED, today: TODAY, minSchemesPerCategory: 0 })).toThrow(
      "minSchemesPerCategory must be a positive integer, got 0",
    );
  });
});
