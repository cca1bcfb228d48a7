// Curated baskets of the demo: Direct Growth plans picked deterministically from fitting categories.
import type { BasketFundRow, BasketRow } from "./types";
import { buildMarket, grossReturns, type DemoMarket } from "./nav";
import type { DemoUniverse, PlanModel, SchemeModel } from "./universe";

interface BasketSpec {
  slug: string;
  name: string;
  description: string;
  isIndexFunds: boolean;
  isCollection: boolean;
  /** Categories to draw from, in round-robin order. */
  categories: readonly string[];
  /** Only these variants (keys), when given. */
  variants?: readonly string[];
  count: number;
  rank: "aum" | "return-3y";
  /** At most one fund per variant (one per index for index funds). */
  onePerVariant?: boolean;
}

const EQUITY_ACTIVE = [
  "equity-multi-cap-fund",
  "equity-large-cap-fund",
  "equity-large-and-mid-cap-fund",
  "equity-mid-cap-fund",
  "equity-small-cap-fund",
  "equity-value-fund",
  "equity-contra-fund",
  "equity-focused-fund",
  "equity-elss",
  "equity-flexi-cap-fund",
];

export const BASKET_SPECS: readonly BasketSpec[] = [
  {
    slug: "tax-saver-elss",
    name: "Tax saver (ELSS)",
    description:
      "Equity-linked savings schemes: investments up to ₹1.5 lakh a year qualify for deduction under Section 80C (old tax regime), with a 3-year lock-in.",
    isIndexFunds: false,
    isCollection: false,
    categories: ["equity-elss"],
    count: 8,
    rank: "aum",
  },
  {
    slug: "index-funds",
    name: "Index funds",
    description: "Low-cost funds that track a market index instead of picking stocks, one for each popular index.",
    isIndexFunds: true,
    isCollection: false,
    categories: ["other-index-funds"],
    variants: [
      "nifty-50",
      "sensex",
      "next-50",
      "nifty-100",
      "midcap-150",
      "smallcap-250",
      "nifty-500",
      "equal-weight",
      "low-vol-30",
      "momentum-30",
    ],
    count: 8,
    rank: "aum",
    onePerVariant: true,
  },
  {
    slug: "park-your-short-term-money",
    name: "Park your short-term money",
    description:
      "Overnight, liquid and money market funds for money you may need in days or months, with low risk and quick redemption.",
    isIndexFunds: false,
    isCollection: true,
    categories: ["debt-liquid-fund", "debt-overnight-fund", "debt-money-market-fund", "debt-ultra-short-duration-fund"],
    count: 8,
    rank: "aum",
  },
  {
    slug: "large-cap-core",
    name: "Large cap core",
    description: "Large cap funds and Nifty 50 index funds: a steady core for a long-term equity portfolio.",
    isIndexFunds: false,
    isCollection: false,
    categories: ["equity-large-cap-fund", "other-index-funds"],
    variants: ["main", "nifty-50"],
    count: 8,
    rank: "aum",
  },
  {
    slug: "aggressive-growth",
    name: "Aggressive growth",
    description:
      "Mid cap and small cap funds for investors with a horizon of seven years or more who can sit through deep falls.",
    isIndexFunds: false,
    isCollection: false,
    categories: ["equity-small-cap-fund", "equity-mid-cap-fund"],
    count: 8,
    rank: "aum",
  },
  {
    slug: "regular-income",
    name: "Regular income",
    description:
      "Conservative hybrid, corporate bond and banking & PSU funds that aim for steady returns with limited equity exposure.",
    isIndexFunds: false,
    isCollection: true,
    categories: [
      "debt-corporate-bond-fund",
      "hybrid-conservative-hybrid-fund",
      "debt-banking-and-psu-fund",
      "debt-short-duration-fund",
    ],
    count: 8,
    rank: "aum",
  },
  {
    slug: "gold-and-international",
    name: "Gold & international",
    description:
      "Gold and silver funds of funds and overseas funds of funds, to diversify beyond Indian equity and debt.",
    isIndexFunds: false,
    isCollection: true,
    categories: ["other-fund-of-funds-domestic", "other-fund-of-funds-overseas"],
    variants: ["gold", "silver", "us-equity", "nasdaq-100", "global-innovation", "emerging-markets"],
    count: 6,
    rank: "aum",
  },
  {
    slug: "top-rated-by-returns",
    name: "Top rated by returns",
    description:
      "Actively managed equity funds with the highest 3-year returns (Direct plans). Past performance does not guarantee future returns.",
    isIndexFunds: false,
    isCollection: true,
    categories: EQUITY_ACTIVE,
    count: 10,
    rank: "return-3y",
  },
];

function directGrowth(scheme: SchemeModel): PlanModel | undefined {
  return scheme.plans.find((plan) => plan.planType === "Direct" && plan.option === "Growth");
}

/** Annualised return of the scheme's Direct Growth plan over the last `years` (null when it is younger). */
export function trailingReturn(scheme: SchemeModel, market: DemoMarket, years: number): number | null {
  const plan = directGrowth(scheme);
  const { dates, dt } = market.grid;
  const last = dates.length - 1;
  let start = last;
  let elapsed = 0;
  while (start > 0 && elapsed < years - 1e-9) {
    elapsed += dt[start] as number;
    start -= 1;
  }
  if (!plan || elapsed < years - 0.01 || start < scheme.launchIndex) return null;
  const gross = grossReturns(scheme, market);
  let logReturn = 0;
  for (let t = start + 1; t <= last; t += 1)
    logReturn += (gross[t] as number) - (plan.expenseRatio / 100) * (dt[t] as number);
  return Math.exp(logReturn / elapsed) - 1;
}

export function buildBaskets(
  universe: DemoUniverse,
  market = buildMarket(universe.seed, universe.grid),
): { baskets: BasketRow[]; basketFunds: BasketFundRow[] } {
  const baskets: BasketRow[] = [];
  const basketFunds: BasketFundRow[] = [];
  BASKET_SPECS.forEach((spec, index) => {
    const id = index + 1;
    baskets.push({
      id,
      slug: spec.slug,
      name: spec.name,
      description: spec.description,
      isIndexFunds: spec.isIndexFunds,
      isCollection: spec.isCollection,
      sortOrder: id,
    });
    const score = (scheme: SchemeModel) =>
      spec.rank === "aum" ? scheme.aumCr : (trailingReturn(scheme, market, 3) ?? Number.NEGATIVE_INFINITY);
    const queues = spec.categories.map((slug) =>
      universe.schemes
        .filter(
          (s) =>
            s.category.slug === slug && directGrowth(s) && (!spec.variants || spec.variants.includes(s.variant.key)),
        )
        .map((s) => ({ scheme: s, score: score(s) }))
        .filter((entry) => entry.score > Number.NEGATIVE_INFINITY)
        .sort((a, b) => b.score - a.score || a.scheme.id - b.scheme.id),
    );
    const chosen: SchemeModel[] = [];
    const variantsTaken = new Set<string>();
    if (spec.rank === "return-3y") {
      // One ranking across all the categories.
      chosen.push(
        ...queues
          .flat()
          .sort((a, b) => b.score - a.score || a.scheme.id - b.scheme.id)
          .slice(0, spec.count)
          .map((e) => e.scheme),
      );
    } else {
      while (chosen.length < spec.count && queues.some((q) => q.length > 0)) {
        for (const queue of queues) {
          if (chosen.length >= spec.count) break;
          let entry = queue.shift();
          while (entry && spec.onePerVariant && variantsTaken.has(entry.scheme.variant.key)) entry = queue.shift();
          if (!entry) continue;
          variantsTaken.add(entry.scheme.variant.key);
          chosen.push(entry.scheme);
        }
      }
    }
    chosen.forEach((scheme, i) => {
      const plan = directGrowth(scheme);
      if (plan) basketFunds.push({ basketId: id, schemeCode: plan.schemeCode, sortOrder: i + 1 });
    });
  });
  return { baskets, basketFunds };
}
