// New fund offers of the demo: upcoming, open and closed ones relative to today.
import { addDays } from "./calendar";
import { Rng } from "./prng";
import { DEMO_SOURCE, type NewFundOfferRow, type RiskLevel } from "./types";
import type { DemoUniverse } from "./universe";

export type OfferState = "upcoming" | "open" | "closed";

interface OfferTemplate {
  words: string;
  category: string;
  benchmark: string;
  risk: RiskLevel;
  exitLoad: string;
  minInvestment: number;
  objective: string;
  managers: "equity" | "debt";
}

const TEMPLATES: readonly OfferTemplate[] = [
  {
    words: "Nifty India Railways PSU Index Fund",
    category: "other-index-funds",
    benchmark: "Nifty India Railways PSU TRI",
    risk: "Very High",
    exitLoad: "Nil",
    minInvestment: 1000,
    objective:
      "To provide returns that, before expenses, correspond to the total returns of the Nifty India Railways PSU Index, subject to tracking error.",
    managers: "equity",
  },
  {
    words: "Quality Factor Fund",
    category: "equity-sectoral-thematic",
    benchmark: "Nifty 200 Quality 30 TRI",
    risk: "Very High",
    exitLoad: "1% if redeemed within 1 year of allotment; Nil thereafter",
    minInvestment: 500,
    objective:
      "To generate long-term capital appreciation by investing in companies with high return on equity, low leverage and stable earnings.",
    managers: "equity",
  },
  {
    words: "Innovation Opportunities Fund",
    category: "equity-sectoral-thematic",
    benchmark: "Nifty 500 TRI",
    risk: "Very High",
    exitLoad: "1% if redeemed within 1 year of allotment; Nil thereafter",
    minInvestment: 1000,
    objective:
      "To generate long-term capital appreciation from companies that benefit from innovation in products, processes and business models.",
    managers: "equity",
  },
  {
    words: "Nifty SDL Jun 2035 Index Fund",
    category: "other-index-funds",
    benchmark: "Nifty SDL Jun 2035 Index",
    risk: "Moderate",
    exitLoad: "Nil",
    minInvestment: 5000,
    objective:
      "To track the Nifty SDL Jun 2035 Index by investing in state development loans maturing on or before the index's maturity, subject to tracking error.",
    managers: "debt",
  },
  {
    words: "Multi Asset Omni Fund of Fund",
    category: "other-fund-of-funds-domestic",
    benchmark: "Nifty 500 TRI (60%) + CRISIL Short Term Bond Index (30%) + Domestic Price of Gold (10%)",
    risk: "High",
    exitLoad: "1% if redeemed within 1 year of allotment; Nil thereafter",
    minInvestment: 500,
    objective:
      "To generate long-term capital appreciation by investing in units of equity, debt and gold schemes of the fund house.",
    managers: "equity",
  },
  {
    words: "Global Healthcare Fund of Fund",
    category: "other-fund-of-funds-overseas",
    benchmark: "MSCI World Health Care Index (in INR)",
    risk: "Very High",
    exitLoad: "1% if redeemed within 1 year of allotment; Nil thereafter",
    minInvestment: 1000,
    objective:
      "To generate long-term capital appreciation by investing in an overseas fund that invests in healthcare companies worldwide.",
    managers: "equity",
  },
  {
    words: "Nifty Midcap 150 Momentum 50 Index Fund",
    category: "other-index-funds",
    benchmark: "Nifty Midcap150 Momentum 50 TRI",
    risk: "Very High",
    exitLoad: "Nil",
    minInvestment: 1000,
    objective:
      "To provide returns that, before expenses, correspond to the total returns of the Nifty Midcap150 Momentum 50 Index, subject to tracking error.",
    managers: "equity",
  },
  {
    words: "Special Situations Fund",
    category: "equity-sectoral-thematic",
    benchmark: "BSE 500 TRI",
    risk: "Very High",
    exitLoad: "1% if redeemed within 1 year of allotment; Nil thereafter",
    minInvestment: 5000,
    objective:
      "To generate long-term capital appreciation by investing in companies going through special situations such as restructuring, policy change or temporary setbacks.",
    managers: "equity",
  },
];

const STATES: readonly OfferState[] = ["upcoming", "upcoming", "upcoming", "open", "open", "open", "closed", "closed"];

/** Where an offer stands on `today`. */
export function offerState(offer: Pick<NewFundOfferRow, "openDate" | "closeDate">, today: string): OfferState {
  if (today < offer.openDate) return "upcoming";
  if (today > offer.closeDate) return "closed";
  return "open";
}

export function buildOffers(universe: DemoUniverse): NewFundOfferRow[] {
  const rng = Rng.stream(universe.seed, "offers");
  const { today } = universe;
  const states = rng.shuffle(STATES);
  const existing = new Set(universe.schemes.map((s) => `${s.amcId}:${s.name}`));
  const usedAmcs = new Set<number>();
  return TEMPLATES.map((template, i) => {
    const candidates = universe.amcs.filter(
      (amc) => !usedAmcs.has(amc.id) && !existing.has(`${amc.id}:${amc.brand} ${template.words}`),
    );
    const amc = rng.pick(candidates);
    usedAmcs.add(amc.id);
    const category = universe.categories.find((c) => c.slug === template.category);
    if (!category) throw new Error(`unknown category ${template.category}`);
    const state = states[i] ?? "open";
    let openDate: string;
    let closeDate: string;
    if (state === "upcoming") {
      openDate = addDays(today, rng.int(3, 25));
      closeDate = addDays(openDate, rng.int(7, 14));
    } else if (state === "open") {
      openDate = addDays(today, -rng.int(0, 6));
      closeDate = addDays(today, rng.int(1, 8));
    } else {
      closeDate = addDays(today, -rng.int(3, 40));
      openDate = addDays(closeDate, -rng.int(7, 14));
    }
    const pool = template.managers === "equity" ? amc.equityManagers : amc.debtManagers;
    return {
      id: i + 1,
      amcId: amc.id,
      categoryId: category.id,
      name: `${amc.brand} ${template.words}`,
      openDate,
      closeDate,
      minInvestment: String(template.minInvestment),
      benchmark: template.benchmark,
      riskLevel: template.risk,
      exitLoad: template.exitLoad,
      objective: template.objective,
      managers: rng.shuffle(pool).slice(0, rng.int(1, 2)),
      source: DEMO_SOURCE,
    };
  });
}
