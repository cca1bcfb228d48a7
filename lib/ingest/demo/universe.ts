// The demo catalogue: fund houses, categories, schemes and plans, with each scheme's simulation
// parameters (launch, skill, factor loadings, costs, IDCW policy). Pure and deterministic.
import type { IdcwFrequency, OptionType, PlanType } from "@/lib/ingest/amfi/types";
import { slugify } from "@/lib/ingest/slug";
import { addDays, isBusinessDay, navGrid, type NavGrid } from "./calendar";
import { DEMO_CATEGORIES, schemeHeading } from "./categories";
import { fundIsin } from "./isin";
import { AMC_NAMES, MANAGER_FIRST_NAMES, MANAGER_LAST_NAMES } from "./names";
import { Rng } from "./prng";
import {
  CATEGORY_PROFILES,
  FACTOR_IDS,
  FACTOR_VOL,
  type CategoryProfile,
  type FactorId,
  type IdcwSpec,
  type Variant,
} from "./profiles";
import type { DemoAmc, DemoCategory, DemoOptions, DemoPlan, DemoScheme } from "./types";

/** Demo scheme codes start here, far above AMFI's (which are below 200000), so they can never collide. */
export const DEMO_SCHEME_CODE_START = 900_001;
export const DEFAULT_YEARS = 10;

export interface AmcModel extends DemoAmc {
  /** 0-based, used in ISINs. */
  number: number;
  /** Relative size (lognormal): large houses run more and bigger schemes. */
  size: number;
  equityManagers: string[];
  debtManagers: string[];
}

export interface IdcwPolicy {
  spec: IdcwSpec;
  frequency: IdcwFrequency | null;
  /** Annual payout rate of "fixed" policies. */
  rate: number;
  /** Month (1-12) of the yearly payout of "occasional" policies. */
  payoutMonth: number;
}

export type PlanSeries = "direct" | "regular" | "single";

export interface PlanModel extends DemoPlan {
  series: PlanSeries;
  /** Percent a year; Regular's is higher than Direct's. */
  expenseRatio: number;
}

export interface SchemeModel extends DemoScheme {
  /** Stable identity within a seed, independent of scale: category, fund house and variant. */
  key: string;
  amc: AmcModel;
  category: DemoCategory;
  profile: CategoryProfile;
  variant: Variant;
  launchIndex: number;
  launchDate: string;
  /** The NAV on the grid's first date of a scheme launched before it (grown from the face value), else the face value. */
  startNav: number;
  /** Annual log-return skill added to the variant's drift. */
  alpha: number;
  /** Loadings on the factor shocks (each factor's shocks have the volatility FACTOR_VOL). */
  loadings: Record<FactorId, number>;
  /** Annual volatility of the shared shock of the variant's underlying, and of the scheme's own noise. */
  underlyingVol: number;
  idioVol: number;
  idcw: IdcwPolicy | null;
  aumCr: number;
  plans: PlanModel[];
}

export interface DemoUniverse {
  seed: number;
  today: string;
  years: number;
  grid: NavGrid;
  amcs: AmcModel[];
  categories: DemoCategory[];
  schemes: SchemeModel[];
  plans: PlanModel[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function buildAmcs(seed: number): AmcModel[] {
  const rng = Rng.stream(seed, "amcs");
  const names = Rng.stream(seed, "manager-names").shuffle(
    MANAGER_FIRST_NAMES.flatMap((first) => MANAGER_LAST_NAMES.map((last) => `${first} ${last}`)),
  );
  let next = 0;
  const take = (count: number) => {
    const taken = names.slice(next, next + count);
    next += count;
    return taken;
  };
  return AMC_NAMES.map((name, number) => {
    const brand = name.replace(/ Mutual Fund$/, "");
    return {
      id: number + 1,
      number,
      name,
      slug: slugify(name),
      brand,
      size: rng.lognormal(1, 0.7),
      equityManagers: take(rng.int(4, 7)),
      debtManagers: take(rng.int(2, 4)),
    };
  });
}

function buildCategories(): DemoCategory[] {
  // rawHeadings are filled with the headings the demo's schemes are filed under (as the AMFI importer records them).
  return DEMO_CATEGORIES.map((category, i) => ({
    id: i + 1,
    assetClass: category.assetClass,
    sebiCategory: category.sebiCategory,
    slug: category.slug,
    rawHeadings: [],
  }));
}

interface Assignment {
  amc: AmcModel;
  variant: Variant;
}

/** Which fund houses run the category's schemes (and with which variant), largest houses most often. */
function assign(seed: number, profile: CategoryProfile, amcs: AmcModel[], count: number): Assignment[] {
  const rng = Rng.stream(seed, `assign:${profile.slug}`);
  const variantOrder = (v: Variant) => profile.variants.indexOf(v);
  let chosen: Assignment[];
  if (profile.onePerAmc) {
    const houses = rng.weightedSample(
      amcs,
      amcs.map((a) => a.size ** 0.8),
      Math.min(count, amcs.length),
    );
    chosen = houses.map((amc) => ({
      amc,
      variant: profile.variants[rng.weightedIndex(profile.variants.map((v) => v.weight))] as Variant,
    }));
  } else {
    const pairs = amcs.flatMap((amc) => profile.variants.map((variant) => ({ amc, variant })));
    chosen = rng.weightedSample(
      pairs,
      pairs.map((p) => p.amc.size * p.variant.weight),
      Math.min(count, pairs.length),
    );
  }
  return chosen.sort((a, b) => a.amc.number - b.amc.number || variantOrder(a.variant) - variantOrder(b.variant));
}

function loadingsFor(variant: Variant, beta: number): Record<FactorId, number> {
  const mix = FACTOR_IDS.map((id) => variant.factors[id] ?? 0);
  const mixVol = Math.sqrt(mix.reduce((sum, m, i) => sum + (m * FACTOR_VOL[FACTOR_IDS[i] as FactorId]) ** 2, 0));
  const scale = mixVol > 0 ? (variant.vol * Math.sqrt(variant.factorShare)) / mixVol : 0;
  return Object.fromEntries(FACTOR_IDS.map((id, i) => [id, (mix[i] ?? 0) * scale * beta])) as Record<FactorId, number>;
}

function planSuffix(
  planType: PlanType | null,
  option: OptionType | null,
  frequency: IdcwFrequency | null,
): { display: string; raw: string } {
  if (planType === null) return { display: "", raw: "" };
  const idcw = frequency ? `${frequency} IDCW` : "IDCW";
  const optionText =
    option === "Growth" ? "Growth" : option === "IDCW Payout" ? `${idcw} Payout` : `${idcw} Reinvestment`;
  const rawOption =
    option === "Growth" ? "Growth Option" : option === "IDCW Payout" ? `${idcw} - Payout` : `${idcw} - Reinvestment`;
  return { display: ` - ${planType} Plan - ${optionText}`, raw: ` - ${planType} Plan - ${rawOption}` };
}

export function buildUniverse(options: DemoOptions): DemoUniverse {
  const { seed, today } = options;
  const years = options.years ?? DEFAULT_YEARS;
  const scale = options.scale ?? 1;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (!(years > 0 && years <= 30)) throw new Error(`years must be in (0, 30], got ${years}`);
  if (!(scale > 0 && scale <= 1)) throw new Error(`scale must be in (0, 1], got ${scale}`);
  const minSchemes = options.minSchemesPerCategory ?? 1;
  if (!(Number.isInteger(minSchemes) && minSchemes >= 1))
    throw new Error(`minSchemesPerCategory must be a positive integer, got ${minSchemes}`);
  const grid = navGrid(today, years);
  const last = grid.dates.length - 1;
  if (last < 60) throw new Error("the NAV history is too short (fewer than 60 business days)");

  const amcs = buildAmcs(seed);
  const categories = buildCategories();
  const schemes: SchemeModel[] = [];
  const plans: PlanModel[] = [];
  const isinSerial = new Map<number, number>();
  let nextCode = DEMO_SCHEME_CODE_START;

  for (const category of categories) {
    const profile = CATEGORY_PROFILES.find((p) => p.slug === category.slug);
    if (!profile) throw new Error(`No demo profile for category ${category.slug}`);
    const count = Math.max(Math.min(profile.schemes, minSchemes), Math.round(profile.schemes * scale));
    const assignments = assign(seed, profile, amcs, count);
    const idcwCount = profile.singlePlan ? 0 : Math.round(assignments.length * profile.idcwShare);
    const withIdcw = new Set(
      Rng.stream(seed, `idcw-pick:${profile.slug}`)
        .shuffle(assignments.map((_, i) => i))
        .slice(0, idcwCount),
    );

    assignments.forEach(({ amc, variant }, index) => {
      const key = `${category.slug}:${amc.slug}:${variant.key}`;
      const rng = Rng.stream(seed, `scheme:${key}`);
      const earliest =
        profile.maxAgeYears === undefined
          ? Math.min(20, last - 60)
          : Math.max(0, last - Math.round(profile.maxAgeYears * 250));
      const launchIndex = rng.chance(profile.fullHistoryShare) ? 0 : rng.int(Math.min(earliest, last - 60), last - 60);
      const before =
        launchIndex === 0 ? launchedBefore(seed, key, grid.dates[0] as string, profile.maxAgeYears, years) : null;
      const beta = 1 + variant.betaSpread * rng.uniform(-1, 1);
      const directTer = round2(rng.uniform(profile.ter.direct[0], profile.ter.direct[1]));
      const regularTer = round2(
        directTer + Math.max(0.05, rng.uniform(profile.ter.regularExtra[0], profile.ter.regularExtra[1])),
      );
      const ageYears = (last - launchIndex) / 250;
      const aumCr = Math.max(
        1,
        round2(
          rng.lognormal(profile.aum.median * Math.sqrt(amc.size) * Math.min(1, ageYears / 5) ** 0.8, profile.aum.sigma),
        ),
      );
      const alpha = rng.normal() * variant.alphaVol;
      const idcwSpec = profile.idcw;
      const idcw: IdcwPolicy | null = withIdcw.has(index)
        ? {
            spec: idcwSpec,
            frequency: idcwSpec.style === "occasional" ? null : rng.pick(idcwSpec.frequencies),
            rate: idcwSpec.style === "fixed" ? rng.uniform(idcwSpec.annualRate[0], idcwSpec.annualRate[1]) : 0,
            payoutMonth: rng.int(1, 12),
          }
        : null;
      const scheme: SchemeModel = {
        id: schemes.length + 1,
        amcId: amc.id,
        categoryId: category.id,
        name: `${amc.brand} ${variant.words}`,
        schemeType: profile.schemeType,
        rawCategoryHeading: schemeHeading(category.slug, variant.heading),
        key,
        amc,
        category,
        profile,
        variant,
        launchIndex,
        launchDate: before?.launchDate ?? (grid.dates[launchIndex] as string),
        startNav: Math.round(variant.startNav * (before?.growth ?? 1) * 10_000) / 10_000,
        alpha,
        loadings: loadingsFor(variant, beta),
        underlyingVol: Math.sqrt(Math.max(0, variant.vol ** 2 * (1 - variant.factorShare) - variant.idioVol ** 2)),
        idioVol: variant.idioVol,
        idcw,
        aumCr,
        plans: [],
      };

      const planTypes: (PlanType | null)[] = profile.singlePlan ? [null] : ["Direct", "Regular"];
      for (const planType of planTypes) {
        const options: (OptionType | null)[] =
          planType === null ? [null] : idcw ? ["Growth", "IDCW Payout", "IDCW Reinvestment"] : ["Growth"];
        for (const option of options) {
          const serial = (isinSerial.get(amc.number) ?? 0) + 1;
          isinSerial.set(amc.number, serial);
          const isin = fundIsin(amc.number, serial);
          const frequency =
            option === "IDCW Payout" || option === "IDCW Reinvestment" ? (idcw?.frequency ?? null) : null;
          const suffix = planSuffix(planType, option, frequency);
          const plan: PlanModel = {
            schemeCode: nextCode,
            schemeId: scheme.id,
            planType,
            option,
            idcwFrequency: frequency,
            isinGrowth: option === "IDCW Reinvestment" ? null : isin,
            isinReinvestment: option === "IDCW Reinvestment" ? isin : null,
            displayName: `${scheme.name}${suffix.display}`,
            rawName: `${scheme.name}${suffix.raw}`,
            series: planType === "Direct" ? "direct" : planType === "Regular" ? "regular" : "single",
            expenseRatio: planType === "Regular" ? regularTer : directTer,
          };
          nextCode += 1;
          scheme.plans.push(plan);
          plans.push(plan);
        }
      }
      schemes.push(scheme);
      if (!category.rawHeadings.includes(scheme.rawCategoryHeading))
        category.rawHeadings.push(scheme.rawCategoryHeading);
    });
    category.rawHeadings.sort();
  }
  return { seed, today, years, grid, amcs, categories, schemes, plans };
}

/**
 * When a scheme with the whole NAV history was launched, before the grid starts: from three months to 30 years
 * earlier (within its category's age limit), on a business day, as real funds are some decades old and some
 * new; and how much its NAV grew from the face value by the grid's first date (4% to 12% a year). A stream of
 * its own, so the scheme's other draws do not change.
 */
function launchedBefore(
  seed: number,
  key: string,
  gridStart: string,
  maxAgeYears: number | undefined,
  gridYears: number,
): { launchDate: string; growth: number } | null {
  const room = Math.min(30, (maxAgeYears ?? Infinity) - gridYears);
  if (!(room > 0.25)) return null;
  const rng = Rng.stream(seed, `launch:${key}`);
  const yearsBefore = rng.uniform(0.25, room);
  let launchDate = addDays(gridStart, -Math.round(yearsBefore * 365.25));
  while (!isBusinessDay(launchDate)) launchDate = addDays(launchDate, -1);
  return { launchDate, growth: Math.pow(1 + rng.uniform(0.04, 0.12), yearsBefore) };
}
