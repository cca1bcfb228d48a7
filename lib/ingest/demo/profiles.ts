// What each canonical category looks like in the demo: how many schemes, the products inside it
// (variants), their return and risk (the NAV simulation's targets), costs, loads, riskometer, benchmark
// and portfolio shape. Returns are annual: `drift` is the gross (before expenses) compound annual growth
// the simulation pins each variant's long-run path to; `vol` is the annualised volatility of daily log returns.
import type { IdcwFrequency, SchemeType } from "@/lib/ingest/amfi/types";
import type { Sector } from "./companies";
import { SECTORS } from "./companies";
import type { RiskLevel } from "./types";

/** Common market factors, one per asset class, with their annual volatility. */
export const FACTOR_VOL = { equity: 0.16, rates: 0.045, money: 0.003, gold: 0.14, global: 0.17 } as const;
export type FactorId = keyof typeof FACTOR_VOL;
export const FACTOR_IDS = Object.keys(FACTOR_VOL) as FactorId[];

export interface IndexSpec {
  /** Constituents are drawn from this size tier (or all companies), largest first... */
  from: "all" | "large" | "mid" | "small";
  /** ...optionally only these sectors... */
  sectors?: readonly Sector[];
  /** ...skipping the largest `skip`, then every `stride`-th company, `count` of them. */
  skip?: number;
  stride?: number;
  count: number;
  equalWeight?: boolean;
}

export interface EquityStyle {
  /** Relative weight of large, mid and small caps among the picks. */
  caps: readonly [number, number, number];
  sectors?: readonly Sector[];
  holdings: readonly [number, number];
  index?: IndexSpec;
}

export type DebtStyle =
  | "overnight"
  | "money"
  | "short"
  | "corporate"
  | "medium"
  | "bpsu"
  | "duration"
  | "gilt"
  | "gilt10"
  | "credit"
  | "floater"
  | "gsec-index"
  | "sdl-psu-index";

export type OtherKind = "gold" | "silver" | "fund-units" | "overseas-fund-units";

export interface PortfolioSpec {
  /** Percent of net assets, drawn uniformly in the range; cash and equivalents are the rest. */
  equity: readonly [number, number];
  debt: readonly [number, number];
  other?: { kind: OtherKind; pct: readonly [number, number] };
  equityStyle?: EquityStyle;
  debtStyle?: DebtStyle;
  debtHoldings?: readonly [number, number];
}

export interface Variant {
  key: string;
  /** Scheme name after the fund-house brand, e.g. "Nifty 50 Index Fund". */
  words: string;
  drift: number;
  vol: number;
  /** Relative exposure to the common factors (scaled so they explain `factorShare` of the variance). */
  factors: Partial<Record<FactorId, number>>;
  factorShare: number;
  /** Annual volatility of each scheme's own noise (tracking error against its variant). */
  idioVol: number;
  /** Standard deviation of each scheme's annual skill (log return) around the variant's drift. */
  alphaVol: number;
  /** Schemes with the same key share a common shock: every Nifty 50 index fund and ETF tracks one index. */
  underlying: string;
  /** Spread of scheme betas around 1 (0: every scheme loads exactly as specified). */
  betaSpread: number;
  benchmarks: readonly string[];
  risk: readonly RiskLevel[];
  portfolio: PortfolioSpec;
  /** Relative popularity among the category's variants. */
  weight: number;
  startNav: number;
  /** The AMFI category heading the scheme is filed under, when not the category's first (e.g. "Other Scheme - Gold ETF"). */
  heading?: string;
}

export type IdcwSpec =
  | { style: "income"; frequencies: readonly IdcwFrequency[] }
  | { style: "fixed"; frequencies: readonly IdcwFrequency[]; annualRate: readonly [number, number] }
  | { style: "occasional" };

export interface CategoryProfile {
  slug: string;
  /** Schemes at scale 1. */
  schemes: number;
  /** SEBI allows one scheme per category per fund house, except index funds, ETFs, FoFs and sectoral/thematic funds. */
  onePerAmc: boolean;
  variants: readonly Variant[];
  /** Share of schemes that also have IDCW plans (Payout and Reinvestment, Direct and Regular). */
  idcwShare: number;
  idcw: IdcwSpec;
  /** Total expense ratio ranges in percent: Direct, and what Regular adds (distributor commission). */
  ter: { direct: readonly [number, number]; regularExtra: readonly [number, number] };
  /** Scheme AUM in crore: lognormal median and sigma. */
  aum: { median: number; sigma: number };
  exitLoads: readonly string[];
  /** null: not offered (ETFs trade on the exchange). */
  minSip: readonly number[] | null;
  minLumpsum: readonly number[] | null;
  /** Share of schemes with the full NAV history; the others launch later. */
  fullHistoryShare: number;
  /** ETFs have one plan, with no plan type or option. */
  singlePlan: boolean;
  schemeType: SchemeType;
  /** Schemes of new categories are at most this old (years). */
  maxAgeYears?: number;
}

const EQUITY_EXIT = [
  "1% if redeemed within 1 year of allotment; Nil thereafter",
  "1% if redeemed within 365 days from the date of allotment; Nil thereafter",
  "1% if redeemed within 90 days of allotment; Nil thereafter",
  "0.5% if redeemed within 30 days of allotment; Nil thereafter",
] as const;
const LIQUID_EXIT =
  "Day 1: 0.0070%, Day 2: 0.0065%, Day 3: 0.0060%, Day 4: 0.0055%, Day 5: 0.0050%, Day 6: 0.0045%, Day 7 onwards: Nil";
const SIP = [100, 500, 1000] as const;
const LUMPSUM = [100, 500, 1000, 5000] as const;

type VariantInput = Omit<Variant, "underlying" | "weight" | "startNav" | "betaSpread" | "alphaVol" | "idioVol"> &
  Partial<Pick<Variant, "underlying" | "weight" | "startNav" | "betaSpread" | "alphaVol" | "idioVol">>;

function variant(category: string, input: VariantInput): Variant {
  return {
    underlying: `${category}:${input.key}`,
    weight: 1,
    startNav: 10,
    betaSpread: 0.1,
    alphaVol: 0.015,
    idioVol: 0.05,
    ...input,
  };
}

type Defaulted = "onePerAmc" | "singlePlan" | "fullHistoryShare" | "minSip" | "minLumpsum" | "schemeType";
type ProfileInput = Omit<CategoryProfile, "slug" | "variants" | Defaulted> &
  Partial<Pick<CategoryProfile, Defaulted>> & { variants: VariantInput[] };

function profile(slug: string, input: ProfileInput): CategoryProfile {
  return {
    onePerAmc: true,
    singlePlan: false,
    schemeType: "Open Ended",
    fullHistoryShare: 0.75,
    minSip: SIP,
    minLumpsum: LUMPSUM,
    ...input,
    slug,
    variants: input.variants.map((v) => variant(slug, v)),
  };
}

// ---------------------------------------------------------------- equity

const ACTIVE_EQUITY = {
  idcwShare: 0.25,
  idcw: { style: "occasional" },
  ter: { direct: [0.45, 1.2], regularExtra: [0.75, 1.1] },
  exitLoads: EQUITY_EXIT,
} as const satisfies Partial<ProfileInput>;

function activeEquity(
  slug: string,
  schemes: number,
  words: string,
  drift: number,
  vol: number,
  factorShare: number,
  caps: readonly [number, number, number],
  holdings: readonly [number, number],
  benchmarks: readonly string[],
  aumMedian: number,
  extra: Partial<ProfileInput> = {},
): CategoryProfile {
  return profile(slug, {
    ...ACTIVE_EQUITY,
    schemes,
    aum: { median: aumMedian, sigma: 0.9 },
    variants: [
      {
        key: "main",
        words,
        drift,
        vol,
        factors: { equity: 1 },
        factorShare,
        benchmarks,
        risk: ["Very High"],
        portfolio: { equity: [92, 99], debt: [0, 0], equityStyle: { caps, holdings } },
      },
    ],
    ...extra,
  });
}

const ALL_BUT = (...excluded: Sector[]) => SECTORS.filter((s) => !excluded.includes(s));

const THEMES: readonly {
  key: string;
  words: string;
  drift: number;
  vol: number;
  sectors: readonly Sector[];
  benchmark: string;
  weight: number;
}[] = [
  {
    key: "banking",
    words: "Banking & Financial Services Fund",
    drift: 0.125,
    vol: 0.22,
    sectors: ["Financial Services"],
    benchmark: "Nifty Financial Services TRI",
    weight: 2,
  },
  {
    key: "technology",
    words: "Technology Fund",
    drift: 0.14,
    vol: 0.22,
    sectors: ["Information Technology", "Telecommunication"],
    benchmark: "BSE Teck TRI",
    weight: 1.5,
  },
  {
    key: "healthcare",
    words: "Healthcare Fund",
    drift: 0.13,
    vol: 0.19,
    sectors: ["Healthcare"],
    benchmark: "BSE Healthcare TRI",
    weight: 1.5,
  },
  {
    key: "infrastructure",
    words: "Infrastructure Fund",
    drift: 0.135,
    vol: 0.23,
    sectors: [
      "Construction",
      "Capital Goods",
      "Power",
      "Construction Materials",
      "Telecommunication",
      "Oil, Gas & Consumable Fuels",
    ],
    benchmark: "Nifty Infrastructure TRI",
    weight: 1.5,
  },
  {
    key: "consumption",
    words: "India Consumption Fund",
    drift: 0.125,
    vol: 0.17,
    sectors: [
      "Fast Moving Consumer Goods",
      "Consumer Durables",
      "Consumer Services",
      "Automobile and Auto Components",
      "Textiles",
    ],
    benchmark: "Nifty India Consumption TRI",
    weight: 1.2,
  },
  {
    key: "manufacturing",
    words: "Manufacturing Fund",
    drift: 0.13,
    vol: 0.2,
    sectors: ["Capital Goods", "Automobile and Auto Components", "Metals & Mining", "Chemicals", "Healthcare"],
    benchmark: "Nifty India Manufacturing TRI",
    weight: 1,
  },
  {
    key: "psu",
    words: "PSU Equity Fund",
    drift: 0.12,
    vol: 0.24,
    sectors: ["Financial Services", "Power", "Oil, Gas & Consumable Fuels", "Metals & Mining", "Capital Goods"],
    benchmark: "BSE PSU TRI",
    weight: 0.8,
  },
  {
    key: "energy",
    words: "Energy Opportunities Fund",
    drift: 0.12,
    vol: 0.23,
    sectors: ["Oil, Gas & Consumable Fuels", "Power"],
    benchmark: "Nifty Energy TRI",
    weight: 0.8,
  },
  {
    key: "mnc",
    words: "MNC Fund",
    drift: 0.115,
    vol: 0.15,
    sectors: [
      "Fast Moving Consumer Goods",
      "Capital Goods",
      "Healthcare",
      "Automobile and Auto Components",
      "Chemicals",
    ],
    benchmark: "Nifty MNC TRI",
    weight: 0.6,
  },
  {
    key: "esg",
    words: "ESG Leaders Fund",
    drift: 0.12,
    vol: 0.17,
    sectors: ALL_BUT("Oil, Gas & Consumable Fuels", "Metals & Mining"),
    benchmark: "Nifty 100 ESG TRI",
    weight: 0.6,
  },
  {
    key: "business-cycle",
    words: "Business Cycle Fund",
    drift: 0.13,
    vol: 0.18,
    sectors: SECTORS,
    benchmark: "Nifty 500 TRI",
    weight: 1,
  },
];

const EQUITY: CategoryProfile[] = [
  activeEquity(
    "equity-multi-cap-fund",
    14,
    "Multi Cap Fund",
    0.135,
    0.18,
    0.75,
    [0.45, 0.28, 0.27],
    [45, 60],
    ["Nifty 500 Multicap 50:25:25 TRI"],
    6000,
    {
      fullHistoryShare: 0.45,
    },
  ),
  activeEquity(
    "equity-large-cap-fund",
    24,
    "Large Cap Fund",
    0.12,
    0.165,
    0.85,
    [0.9, 0.08, 0.02],
    [30, 55],
    ["Nifty 100 TRI", "BSE 100 TRI"],
    14000,
  ),
  activeEquity(
    "equity-large-and-mid-cap-fund",
    20,
    "Large & Mid Cap Fund",
    0.13,
    0.175,
    0.8,
    [0.5, 0.42, 0.08],
    [40, 60],
    ["Nifty LargeMidcap 250 TRI", "BSE 250 LargeMidCap TRI"],
    9000,
  ),
  activeEquity(
    "equity-mid-cap-fund",
    20,
    "Mid Cap Fund",
    0.145,
    0.2,
    0.65,
    [0.1, 0.77, 0.13],
    [40, 60],
    ["Nifty Midcap 150 TRI", "BSE 150 MidCap TRI"],
    10000,
  ),
  activeEquity(
    "equity-small-cap-fund",
    18,
    "Small Cap Fund",
    0.15,
    0.24,
    0.5,
    [0.02, 0.2, 0.78],
    [45, 60],
    ["Nifty Smallcap 250 TRI", "BSE 250 SmallCap TRI"],
    9000,
  ),
  activeEquity(
    "equity-dividend-yield-fund",
    6,
    "Dividend Yield Fund",
    0.12,
    0.15,
    0.85,
    [0.6, 0.3, 0.1],
    [30, 50],
    ["Nifty 500 TRI", "Nifty Dividend Opportunities 50 TRI"],
    2500,
    {
      idcwShare: 0.5,
    },
  ),
  activeEquity(
    "equity-value-fund",
    12,
    "Value Fund",
    0.13,
    0.17,
    0.8,
    [0.6, 0.28, 0.12],
    [35, 60],
    ["Nifty 500 TRI", "Nifty 500 Value 50 TRI"],
    5000,
  ),
  activeEquity(
    "equity-contra-fund",
    4,
    "Contra Fund",
    0.135,
    0.17,
    0.8,
    [0.6, 0.28, 0.12],
    [35, 60],
    ["Nifty 500 TRI", "BSE 500 TRI"],
    8000,
  ),
  activeEquity(
    "equity-focused-fund",
    14,
    "Focused Fund",
    0.125,
    0.175,
    0.75,
    [0.7, 0.22, 0.08],
    [25, 30],
    ["Nifty 500 TRI", "Nifty 100 TRI"],
    4500,
  ),
  profile("equity-sectoral-thematic", {
    ...ACTIVE_EQUITY,
    idcwShare: 0.2,
    schemes: 60,
    onePerAmc: false,
    fullHistoryShare: 0.55,
    aum: { median: 1500, sigma: 1.1 },
    variants: THEMES.map((theme) => ({
      key: theme.key,
      words: theme.words,
      drift: theme.drift,
      vol: theme.vol,
      factors: { equity: 1 },
      factorShare: 0.55,
      benchmarks: [theme.benchmark],
      risk: ["Very High"],
      weight: theme.weight,
      portfolio: {
        equity: [93, 99],
        debt: [0, 0],
        equityStyle: { caps: [0.55, 0.3, 0.15], sectors: theme.sectors, holdings: [25, 45] },
      },
    })),
  }),
  activeEquity(
    "equity-elss",
    28,
    "ELSS Tax Saver Fund",
    0.13,
    0.17,
    0.8,
    [0.65, 0.25, 0.1],
    [35, 60],
    ["Nifty 500 TRI", "BSE 500 TRI"],
    4000,
    {
      idcwShare: 0.4,
      exitLoads: ["Nil (3-year lock-in from the date of allotment)"],
      minSip: [500],
      minLumpsum: [500],
    },
  ),
  activeEquity(
    "equity-flexi-cap-fund",
    26,
    "Flexi Cap Fund",
    0.13,
    0.17,
    0.8,
    [0.65, 0.25, 0.1],
    [35, 60],
    ["Nifty 500 TRI", "BSE 500 TRI"],
    12000,
    {
      fullHistoryShare: 0.6,
    },
  ),
];

// ---------------------------------------------------------------- debt

function debt(
  slug: string,
  schemes: number,
  words: string,
  drift: number,
  vol: number,
  factors: Partial<Record<FactorId, number>>,
  style: DebtStyle,
  benchmarks: readonly string[],
  risk: readonly RiskLevel[],
  extra: Partial<ProfileInput> & {
    variant?: Partial<VariantInput>;
    debtPct?: readonly [number, number];
    holdings?: readonly [number, number];
  } = {},
): CategoryProfile {
  const { variant: variantExtra, debtPct, holdings, ...rest } = extra;
  return profile(slug, {
    schemes,
    idcwShare: 0.4,
    idcw: { style: "income", frequencies: ["Monthly", "Quarterly"] },
    ter: { direct: [0.2, 0.6], regularExtra: [0.3, 0.8] },
    aum: { median: 3500, sigma: 1 },
    exitLoads: ["Nil"],
    variants: [
      {
        key: "main",
        words,
        drift,
        vol,
        factors,
        factorShare: 0.8,
        idioVol: vol * 0.2,
        alphaVol: 0.002,
        betaSpread: 0.05,
        benchmarks,
        risk,
        portfolio: { equity: [0, 0], debt: debtPct ?? [90, 98], debtStyle: style, debtHoldings: holdings ?? [15, 40] },
        ...variantExtra,
      },
    ],
    ...rest,
  });
}

const MONEY_IDCW: IdcwSpec = { style: "income", frequencies: ["Daily", "Weekly", "Monthly"] };

const DEBT: CategoryProfile[] = [
  debt(
    "debt-overnight-fund",
    16,
    "Overnight Fund",
    0.062,
    0.0015,
    { money: 1 },
    "overnight",
    ["CRISIL Liquid Overnight Index", "NIFTY 1D Rate Index"],
    ["Low"],
    {
      idcw: MONEY_IDCW,
      ter: { direct: [0.05, 0.12], regularExtra: [0.05, 0.15] },
      aum: { median: 4000, sigma: 1.1 },
      debtPct: [0, 6],
      holdings: [3, 6],
      variant: { startNav: 1000, idioVol: 0.0002 },
    },
  ),
  debt(
    "debt-liquid-fund",
    26,
    "Liquid Fund",
    0.066,
    0.003,
    { money: 1 },
    "money",
    ["CRISIL Liquid Debt A-I Index", "NIFTY Liquid Index A-I"],
    ["Low to Moderate", "Moderate"],
    {
      idcw: MONEY_IDCW,
      ter: { direct: [0.1, 0.25], regularExtra: [0.1, 0.25] },
      aum: { median: 15000, sigma: 1.1 },
      exitLoads: [LIQUID_EXIT],
      debtPct: [85, 97],
      holdings: [20, 40],
      variant: { startNav: 1000, factorShare: 0.75, idioVol: 0.0008 },
    },
  ),
  debt(
    "debt-ultra-short-duration-fund",
    16,
    "Ultra Short Duration Fund",
    0.07,
    0.005,
    { money: 0.7, rates: 0.3 },
    "money",
    ["CRISIL Ultra Short Duration Debt A-I Index"],
    ["Low to Moderate", "Moderate"],
    {
      idcw: { style: "income", frequencies: ["Weekly", "Monthly"] },
      ter: { direct: [0.25, 0.5], regularExtra: [0.3, 0.6] },
      aum: { median: 5000, sigma: 1 },
      holdings: [20, 40],
    },
  ),
  debt(
    "debt-low-duration-fund",
    14,
    "Low Duration Fund",
    0.071,
    0.008,
    { money: 0.5, rates: 0.5 },
    "short",
    ["CRISIL Low Duration Debt A-I Index"],
    ["Low to Moderate", "Moderate"],
    {
      idcw: { style: "income", frequencies: ["Weekly", "Monthly"] },
      holdings: [20, 40],
    },
  ),
  debt(
    "debt-money-market-fund",
    14,
    "Money Market Fund",
    0.0705,
    0.005,
    { money: 0.7, rates: 0.3 },
    "money",
    ["CRISIL Money Market A-I Index"],
    ["Low to Moderate", "Moderate"],
    {
      idcw: { style: "income", frequencies: ["Daily", "Weekly", "Monthly"] },
      ter: { direct: [0.15, 0.35], regularExtra: [0.2, 0.5] },
      aum: { median: 8000, sigma: 1 },
      holdings: [20, 40],
    },
  ),
  debt(
    "debt-short-duration-fund",
    16,
    "Short Duration Fund",
    0.073,
    0.018,
    { rates: 1 },
    "short",
    ["CRISIL Short Duration Debt A-II Index"],
    ["Moderate", "Low to Moderate"],
    {
      exitLoads: ["Nil", "0.25% if redeemed within 30 days of allotment; Nil thereafter"],
    },
  ),
  debt(
    "debt-medium-duration-fund",
    8,
    "Medium Duration Fund",
    0.076,
    0.025,
    { rates: 1 },
    "medium",
    ["CRISIL Medium Duration Debt A-III Index"],
    ["Moderate", "Moderately High"],
    {
      variant: { factorShare: 0.7 },
      exitLoads: ["Nil", "1% if redeemed within 12 months of allotment; Nil thereafter"],
      aum: { median: 1500, sigma: 1 },
    },
  ),
  debt(
    "debt-medium-to-long-duration-fund",
    6,
    "Medium to Long Duration Fund",
    0.074,
    0.035,
    { rates: 1 },
    "duration",
    ["CRISIL Medium to Long Duration Debt A-III Index"],
    ["Moderate"],
    {
      aum: { median: 1200, sigma: 1 },
    },
  ),
  debt(
    "debt-long-duration-fund",
    5,
    "Long Duration Fund",
    0.075,
    0.06,
    { rates: 1 },
    "duration",
    ["CRISIL Long Duration Debt A-III Index"],
    ["Moderate"],
    {
      variant: { factorShare: 0.85 },
      aum: { median: 1000, sigma: 1 },
      fullHistoryShare: 0.4,
    },
  ),
  debt(
    "debt-dynamic-bond-fund",
    12,
    "Dynamic Bond Fund",
    0.074,
    0.04,
    { rates: 1 },
    "duration",
    ["CRISIL Dynamic Bond A-III Index"],
    ["Moderate"],
    { aum: { median: 1500, sigma: 1 } },
  ),
  debt(
    "debt-corporate-bond-fund",
    14,
    "Corporate Bond Fund",
    0.074,
    0.02,
    { rates: 1 },
    "corporate",
    ["CRISIL Corporate Debt A-II Index"],
    ["Moderate", "Low to Moderate"],
    {
      aum: { median: 6000, sigma: 1 },
    },
  ),
  debt(
    "debt-credit-risk-fund",
    5,
    "Credit Risk Fund",
    0.08,
    0.03,
    { rates: 1 },
    "credit",
    ["CRISIL Credit Risk Debt B-II Index"],
    ["Moderately High", "High"],
    {
      variant: { factorShare: 0.4, idioVol: 0.012, alphaVol: 0.01 },
      ter: { direct: [0.7, 1.1], regularExtra: [0.7, 0.9] },
      exitLoads: [
        "1% if redeemed within 12 months of allotment; Nil thereafter",
        "2% if redeemed within 365 days; 1% within 730 days; Nil thereafter",
      ],
      aum: { median: 800, sigma: 0.9 },
    },
  ),
  debt(
    "debt-banking-and-psu-fund",
    12,
    "Banking and PSU Fund",
    0.073,
    0.02,
    { rates: 1 },
    "bpsu",
    ["CRISIL Banking and PSU Debt A-II Index"],
    ["Moderate", "Low to Moderate"],
    {
      aum: { median: 4000, sigma: 1 },
    },
  ),
  debt(
    "debt-gilt-fund",
    12,
    "Gilt Fund",
    0.073,
    0.045,
    { rates: 1 },
    "gilt",
    ["CRISIL Dynamic Gilt Index"],
    ["Moderate"],
    {
      variant: { factorShare: 0.9 },
      holdings: [15, 25],
      aum: { median: 1200, sigma: 1 },
    },
  ),
  debt(
    "debt-gilt-fund-10-year-constant-duration",
    4,
    "Gilt Fund with 10 Year Constant Duration",
    0.072,
    0.05,
    { rates: 1 },
    "gilt10",
    ["CRISIL 10 Year Gilt Index"],
    ["Moderate"],
    {
      variant: { factorShare: 0.92 },
      holdings: [15, 20],
      aum: { median: 600, sigma: 0.8 },
    },
  ),
  debt(
    "debt-floater-fund",
    6,
    "Floating Rate Fund",
    0.072,
    0.01,
    { money: 0.5, rates: 0.5 },
    "floater",
    ["CRISIL Short Duration Debt A-II Index", "CRISIL Low Duration Debt A-I Index"],
    ["Low to Moderate", "Moderate"],
    {
      variant: { factorShare: 0.6 },
      fullHistoryShare: 0.5,
      aum: { median: 2500, sigma: 1 },
    },
  ),
  profile("debt-fixed-term-plan", {
    schemes: 8,
    onePerAmc: false,
    schemeType: "Close Ended",
    fullHistoryShare: 0,
    maxAgeYears: 3.5,
    idcwShare: 0.5,
    idcw: { style: "income", frequencies: ["Quarterly", "Half Yearly", "Annual"] },
    ter: { direct: [0.05, 0.25], regularExtra: [0.1, 0.3] },
    aum: { median: 150, sigma: 0.8 },
    exitLoads: ["Not applicable: close-ended; units are listed on the stock exchange and redeemed on maturity"],
    minSip: null,
    minLumpsum: [5000],
    variants: [41, 42, 43, 44, 45, 46, 47, 48].map((series) => ({
      key: `series-${series}`,
      words: `Fixed Term Plan - Series ${series}`,
      drift: 0.074,
      vol: 0.012,
      factors: { rates: 1 },
      factorShare: 0.6,
      idioVol: 0.002,
      alphaVol: 0.002,
      betaSpread: 0.05,
      benchmarks: ["CRISIL Medium Term Debt Index", "CRISIL Short Term Bond Index"],
      risk: ["Low to Moderate", "Moderate"],
      portfolio: { equity: [0, 0], debt: [95, 99.5], debtStyle: "corporate", debtHoldings: [8, 15] },
    })),
  }),
];

// ---------------------------------------------------------------- hybrid and solution oriented

function hybrid(
  slug: string,
  schemes: number,
  words: string,
  drift: number,
  vol: number,
  factors: Partial<Record<FactorId, number>>,
  equity: readonly [number, number],
  debtPct: readonly [number, number],
  benchmarks: readonly string[],
  risk: readonly RiskLevel[],
  extra: Partial<ProfileInput> & { variant?: Partial<VariantInput> } = {},
): CategoryProfile {
  const { variant: variantExtra, ...rest } = extra;
  return profile(slug, {
    schemes,
    idcwShare: 0.4,
    idcw: { style: "fixed", frequencies: ["Monthly", "Quarterly"], annualRate: [0.06, 0.08] },
    ter: { direct: [0.4, 1.0], regularExtra: [0.8, 1.1] },
    aum: { median: 4000, sigma: 1 },
    exitLoads: [
      "1% if more than 10% of units are redeemed within 1 year of allotment; Nil thereafter",
      "1% if redeemed within 1 year of allotment; Nil thereafter",
    ],
    variants: [
      {
        key: "main",
        words,
        drift,
        vol,
        factors,
        factorShare: 0.85,
        idioVol: vol * 0.25,
        alphaVol: 0.01,
        benchmarks,
        risk,
        portfolio: {
          equity,
          debt: debtPct,
          equityStyle: { caps: [0.75, 0.18, 0.07], holdings: [25, 45] },
          debtStyle: "corporate",
          debtHoldings: [15, 30],
        },
        ...variantExtra,
      },
    ],
    ...rest,
  });
}

const HYBRID: CategoryProfile[] = [
  hybrid(
    "hybrid-conservative-hybrid-fund",
    12,
    "Conservative Hybrid Fund",
    0.085,
    0.045,
    { equity: 0.2, rates: 0.8 },
    [15, 24],
    [70, 80],
    ["CRISIL Hybrid 85+15 - Conservative Index"],
    ["Moderately High", "High"],
    {
      aum: { median: 1200, sigma: 1 },
    },
  ),
  hybrid(
    "hybrid-balanced-hybrid-fund",
    3,
    "Balanced Hybrid Fund",
    0.1,
    0.09,
    { equity: 0.5, rates: 0.5 },
    [40, 58],
    [38, 55],
    ["CRISIL Hybrid 50+50 - Moderate Index"],
    ["High", "Very High"],
    {
      aum: { median: 800, sigma: 0.8 },
    },
  ),
  hybrid(
    "hybrid-aggressive-hybrid-fund",
    22,
    "Aggressive Hybrid Fund",
    0.12,
    0.13,
    { equity: 0.75, rates: 0.25 },
    [66, 78],
    [18, 30],
    ["CRISIL Hybrid 35+65 - Aggressive Index"],
    ["Very High"],
    {
      idcw: { style: "fixed", frequencies: ["Monthly", "Quarterly"], annualRate: [0.06, 0.09] },
      ter: { direct: [0.5, 1.1], regularExtra: [0.8, 1.1] },
      aum: { median: 9000, sigma: 1 },
    },
  ),
  hybrid(
    "hybrid-dynamic-asset-allocation-balanced-advantage",
    20,
    "Balanced Advantage Fund",
    0.105,
    0.09,
    { equity: 0.55, rates: 0.45 },
    [55, 80],
    [15, 35],
    ["CRISIL Hybrid 50+50 - Moderate Index", "Nifty 50 Hybrid Composite Debt 50:50 Index"],
    ["Moderately High", "High", "Very High"],
    { aum: { median: 7000, sigma: 1.1 } },
  ),
  hybrid(
    "hybrid-multi-asset-allocation",
    12,
    "Multi Asset Allocation Fund",
    0.115,
    0.1,
    { equity: 0.6, rates: 0.2, gold: 0.2 },
    [55, 68],
    [12, 22],
    [
      "65% Nifty 500 TRI + 25% CRISIL Short Term Bond Index + 10% Domestic Price of Gold",
      "Nifty 200 TRI (65%) + Nifty Composite Debt Index (25%) + Domestic Price of Gold (10%)",
    ],
    ["Very High", "High"],
    { fullHistoryShare: 0.55, aum: { median: 3000, sigma: 1.1 }, variant: { portfolio: multiAssetPortfolio() } },
  ),
  hybrid(
    "hybrid-arbitrage-fund",
    18,
    "Arbitrage Fund",
    0.066,
    0.01,
    { money: 0.6, rates: 0.4 },
    [65, 80],
    [15, 30],
    ["Nifty 50 Arbitrage Index"],
    ["Low"],
    {
      idcw: { style: "fixed", frequencies: ["Monthly", "Quarterly"], annualRate: [0.05, 0.065] },
      ter: { direct: [0.2, 0.4], regularExtra: [0.6, 0.75] },
      aum: { median: 6000, sigma: 1.1 },
      exitLoads: [
        "0.25% if redeemed within 30 days of allotment; Nil thereafter",
        "0.25% if redeemed within 15 days of allotment; Nil thereafter",
      ],
      variant: {
        factorShare: 0.3,
        idioVol: 0.003,
        alphaVol: 0.002,
        portfolio: {
          equity: [65, 80],
          debt: [15, 30],
          equityStyle: { caps: [0.8, 0.2, 0], holdings: [40, 60] },
          debtStyle: "money",
          debtHoldings: [10, 20],
        },
      },
    },
  ),
  hybrid(
    "hybrid-equity-savings",
    12,
    "Equity Savings Fund",
    0.085,
    0.055,
    { equity: 0.3, rates: 0.7 },
    [65, 75],
    [20, 30],
    ["Nifty Equity Savings Index"],
    ["Moderately High", "Moderate"],
    {
      idcw: { style: "fixed", frequencies: ["Monthly", "Quarterly"], annualRate: [0.06, 0.075] },
      aum: { median: 900, sigma: 1 },
    },
  ),
];

function multiAssetPortfolio(): PortfolioSpec {
  return {
    equity: [55, 68],
    debt: [12, 22],
    other: { kind: "gold", pct: [10, 15] },
    equityStyle: { caps: [0.7, 0.2, 0.1], holdings: [30, 50] },
    debtStyle: "short",
    debtHoldings: [10, 20],
  };
}

function solution(slug: string, schemes: number, words: [string, string], exitLoad: string): CategoryProfile {
  return profile(slug, {
    schemes,
    idcwShare: 0.15,
    idcw: { style: "occasional" },
    ter: { direct: [0.5, 1.2], regularExtra: [0.8, 1.1] },
    aum: { median: 1000, sigma: 1 },
    exitLoads: [exitLoad],
    fullHistoryShare: 0.7,
    variants: [
      {
        key: "growth",
        words: words[0],
        drift: 0.12,
        vol: 0.14,
        factors: { equity: 0.85, rates: 0.15 },
        factorShare: 0.85,
        alphaVol: 0.012,
        idioVol: 0.035,
        benchmarks: ["Nifty 500 TRI", "CRISIL Hybrid 35+65 - Aggressive Index"],
        risk: ["Very High"],
        weight: 2,
        portfolio: {
          equity: [70, 92],
          debt: [5, 25],
          equityStyle: { caps: [0.7, 0.2, 0.1], holdings: [30, 50] },
          debtStyle: "corporate",
          debtHoldings: [8, 15],
        },
      },
      {
        key: "savings",
        words: words[1],
        drift: 0.095,
        vol: 0.075,
        factors: { equity: 0.35, rates: 0.65 },
        factorShare: 0.85,
        alphaVol: 0.008,
        idioVol: 0.02,
        benchmarks: ["CRISIL Hybrid 50+50 - Moderate Index", "CRISIL Hybrid 85+15 - Conservative Index"],
        risk: ["High", "Moderately High"],
        portfolio: {
          equity: [25, 40],
          debt: [55, 70],
          equityStyle: { caps: [0.8, 0.15, 0.05], holdings: [25, 35] },
          debtStyle: "corporate",
          debtHoldings: [15, 30],
        },
      },
    ],
  });
}

const SOLUTION: CategoryProfile[] = [
  solution(
    "solution-oriented-retirement-fund",
    8,
    ["Retirement Fund", "Retirement Savings Fund"],
    "Nil (lock-in of 5 years or till retirement age, whichever is earlier)",
  ),
  solution(
    "solution-oriented-childrens-fund",
    6,
    ["Children's Fund", "Children's Savings Fund"],
    "Nil (lock-in of 5 years or till the child attains majority, whichever is earlier)",
  ),
  profile("solution-oriented-life-cycle-fund", {
    schemes: 5,
    onePerAmc: false,
    fullHistoryShare: 0,
    maxAgeYears: 1.2,
    idcwShare: 0,
    idcw: { style: "occasional" },
    ter: { direct: [0.3, 0.8], regularExtra: [0.8, 1.1] },
    aum: { median: 250, sigma: 0.8 },
    exitLoads: ["Nil (lock-in of 5 years or till the target year, whichever is earlier)"],
    variants: [
      {
        key: "2035",
        words: "Life Cycle Fund 2035",
        heading: "Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years",
        drift: 0.105,
        vol: 0.1,
        factors: { equity: 0.65, rates: 0.35 },
        factorShare: 0.85,
        idioVol: 0.02,
        alphaVol: 0.008,
        benchmarks: ["CRISIL Hybrid 50+50 - Moderate Index"],
        risk: ["High", "Very High"],
        portfolio: {
          equity: [45, 65],
          debt: [30, 50],
          equityStyle: { caps: [0.75, 0.18, 0.07], holdings: [30, 45] },
          debtStyle: "corporate",
          debtHoldings: [12, 25],
        },
      },
      {
        key: "2040",
        words: "Life Cycle Fund 2040",
        heading: "Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years",
        drift: 0.115,
        vol: 0.13,
        factors: { equity: 0.8, rates: 0.2 },
        factorShare: 0.85,
        idioVol: 0.025,
        alphaVol: 0.01,
        benchmarks: ["CRISIL Hybrid 35+65 - Aggressive Index"],
        risk: ["Very High"],
        portfolio: {
          equity: [65, 85],
          debt: [12, 30],
          equityStyle: { caps: [0.7, 0.2, 0.1], holdings: [35, 50] },
          debtStyle: "corporate",
          debtHoldings: [10, 20],
        },
      },
    ],
  }),
];

// ---------------------------------------------------------------- index funds, ETFs, funds of funds

interface TrackedIndex {
  key: string;
  name: string;
  drift: number;
  vol: number;
  factorShare: number;
  benchmark: string;
  risk: readonly RiskLevel[];
  portfolio: PortfolioSpec;
  factors?: Partial<Record<FactorId, number>>;
  startNav?: number;
}

const equityIndex = (index: IndexSpec): PortfolioSpec => ({
  equity: [99.5, 99.9],
  debt: [0, 0],
  equityStyle: { caps: [1, 0, 0], holdings: [index.count, index.count], index },
});

const INDICES: Record<string, TrackedIndex> = {
  "nifty-50": {
    key: "nifty-50",
    name: "Nifty 50",
    drift: 0.12,
    vol: 0.165,
    factorShare: 0.9,
    benchmark: "Nifty 50 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", count: 50 }),
  },
  sensex: {
    key: "sensex",
    name: "BSE Sensex",
    drift: 0.12,
    vol: 0.16,
    factorShare: 0.9,
    benchmark: "BSE Sensex TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", count: 30 }),
  },
  "next-50": {
    key: "next-50",
    name: "Nifty Next 50",
    drift: 0.13,
    vol: 0.2,
    factorShare: 0.7,
    benchmark: "Nifty Next 50 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", skip: 50, count: 50 }),
  },
  "nifty-100": {
    key: "nifty-100",
    name: "Nifty 100",
    drift: 0.122,
    vol: 0.165,
    factorShare: 0.88,
    benchmark: "Nifty 100 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", count: 60 }),
  },
  "midcap-150": {
    key: "midcap-150",
    name: "Nifty Midcap 150",
    drift: 0.145,
    vol: 0.2,
    factorShare: 0.65,
    benchmark: "Nifty Midcap 150 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "mid", count: 60 }),
  },
  "smallcap-250": {
    key: "smallcap-250",
    name: "Nifty Smallcap 250",
    drift: 0.145,
    vol: 0.24,
    factorShare: 0.5,
    benchmark: "Nifty Smallcap 250 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "small", count: 60 }),
  },
  "nifty-500": {
    key: "nifty-500",
    name: "Nifty 500",
    drift: 0.13,
    vol: 0.17,
    factorShare: 0.85,
    benchmark: "Nifty 500 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", stride: 2, count: 60 }),
  },
  "equal-weight": {
    key: "equal-weight",
    name: "Nifty 50 Equal Weight",
    drift: 0.125,
    vol: 0.17,
    factorShare: 0.85,
    benchmark: "Nifty 50 Equal Weight TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", count: 50, equalWeight: true }),
  },
  "low-vol-30": {
    key: "low-vol-30",
    name: "Nifty 100 Low Volatility 30",
    drift: 0.125,
    vol: 0.13,
    factorShare: 0.8,
    benchmark: "Nifty 100 Low Volatility 30 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({
      from: "all",
      sectors: [
        "Fast Moving Consumer Goods",
        "Healthcare",
        "Information Technology",
        "Consumer Durables",
        "Financial Services",
      ],
      stride: 2,
      count: 30,
    }),
  },
  "momentum-30": {
    key: "momentum-30",
    name: "Nifty 200 Momentum 30",
    drift: 0.15,
    vol: 0.21,
    factorShare: 0.6,
    benchmark: "Nifty 200 Momentum 30 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", stride: 5, count: 30 }),
  },
  "alpha-50": {
    key: "alpha-50",
    name: "Nifty Alpha 50",
    drift: 0.14,
    vol: 0.22,
    factorShare: 0.55,
    benchmark: "Nifty Alpha 50 TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", skip: 20, stride: 4, count: 50 }),
  },
  bank: {
    key: "bank",
    name: "Nifty Bank",
    drift: 0.125,
    vol: 0.22,
    factorShare: 0.6,
    benchmark: "Nifty Bank TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", sectors: ["Financial Services"], count: 12 }),
  },
  it: {
    key: "it",
    name: "Nifty IT",
    drift: 0.14,
    vol: 0.22,
    factorShare: 0.45,
    benchmark: "Nifty IT TRI",
    risk: ["Very High"],
    portfolio: equityIndex({ from: "all", sectors: ["Information Technology"], count: 10 }),
  },
  "gsec-2030": {
    key: "gsec-2030",
    name: "Nifty G-Sec Dec 2030",
    drift: 0.072,
    vol: 0.03,
    factorShare: 0.9,
    factors: { rates: 1 },
    benchmark: "Nifty G-Sec Dec 2030 Index",
    risk: ["Moderate", "Low to Moderate"],
    portfolio: { equity: [0, 0], debt: [97, 99.5], debtStyle: "gsec-index", debtHoldings: [3, 6] },
  },
  "sdl-psu-2028": {
    key: "sdl-psu-2028",
    name: "Nifty SDL Plus AAA PSU Bond Apr 2028 60:40",
    drift: 0.072,
    vol: 0.02,
    factorShare: 0.9,
    factors: { rates: 1 },
    benchmark: "Nifty SDL Plus AAA PSU Bond Apr 2028 60:40 Index",
    risk: ["Moderate", "Low to Moderate"],
    portfolio: { equity: [0, 0], debt: [97, 99.5], debtStyle: "sdl-psu-index", debtHoldings: [15, 25] },
  },
  "gsec-10y": {
    key: "gsec-10y",
    name: "Nifty 10 Year G-Sec",
    drift: 0.072,
    vol: 0.05,
    factorShare: 0.95,
    factors: { rates: 1 },
    benchmark: "Nifty 10 yr Benchmark G-Sec Index",
    risk: ["Moderate"],
    portfolio: { equity: [0, 0], debt: [97, 99.5], debtStyle: "gsec-index", debtHoldings: [1, 2] },
  },
  "liquid-1d": {
    key: "liquid-1d",
    name: "Nifty 1D Rate Liquid",
    drift: 0.06,
    vol: 0.0015,
    factorShare: 0.8,
    factors: { money: 1 },
    benchmark: "NIFTY 1D Rate Index",
    risk: ["Low"],
    portfolio: { equity: [0, 0], debt: [0, 4], debtStyle: "overnight", debtHoldings: [2, 4] },
    startNav: 1000,
  },
  gold: {
    key: "gold",
    name: "Gold",
    drift: 0.1,
    vol: 0.14,
    factorShare: 0.95,
    factors: { gold: 1 },
    benchmark: "Domestic Price of Gold",
    risk: ["High"],
    portfolio: { equity: [0, 0], debt: [0, 0], other: { kind: "gold", pct: [97, 99.5] } },
  },
  silver: {
    key: "silver",
    name: "Silver",
    drift: 0.09,
    vol: 0.24,
    factorShare: 0.4,
    factors: { gold: 1 },
    benchmark: "Domestic Price of Silver",
    risk: ["Very High", "High"],
    portfolio: { equity: [0, 0], debt: [0, 0], other: { kind: "silver", pct: [97, 99.5] } },
  },
};

function tracker(index: TrackedIndex, words: string, weight: number, heading: { heading?: string } = {}): VariantInput {
  return {
    key: index.key,
    words,
    drift: index.drift,
    vol: index.vol,
    factors: index.factors ?? { equity: 1 },
    factorShare: index.factorShare,
    // Every fund on one index shares the index's path ("idx:" keys are common to index funds, ETFs and FoFs).
    underlying: `idx:${index.key}`,
    idioVol: index.vol < 0.01 ? 0.0002 : 0.002,
    alphaVol: 0.0005,
    betaSpread: 0,
    benchmarks: [index.benchmark],
    risk: index.risk,
    portfolio: index.portfolio,
    weight,
    startNav: index.startNav ?? 10,
    ...heading,
  };
}

const idx = (key: string): TrackedIndex => {
  const index = INDICES[key];
  if (!index) throw new Error(`unknown index ${key}`);
  return index;
};

const INDEX_FUND_WEIGHTS: readonly [string, number][] = [
  ["nifty-50", 3],
  ["sensex", 1.5],
  ["next-50", 2],
  ["nifty-100", 0.7],
  ["midcap-150", 1.5],
  ["smallcap-250", 1.2],
  ["nifty-500", 0.8],
  ["equal-weight", 0.6],
  ["low-vol-30", 0.6],
  ["momentum-30", 0.8],
  ["alpha-50", 0.4],
  ["gsec-2030", 0.6],
  ["sdl-psu-2028", 0.5],
];

const ETF_WEIGHTS: readonly [string, number][] = [
  ["nifty-50", 3],
  ["sensex", 1.5],
  ["next-50", 1],
  ["bank", 1.5],
  ["it", 1],
  ["midcap-150", 0.8],
  ["gold", 2.5],
  ["silver", 1.2],
  ["liquid-1d", 0.8],
  ["gsec-10y", 0.5],
];

const FOF_PORTFOLIO = (pct: readonly [number, number], kind: OtherKind = "fund-units"): PortfolioSpec => ({
  equity: [0, 0],
  debt: [0, 0],
  other: { kind, pct },
});

const OTHER: CategoryProfile[] = [
  profile("other-index-funds", {
    schemes: 60,
    onePerAmc: false,
    idcwShare: 0.05,
    idcw: { style: "occasional" },
    ter: { direct: [0.1, 0.4], regularExtra: [0.2, 0.5] },
    aum: { median: 1200, sigma: 1.3 },
    exitLoads: ["Nil", "0.25% if redeemed within 7 days of allotment; Nil thereafter"],
    fullHistoryShare: 0.4,
    variants: INDEX_FUND_WEIGHTS.map(([key, weight]) => tracker(idx(key), `${idx(key).name} Index Fund`, weight)),
  }),
  profile("other-etfs", {
    schemes: 40,
    onePerAmc: false,
    singlePlan: true,
    idcwShare: 0,
    idcw: { style: "occasional" },
    ter: { direct: [0.04, 0.45], regularExtra: [0, 0] },
    aum: { median: 900, sigma: 1.6 },
    exitLoads: ["Nil"],
    minSip: null,
    minLumpsum: null,
    fullHistoryShare: 0.55,
    variants: ETF_WEIGHTS.map(([key, weight]) =>
      tracker(idx(key), `${idx(key).name} ETF`, weight, {
        heading: key === "gold" ? "Other Scheme - Gold ETF" : "Other Scheme - Other  ETFs",
      }),
    ),
  }),
  profile("other-fund-of-funds-domestic", {
    schemes: 14,
    onePerAmc: false,
    idcwShare: 0.1,
    idcw: { style: "occasional" },
    ter: { direct: [0.05, 0.6], regularExtra: [0.3, 0.8] },
    aum: { median: 500, sigma: 1.2 },
    exitLoads: ["Nil", "1% if redeemed within 15 days of allotment; Nil thereafter"],
    fullHistoryShare: 0.6,
    variants: [
      { ...tracker(idx("gold"), "Gold ETF Fund of Fund", 3), idioVol: 0.004, portfolio: FOF_PORTFOLIO([97, 99.5]) },
      { ...tracker(idx("silver"), "Silver ETF Fund of Fund", 1), idioVol: 0.004, portfolio: FOF_PORTFOLIO([97, 99.5]) },
      {
        key: "asset-allocator",
        words: "Asset Allocator Fund of Fund",
        drift: 0.11,
        vol: 0.1,
        factors: { equity: 0.6, rates: 0.3, gold: 0.1 },
        factorShare: 0.85,
        idioVol: 0.02,
        alphaVol: 0.008,
        benchmarks: ["Nifty 500 TRI (50%) + CRISIL Composite Bond Index (40%) + Domestic Price of Gold (10%)"],
        risk: ["High", "Very High"],
        weight: 1.5,
        portfolio: FOF_PORTFOLIO([95, 99]),
      },
      {
        key: "income-plus-arbitrage",
        words: "Income Plus Arbitrage Fund of Fund",
        drift: 0.075,
        vol: 0.02,
        factors: { rates: 0.8, money: 0.2 },
        factorShare: 0.8,
        idioVol: 0.004,
        alphaVol: 0.002,
        benchmarks: ["CRISIL Short Duration Debt A-II Index (60%) + Nifty 50 Arbitrage Index (40%)"],
        risk: ["Moderate", "Low to Moderate"],
        weight: 0.8,
        portfolio: FOF_PORTFOLIO([95, 99]),
      },
    ],
  }),
  profile("other-fund-of-funds-overseas", {
    schemes: 14,
    onePerAmc: false,
    idcwShare: 0.05,
    idcw: { style: "occasional" },
    ter: { direct: [0.3, 0.9], regularExtra: [0.5, 1.0] },
    aum: { median: 700, sigma: 1.2 },
    exitLoads: [
      "1% if redeemed within 1 year of allotment; Nil thereafter",
      "1% if redeemed within 365 days; Nil thereafter",
    ],
    fullHistoryShare: 0.6,
    variants: [
      {
        key: "us-equity",
        words: "US Equity Fund of Fund",
        drift: 0.13,
        vol: 0.18,
        benchmark: "S&P 500 TRI (in INR)",
        share: 0.85,
        weight: 2,
      },
      {
        key: "nasdaq-100",
        words: "Nasdaq 100 Fund of Fund",
        drift: 0.15,
        vol: 0.23,
        benchmark: "NASDAQ-100 TRI (in INR)",
        share: 0.6,
        weight: 1.5,
      },
      {
        key: "global-innovation",
        words: "Global Innovation Fund of Fund",
        drift: 0.11,
        vol: 0.22,
        benchmark: "MSCI ACWI Index (in INR)",
        share: 0.6,
        weight: 1,
      },
      {
        key: "emerging-markets",
        words: "Emerging Markets Fund of Fund",
        drift: 0.075,
        vol: 0.18,
        benchmark: "MSCI Emerging Markets Index (in INR)",
        share: 0.6,
        weight: 0.8,
      },
    ].map((o) => ({
      key: o.key,
      words: o.words,
      drift: o.drift,
      vol: o.vol,
      factors: { global: 1 },
      factorShare: o.share,
      underlying: `overseas:${o.key}`,
      idioVol: 0.01,
      alphaVol: 0.005,
      benchmarks: [o.benchmark],
      risk: ["Very High"] as const,
      weight: o.weight,
      portfolio: FOF_PORTFOLIO([95, 99.5], "overseas-fund-units"),
    })),
  }),
];

export const CATEGORY_PROFILES: readonly CategoryProfile[] = [...EQUITY, ...DEBT, ...HYBRID, ...SOLUTION, ...OTHER];
