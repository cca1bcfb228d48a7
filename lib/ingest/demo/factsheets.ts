// Factsheet facts of every demo scheme as of the last month-end before today: plan facts, fund
// managers, holdings, and the sector, asset-class and credit-quality breakdowns derived from the holdings.
// Weights are worked out in basis points (integers) so every breakdown sums to exactly 100.
import { addDays, daysBetween, fromDayNumber, monthEndBefore, parseIso, toDayNumber } from "./calendar";
import { buildCompanies, byRank, DEBT_ISSUERS, SDL_STATES, type Company } from "./companies";
import { bondIsin } from "./isin";
import { Rng, streamSeed } from "./prng";
import type { DebtStyle, EquityStyle, IndexSpec, PortfolioSpec } from "./profiles";
import {
  DEMO_SOURCE,
  type AllocationRow,
  type FundManagerRow,
  type HoldingAssetType,
  type HoldingRow,
  type PlanFactRow,
  type RiskLevel,
} from "./types";
import type { DemoUniverse, SchemeModel } from "./universe";

export const CASH_HOLDING = "TREPS, Reverse Repo & Net Current Assets";
export const ASSET_ALLOCATION_LABELS = ["Equity", "Debt", "Cash & Equivalents", "Others"] as const;
export const CREDIT_QUALITY_LABELS = ["AAA/SOV", "AA", "A", "Below A", "Cash"] as const;

export interface DemoFactsheets {
  asOf: string;
  planFacts: PlanFactRow[];
  fundManagers: FundManagerRow[];
  holdings: HoldingRow[];
  sectorAllocations: AllocationRow[];
  assetAllocations: AllocationRow[];
  creditQuality: AllocationRow[];
  /** Per scheme: the facts the plan rows repeat (used by offers and baskets too). */
  schemeFacts: Map<number, SchemeFacts>;
}

export interface SchemeFacts {
  riskLevel: RiskLevel;
  benchmark: string;
  exitLoad: string;
  minSip: number | null;
  minLumpsum: number | null;
  managers: string[];
}

/** Splits `total` basis points in proportion to `weights`, as integers that add up to exactly `total`. */
export function allocateBp(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const floors = exact.map(Math.floor);
  let remainder = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    remainder -= 1;
  }
  return floors;
}

/** Caps each weight at `cap` (a fraction of the total), spreading the excess over the rest. */
function capWeights(weights: number[], cap: number): number[] {
  let out = [...weights];
  for (let round = 0; round < 10; round += 1) {
    const total = out.reduce((a, b) => a + b, 0);
    const limit = cap * total;
    if (out.every((w) => w <= limit + 1e-12)) break;
    const excess = out.reduce((sum, w) => sum + Math.max(0, w - limit), 0);
    const free = out.reduce((sum, w) => sum + (w < limit ? w : 0), 0);
    out = out.map((w) => (w >= limit ? limit : w + (free > 0 ? (excess * w) / free : 0)));
  }
  return out;
}

interface Line {
  name: string;
  isin: string | null;
  sector: string | null;
  assetType: HoldingAssetType;
  rating: string | null;
  bp: number;
}

// ------------------------------------------------------------------ equity

function indexConstituents(companies: readonly Company[], spec: IndexSpec): Company[] {
  let pool = byRank(companies);
  if (spec.from !== "all") pool = pool.filter((c) => c.tier === spec.from);
  if (spec.sectors) pool = pool.filter((c) => (spec.sectors as readonly string[]).includes(c.sector));
  pool = pool.slice(spec.skip ?? 0);
  const stride = spec.stride ?? 1;
  return pool.filter((_, i) => i % stride === 0).slice(0, spec.count);
}

function equityLines(rng: Rng, companies: readonly Company[], style: EquityStyle, totalBp: number): Line[] {
  if (totalBp <= 0) return [];
  let picks: Company[];
  let weights: number[];
  if (style.index) {
    picks = indexConstituents(companies, style.index);
    weights = style.index.equalWeight
      ? picks.map(() => 1)
      : capWeights(
          picks.map((c) => c.marketCapCr),
          0.12,
        );
  } else {
    const pool = style.sectors
      ? companies.filter((c) => (style.sectors as readonly string[]).includes(c.sector))
      : [...companies];
    const count = Math.min(pool.length, rng.int(style.holdings[0], style.holdings[1]));
    const tierWeight = (c: Company) =>
      (c.tier === "large" ? style.caps[0] : c.tier === "mid" ? style.caps[1] : style.caps[2]) + 0.002;
    picks = rng.weightedSample(
      pool,
      pool.map((c) => tierWeight(c) * c.marketCapCr ** 0.3),
      count,
    );
    weights = capWeights(
      picks.map(() => rng.lognormal(1, 0.6)).sort((a, b) => b - a),
      0.095,
    );
  }
  const bp = allocateBp(totalBp, weights);
  return picks.map((c, i) => ({
    name: c.name,
    isin: c.isin,
    sector: c.sector,
    assetType: "Equity",
    rating: null,
    bp: bp[i] ?? 0,
  }));
}

// ------------------------------------------------------------------ debt

type InstrumentKind = "gsec" | "sdl" | "tbill" | "cd" | "cp" | "ncd" | "frb" | "gfrb";
type RatingBand = "AAA" | "AA" | "A" | "BBB";

interface DebtMixEntry {
  kind: InstrumentKind;
  weight: number;
  band?: RatingBand;
  psu?: boolean;
}

const DEBT_MIX: Record<DebtStyle, readonly DebtMixEntry[]> = {
  overnight: [{ kind: "tbill", weight: 1 }],
  money: [
    { kind: "tbill", weight: 0.3 },
    { kind: "cd", weight: 0.35 },
    { kind: "cp", weight: 0.35 },
  ],
  short: [
    { kind: "ncd", weight: 0.5, band: "AAA" },
    { kind: "ncd", weight: 0.1, band: "AA" },
    { kind: "gsec", weight: 0.2 },
    { kind: "sdl", weight: 0.1 },
    { kind: "cd", weight: 0.1 },
  ],
  corporate: [
    { kind: "ncd", weight: 0.75, band: "AAA" },
    { kind: "ncd", weight: 0.05, band: "AA" },
    { kind: "gsec", weight: 0.15 },
    { kind: "sdl", weight: 0.05 },
  ],
  medium: [
    { kind: "ncd", weight: 0.35, band: "AAA" },
    { kind: "ncd", weight: 0.3, band: "AA" },
    { kind: "gsec", weight: 0.25 },
    { kind: "sdl", weight: 0.1 },
  ],
  bpsu: [
    { kind: "ncd", weight: 0.8, band: "AAA", psu: true },
    { kind: "gsec", weight: 0.15 },
    { kind: "cd", weight: 0.05 },
  ],
  duration: [
    { kind: "gsec", weight: 0.6 },
    { kind: "sdl", weight: 0.2 },
    { kind: "ncd", weight: 0.2, band: "AAA", psu: true },
  ],
  gilt: [
    { kind: "gsec", weight: 0.75 },
    { kind: "sdl", weight: 0.25 },
  ],
  gilt10: [{ kind: "gsec", weight: 1 }],
  credit: [
    { kind: "ncd", weight: 0.15, band: "AAA" },
    { kind: "ncd", weight: 0.35, band: "AA" },
    { kind: "ncd", weight: 0.3, band: "A" },
    { kind: "ncd", weight: 0.1, band: "BBB" },
    { kind: "gsec", weight: 0.1 },
  ],
  floater: [
    { kind: "frb", weight: 0.4, band: "AAA" },
    { kind: "gfrb", weight: 0.3 },
    { kind: "ncd", weight: 0.2, band: "AAA" },
    { kind: "cd", weight: 0.1 },
  ],
  "gsec-index": [{ kind: "gsec", weight: 1 }],
  "sdl-psu-index": [
    { kind: "sdl", weight: 0.6 },
    { kind: "ncd", weight: 0.4, band: "AAA", psu: true },
  ],
};

/** Maturity years (offsets from the as-of year) by style. */
const MATURITY: Record<DebtStyle, readonly [number, number]> = {
  overnight: [0, 0],
  money: [0, 1],
  short: [1, 3],
  corporate: [1, 5],
  medium: [3, 5],
  bpsu: [1, 5],
  duration: [5, 30],
  gilt: [3, 40],
  gilt10: [9, 11],
  credit: [1, 4],
  floater: [2, 8],
  "gsec-index": [-1, -1], // fixed: 2030
  "sdl-psu-index": [-2, -2], // fixed: 2028
};

const RATINGS: Record<RatingBand, readonly string[]> = {
  AAA: ["AAA"],
  AA: ["AA+", "AA", "AA-"],
  A: ["A+", "A", "A-"],
  BBB: ["BBB+", "BBB"],
};
const COUPON: Record<RatingBand, readonly [number, number]> = {
  AAA: [7.1, 8.0],
  AA: [8.0, 9.2],
  A: [9.2, 10.5],
  BBB: [10.5, 12],
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

interface Issuer {
  name: string;
  sector: string;
  number: number;
}

function debtIssuers(companies: readonly Company[]) {
  const fromCompanies = (filter: (c: Company) => boolean): Issuer[] =>
    companies
      .filter((c) => c.tier !== "small" && filter(c))
      .map((c) => ({ name: c.name, sector: c.sector, number: c.index }));
  const listed = DEBT_ISSUERS.map((issuer, i) => ({
    name: issuer.name,
    sector: issuer.sector,
    number: 900 + i,
    psu: issuer.psu,
  }));
  return {
    banks: [...fromCompanies((c) => / Bank Ltd$/.test(c.name)), ...listed.filter((i) => / Bank$/.test(i.name))],
    lenders: [
      ...fromCompanies((c) => c.sector === "Financial Services" && !/ Bank Ltd$/.test(c.name)),
      ...listed.filter((i) => !i.psu && i.sector === "Financial Services"),
    ],
    psu: listed.filter((i) => i.psu),
    corporates: [
      ...listed.filter((i) => !i.psu),
      ...fromCompanies((c) => c.sector !== "Financial Services" && c.tier === "large"),
    ],
  };
}

function fnvSerial(text: string): number {
  return streamSeed(0, text) % 1296;
}

function debtLines(
  rng: Rng,
  companies: readonly Company[],
  style: DebtStyle,
  count: number,
  totalBp: number,
  asOf: string,
): Line[] {
  if (totalBp <= 0 || count <= 0) return [];
  const issuers = debtIssuers(companies);
  const asOfYear = parseIso(asOf).year;
  const mix = DEBT_MIX[style];
  const [minYears, maxYears] = MATURITY[style];
  const maturityYear = () => (minYears === -1 ? 2030 : minYears === -2 ? 2028 : asOfYear + rng.int(minYears, maxYears));
  const coupon = (range: readonly [number, number]) => rng.uniform(range[0], range[1]).toFixed(2);
  const monthYear = () => {
    const date = addDays(asOf, rng.int(15, style === "money" || style === "overnight" ? 360 : 500));
    const { year, month } = parseIso(date);
    return `${MONTHS[month - 1]} ${year}`;
  };
  const lines: Line[] = [];
  const names = new Set<string>();
  for (let attempt = 0; lines.length < count && attempt < count * 20; attempt += 1) {
    const entry = mix[rng.weightedIndex(mix.map((m) => m.weight))] as DebtMixEntry;
    let line: Omit<Line, "bp">;
    switch (entry.kind) {
      case "gsec":
        line = {
          name: `${coupon([6.1, 7.7])}% Government of India ${maturityYear()}`,
          isin: null,
          sector: "Sovereign",
          assetType: "Debt",
          rating: "SOV",
        };
        break;
      case "sdl":
        line = {
          name: `${coupon([6.8, 7.8])}% ${rng.pick(SDL_STATES)} State Development Loan ${maturityYear()}`,
          isin: null,
          sector: "Sovereign",
          assetType: "Debt",
          rating: "SOV",
        };
        break;
      case "tbill": {
        const days = rng.pick([91, 182, 364]);
        const maturity = addDays(asOf, rng.int(7, days));
        const { year, month, day } = parseIso(maturity);
        line = {
          name: `${days} Day Treasury Bill ${String(day).padStart(2, "0")}-${MONTHS[month - 1]}-${year}`,
          isin: null,
          sector: "Sovereign",
          assetType: "Money Market",
          rating: "SOV",
        };
        break;
      }
      case "cd": {
        const bank = rng.pick(issuers.banks);
        const name = `${bank.name} Certificate of Deposit ${monthYear()}`;
        line = {
          name,
          isin: bondIsin(bank.number, fnvSerial(name)),
          sector: bank.sector,
          assetType: "Money Market",
          rating: "A1+",
        };
        break;
      }
      case "cp": {
        const issuer = rng.pick(rng.chance(0.6) ? issuers.lenders : issuers.corporates);
        const name = `${issuer.name} Commercial Paper ${monthYear()}`;
        line = {
          name,
          isin: bondIsin(issuer.number, fnvSerial(name)),
          sector: issuer.sector,
          assetType: "Money Market",
          rating: "A1+",
        };
        break;
      }
      case "gfrb":
        line = {
          name: `Government of India Floating Rate Bond ${maturityYear()}`,
          isin: null,
          sector: "Sovereign",
          assetType: "Debt",
          rating: "SOV",
        };
        break;
      case "ncd":
      case "frb": {
        const band = entry.band ?? "AAA";
        const pool =
          entry.psu || (band === "AAA" && rng.chance(0.4))
            ? issuers.psu
            : rng.chance(0.5)
              ? issuers.lenders
              : issuers.corporates;
        const issuer = rng.pick(pool);
        const name =
          entry.kind === "frb"
            ? `${issuer.name} Floating Rate Bond ${maturityYear()}`
            : `${coupon(COUPON[band])}% ${issuer.name} NCD ${maturityYear()}`;
        line = {
          name,
          isin: bondIsin(issuer.number, fnvSerial(name)),
          sector: issuer.sector,
          assetType: "Debt",
          rating: rng.pick(RATINGS[band]),
        };
        break;
      }
    }
    if (names.has(line.name)) continue;
    names.add(line.name);
    lines.push({ ...line, bp: 0 });
  }
  const bp = allocateBp(
    totalBp,
    lines.map(() => rng.lognormal(1, 0.5)),
  );
  lines.forEach((line, i) => (line.bp = bp[i] ?? 0));
  return lines.filter((line) => line.bp > 0);
}

// ------------------------------------------------------------------ other assets

const OVERSEAS_FUNDS: Record<string, string> = {
  "us-equity": "Bluefjord US Core Equity Fund - I Acc USD",
  "nasdaq-100": "Northwind Nasdaq-100 Tracker UCITS ETF",
  "global-innovation": "Atlas Harbour Global Innovation Fund - I Acc USD",
  "emerging-markets": "Silverpine Emerging Markets Equity Fund - I Acc USD",
};

function otherLines(rng: Rng, scheme: SchemeModel, spec: NonNullable<PortfolioSpec["other"]>, totalBp: number): Line[] {
  if (totalBp <= 0) return [];
  const brand = scheme.amc.brand;
  const units = (names: string[], weights: number[]): Line[] => {
    const bp = allocateBp(totalBp, weights);
    return names.map((name, i) => ({
      name,
      isin: null,
      sector: null,
      assetType: "Fund Units",
      rating: null,
      bp: bp[i] ?? 0,
    }));
  };
  switch (spec.kind) {
    case "gold":
      return [
        {
          name: "Gold (995 fineness, physical bars)",
          isin: null,
          sector: null,
          assetType: "Gold",
          rating: null,
          bp: totalBp,
        },
      ];
    case "silver":
      return [
        {
          name: "Silver (999 fineness, physical bars)",
          isin: null,
          sector: null,
          assetType: "Silver",
          rating: null,
          bp: totalBp,
        },
      ];
    case "overseas-fund-units":
      return units([OVERSEAS_FUNDS[scheme.variant.key] ?? "Bluefjord Global Equity Fund - I Acc USD"], [1]);
    case "fund-units":
      switch (scheme.variant.key) {
        case "gold":
          return units([`${brand} Gold ETF`], [1]);
        case "silver":
          return units([`${brand} Silver ETF`], [1]);
        case "income-plus-arbitrage":
          return units(
            [`${brand} Arbitrage Fund - Direct Plan - Growth`, `${brand} Short Duration Fund - Direct Plan - Growth`],
            [rng.uniform(0.35, 0.45), rng.uniform(0.55, 0.65)],
          );
        default:
          return units(
            [
              `${brand} Flexi Cap Fund - Direct Plan - Growth`,
              `${brand} Corporate Bond Fund - Direct Plan - Growth`,
              `${brand} Gold ETF`,
              `${brand} Nifty 50 ETF`,
            ],
            [rng.uniform(0.3, 0.4), rng.uniform(0.3, 0.4), rng.uniform(0.08, 0.12), rng.uniform(0.15, 0.25)],
          );
      }
  }
}

// ------------------------------------------------------------------ one scheme

/** The scheme's holdings, cash line included, as basis points summing to 10,000. */
export function schemePortfolio(
  scheme: SchemeModel,
  companies: readonly Company[],
  asOf: string,
  seed: number,
): Line[] {
  const rng = Rng.stream(seed, `portfolio:${scheme.key}`);
  const spec = scheme.variant.portfolio;
  const draw = (range: readonly [number, number]) =>
    range[1] > 0 ? Math.round(rng.uniform(range[0], range[1]) * 100) : 0;
  let equityBp = draw(spec.equity);
  let debtBp = spec.debtStyle ? draw(spec.debt) : 0;
  let otherBp = spec.other ? draw(spec.other.pct) : 0;
  // Keep at least 0.05% in cash; trim the largest sleeve when the draws overshoot.
  const overshoot = equityBp + debtBp + otherBp - 9995;
  if (overshoot > 0) {
    if (equityBp >= debtBp && equityBp >= otherBp) equityBp -= overshoot;
    else if (debtBp >= otherBp) debtBp -= overshoot;
    else otherBp -= overshoot;
  }
  const lines: Line[] = [];
  if (spec.equityStyle) lines.push(...equityLines(rng, companies, spec.equityStyle, equityBp));
  if (spec.debtStyle) {
    const [min, max] = spec.debtHoldings ?? [15, 40];
    lines.push(...debtLines(rng, companies, spec.debtStyle, rng.int(min, max), debtBp, asOf));
  }
  if (spec.other) lines.push(...otherLines(rng, scheme, spec.other, otherBp));
  const used = lines.reduce((sum, line) => sum + line.bp, 0);
  lines.sort((a, b) => b.bp - a.bp || a.name.localeCompare(b.name));
  lines.push({ name: CASH_HOLDING, isin: null, sector: null, assetType: "Cash", rating: "Cash", bp: 10_000 - used });
  return lines.filter((line) => line.bp > 0);
}

function creditBucket(line: Line): (typeof CREDIT_QUALITY_LABELS)[number] | null {
  if (line.assetType === "Cash") return "Cash";
  if (line.assetType !== "Debt" && line.assetType !== "Money Market") return null;
  const rating = line.rating ?? "";
  if (rating === "SOV" || rating === "AAA" || rating === "A1+") return "AAA/SOV";
  if (rating.startsWith("AA")) return "AA";
  if (rating.startsWith("A")) return "A";
  return "Below A";
}

function assetLabel(line: Line): (typeof ASSET_ALLOCATION_LABELS)[number] {
  switch (line.assetType) {
    case "Equity":
      return "Equity";
    case "Debt":
    case "Money Market":
      return "Debt";
    case "Cash":
      return "Cash & Equivalents";
    default:
      return "Others";
  }
}

const pct = (bp: number) => bp / 100;

function managersFor(rng: Rng, scheme: SchemeModel): string[] {
  const spec = scheme.variant.portfolio;
  const equityish = spec.equity[1] > 0 || spec.other !== undefined;
  const debtish = spec.debt[1] > 0 && spec.debtStyle !== undefined;
  const pick = (pool: readonly string[], count: number, taken: string[]) =>
    rng.shuffle(pool.filter((n) => !taken.includes(n))).slice(0, count);
  const chosen: string[] = [];
  if (equityish && debtish && spec.equity[1] >= 10) {
    chosen.push(...pick(scheme.amc.equityManagers, rng.chance(0.25) ? 2 : 1, chosen));
    chosen.push(...pick(scheme.amc.debtManagers, 1, chosen));
  } else if (debtish && !equityish) {
    chosen.push(...pick(scheme.amc.debtManagers, rng.chance(0.35) ? 2 : 1, chosen));
  } else {
    chosen.push(...pick(scheme.amc.equityManagers, rng.chance(0.4) ? 2 : 1, chosen));
  }
  return chosen.slice(0, 3);
}

export function buildFactsheets(universe: DemoUniverse): DemoFactsheets {
  const { seed } = universe;
  const asOf = monthEndBefore(universe.today);
  const companies = buildCompanies(seed);
  const factsheets: DemoFactsheets = {
    asOf,
    planFacts: [],
    fundManagers: [],
    holdings: [],
    sectorAllocations: [],
    assetAllocations: [],
    creditQuality: [],
    schemeFacts: new Map(),
  };

  for (const scheme of universe.schemes) {
    const rng = Rng.stream(seed, `facts:${scheme.key}`);
    const profile = scheme.profile;
    const managers = managersFor(rng, scheme);
    const facts: SchemeFacts = {
      riskLevel: rng.pick(scheme.variant.risk),
      benchmark: rng.pick(scheme.variant.benchmarks),
      exitLoad: rng.pick(profile.exitLoads),
      minSip: profile.minSip ? rng.pick(profile.minSip) : null,
      minLumpsum: profile.minLumpsum ? rng.pick(profile.minLumpsum) : null,
      managers,
    };
    factsheets.schemeFacts.set(scheme.id, facts);

    for (const plan of scheme.plans) {
      factsheets.planFacts.push({
        schemeCode: plan.schemeCode,
        asOf,
        expenseRatio: plan.expenseRatio,
        aumCr: scheme.aumCr,
        exitLoad: facts.exitLoad,
        minSip: facts.minSip === null ? null : String(facts.minSip),
        minLumpsum: facts.minLumpsum === null ? null : String(facts.minLumpsum),
        riskLevel: facts.riskLevel,
        benchmark: facts.benchmark,
        launchDate: scheme.launchDate,
        source: DEMO_SOURCE,
      });
    }

    const launch = toDayNumber(scheme.launchDate);
    const span = Math.max(0, daysBetween(scheme.launchDate, asOf) - 30);
    managers.forEach((name, i) => {
      const since = i === 0 && rng.chance(0.6) ? launch : launch + rng.int(0, span);
      factsheets.fundManagers.push({
        schemeId: scheme.id,
        asOf,
        name,
        managingSince: fromDayNumber(since),
        source: DEMO_SOURCE,
      });
    });

    const lines = schemePortfolio(scheme, companies, asOf, seed);
    for (const line of lines) {
      factsheets.holdings.push({
        schemeId: scheme.id,
        asOf,
        name: line.name,
        isin: line.isin,
        sector: line.sector,
        assetType: line.assetType,
        rating: line.rating,
        weightPct: pct(line.bp),
        source: DEMO_SOURCE,
      });
    }
    const sum = (group: (line: Line) => string | null) => {
      const totals = new Map<string, number>();
      for (const line of lines) {
        const label = group(line);
        if (label !== null) totals.set(label, (totals.get(label) ?? 0) + line.bp);
      }
      return totals;
    };
    // Sectors of the equity holdings (as factsheets show them); for funds without equity, of the bond issuers.
    const hasEquity = lines.some((line) => line.assetType === "Equity");
    const sectors = [...sum((line) => (hasEquity && line.assetType !== "Equity" ? null : line.sector))].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    for (const [label, bp] of sectors)
      factsheets.sectorAllocations.push({ schemeId: scheme.id, asOf, label, weightPct: pct(bp), source: DEMO_SOURCE });
    const assets = sum(assetLabel);
    for (const label of ASSET_ALLOCATION_LABELS) {
      const bp = assets.get(label) ?? 0;
      if (bp > 0)
        factsheets.assetAllocations.push({ schemeId: scheme.id, asOf, label, weightPct: pct(bp), source: DEMO_SOURCE });
    }
    const debtShare = (assets.get("Debt") ?? 0) / 100;
    if (scheme.category.assetClass === "Debt" || scheme.category.assetClass === "Hybrid" || debtShare >= 10) {
      const buckets = sum(creditBucket);
      const labels = CREDIT_QUALITY_LABELS.filter((label) => (buckets.get(label) ?? 0) > 0);
      const bp = allocateBp(
        10_000,
        labels.map((label) => buckets.get(label) ?? 0),
      );
      labels.forEach((label, i) => {
        if ((bp[i] ?? 0) > 0)
          factsheets.creditQuality.push({
            schemeId: scheme.id,
            asOf,
            label,
            weightPct: pct(bp[i] ?? 0),
            source: DEMO_SOURCE,
          });
      });
    }
  }
  return factsheets;
}
