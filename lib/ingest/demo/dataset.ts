// The whole demo dataset from a seed and a date: the catalogue, factsheets, offers and baskets as plain
// rows, and the NAVs as a generator (about 4.5 million rows: streamed scheme by scheme, never held at once).
import { buildBaskets } from "./baskets";
import { buildFactsheets, type DemoFactsheets } from "./factsheets";
import { buildMarket, simulateScheme, type PlanNavs } from "./nav";
import { buildOffers } from "./offers";
import type {
  BasketFundRow,
  BasketRow,
  DemoAmc,
  DemoCategory,
  DemoOptions,
  DemoPlan,
  DemoScheme,
  NewFundOfferRow,
} from "./types";
import { buildUniverse, DEFAULT_YEARS, type DemoUniverse } from "./universe";

/** The seed `npm run data:demo` uses unless told otherwise. */
export const DEFAULT_DEMO_SEED = 20260101;

export interface DemoDataset {
  seed: number;
  today: string;
  years: number;
  scale: number;
  /** The NAV dates, ascending (the last is today, or the business day before it). */
  navDates: readonly string[];
  amcs: DemoAmc[];
  categories: DemoCategory[];
  schemes: DemoScheme[];
  plans: DemoPlan[];
  factsheets: DemoFactsheets;
  offers: NewFundOfferRow[];
  baskets: BasketRow[];
  basketFunds: BasketFundRow[];
  /** The generator's internal model (simulation parameters), for tests and diagnostics. */
  universe: DemoUniverse;
  /** The NAVs of every plan, one scheme's plans per step, in scheme-code order. */
  navs(): Generator<PlanNavs[]>;
}

export function generateDemoDataset(options: DemoOptions): DemoDataset {
  const universe = buildUniverse(options);
  const market = buildMarket(universe.seed, universe.grid);
  const factsheets = buildFactsheets(universe);
  const { baskets, basketFunds } = buildBaskets(universe, market);
  return {
    seed: universe.seed,
    today: universe.today,
    years: options.years ?? DEFAULT_YEARS,
    scale: options.scale ?? 1,
    navDates: universe.grid.dates,
    amcs: universe.amcs.map(({ id, name, slug, brand }) => ({ id, name, slug, brand })),
    categories: universe.categories.map((c) => ({ ...c, rawHeadings: [...c.rawHeadings] })),
    schemes: universe.schemes.map(({ id, amcId, categoryId, name, schemeType, rawCategoryHeading }) => ({
      id,
      amcId,
      categoryId,
      name,
      schemeType,
      rawCategoryHeading,
    })),
    plans: universe.plans.map(
      ({
        schemeCode,
        schemeId,
        planType,
        option,
        idcwFrequency,
        isinGrowth,
        isinReinvestment,
        displayName,
        rawName,
      }) => ({
        schemeCode,
        schemeId,
        planType,
        option,
        idcwFrequency,
        isinGrowth,
        isinReinvestment,
        displayName,
        rawName,
      }),
    ),
    factsheets,
    offers: buildOffers(universe),
    baskets,
    basketFunds,
    universe,
    *navs() {
      // A fresh market per pass: the shared shocks are cached inside it.
      const pass = buildMarket(universe.seed, universe.grid);
      for (const scheme of universe.schemes) yield simulateScheme(scheme, pass);
    },
  };
}

/** COPY text (tab-separated, one line per NAV) for one scheme's plans: what the loader streams into `navs`. */
export function navCopyText(plans: readonly PlanNavs[], dates: readonly string[]): string {
  let text = "";
  for (const { plan, startIndex, navs } of plans) {
    const prefix = `${plan.schemeCode}\t`;
    for (let i = 0; i < navs.length; i += 1)
      text += `${prefix}${dates[startIndex + i]}\t${(navs[i] as number).toFixed(4)}\n`;
  }
  return text;
}
