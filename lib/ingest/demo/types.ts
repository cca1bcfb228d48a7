// Plain data the demo generator returns; the loader writes it into the fund-data tables.
import type { AssetClass, IdcwFrequency, OptionType, PlanType, SchemeType } from "@/lib/ingest/amfi/types";

export const RISK_LEVELS = ["Low", "Low to Moderate", "Moderate", "Moderately High", "High", "Very High"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Source written to every factsheet and offer row of the demo dataset. */
export const DEMO_SOURCE = "demo";

export interface DemoOptions {
  /** Any 32-bit integer; the same seed and today give byte-identical data. */
  seed: number;
  /** The last NAV date, YYYY-MM-DD (the generator never reads the clock). */
  today: string;
  /** Years of NAV history ending at today (default 10). */
  years?: number;
  /** Multiplies the number of schemes per category (default 1, about 2,000 plans); every category keeps at least one. */
  scale?: number;
  /**
   * The fewest schemes a scaled-down category keeps (default 1; never more than the category's full count), so a
   * small demo can still fill a category's ranks and averages, which need MIN_PEER_PLANS plans with a value.
   */
  minSchemesPerCategory?: number;
}

export interface DemoAmc {
  id: number;
  name: string;
  slug: string;
  /** The name without "Mutual Fund", which starts every scheme name. */
  brand: string;
}

export interface DemoCategory {
  id: number;
  assetClass: AssetClass;
  sebiCategory: string;
  slug: string;
  rawHeadings: string[];
}

export interface DemoScheme {
  id: number;
  amcId: number;
  categoryId: number;
  name: string;
  schemeType: SchemeType;
  rawCategoryHeading: string;
}

export interface DemoPlan {
  schemeCode: number;
  schemeId: number;
  /** null for ETFs, which have a single plan. */
  planType: PlanType | null;
  option: OptionType | null;
  idcwFrequency: IdcwFrequency | null;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  displayName: string;
  rawName: string;
}

export interface PlanFactRow {
  schemeCode: number;
  asOf: string;
  /** Total expense ratio in percent a year, e.g. 0.65. */
  expenseRatio: number;
  /** Scheme AUM in crore (the same on every plan of the scheme). */
  aumCr: number;
  exitLoad: string;
  minSip: string | null;
  minLumpsum: string | null;
  riskLevel: RiskLevel;
  benchmark: string;
  launchDate: string;
  source: string;
}

export interface FundManagerRow {
  schemeId: number;
  asOf: string;
  name: string;
  managingSince: string;
  source: string;
}

export type HoldingAssetType = "Equity" | "Debt" | "Money Market" | "Cash" | "Gold" | "Silver" | "Fund Units";

export interface HoldingRow {
  schemeId: number;
  asOf: string;
  name: string;
  isin: string | null;
  sector: string | null;
  assetType: HoldingAssetType;
  rating: string | null;
  /** Percent of net assets; a scheme's holdings (cash line included) sum to 100. */
  weightPct: number;
  source: string;
}

export interface AllocationRow {
  schemeId: number;
  asOf: string;
  label: string;
  weightPct: number;
  source: string;
}

export interface NewFundOfferRow {
  id: number;
  amcId: number;
  categoryId: number;
  name: string;
  openDate: string;
  closeDate: string;
  minInvestment: string;
  benchmark: string;
  riskLevel: RiskLevel;
  exitLoad: string;
  objective: string;
  managers: string[];
  source: string;
}

export interface BasketRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  isIndexFunds: boolean;
  isCollection: boolean;
  sortOrder: number;
}

export interface BasketFundRow {
  basketId: number;
  schemeCode: number;
  sortOrder: number;
}
