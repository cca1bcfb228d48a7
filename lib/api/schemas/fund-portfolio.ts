import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { booleanFlag, isoDate, OPTION_TYPES, PLAN_TYPES, schemeCode } from "@/lib/api/schemas/fields";

const TAG = "Fund portfolio";

// Queries

export const fundQuery = z.object({ scheme_code: schemeCode });

export const equityFilterQuery = z.object({
  scheme_code: schemeCode,
  is_equity: booleanFlag.optional().meta({
    description:
      "true: equity holdings only; false: every other holding (debt, money market, cash, gold...); absent: all holdings.",
  }),
});

export const assetAllocationQuery = z.object({
  scheme_code: schemeCode,
  plan_type: z
    .enum(PLAN_TYPES)
    .default("Regular")
    .meta({ description: "Accepted and ignored: the allocation is the scheme's, the same for every plan." }),
  option_type: z
    .enum(OPTION_TYPES)
    .default("Growth")
    .meta({ description: "Accepted and ignored: the allocation is the scheme's, the same for every option." }),
});

// Shared payload pieces

const asOf = isoDate.nullable().meta({
  description: "Factsheet date (YYYY-MM-DD) of the figures; null when no factsheet has this data for the fund.",
});
const payloadSchemeCode = z.number().int().meta({ description: "AMFI scheme code of the plan asked about." });
const weightPct = z.number().meta({ description: "Weight in the portfolio, percent of net assets (12.5 = 12.5%)." });
const nullableWeightPct = (description: string) => z.number().nullable().meta({ description });

const weightedLabel = z.object({
  label: z.string(),
  weight_pct: weightPct,
});

// Payloads

export const fundManager = z.object({
  name: z.string(),
  managing_since: isoDate
    .nullable()
    .meta({ description: "Date (YYYY-MM-DD) the manager took over the fund; null when the factsheet does not say." }),
  tenure_years: z
    .number()
    .nullable()
    .meta({ description: "Years managing the fund as of today, to one decimal; null when managing_since is unknown." }),
});

export const fundManagersPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf,
  managers: z
    .array(fundManager)
    .meta({ description: "Managers on the latest factsheet, longest-serving first (unknown start dates last)." }),
});
export type FundManagersPayload = z.output<typeof fundManagersPayload>;

export const aumHistoryPayload = z.object({
  scheme_code: payloadSchemeCode,
  history: z
    .array(
      z.object({
        as_of: isoDate.meta({ description: "Factsheet date, YYYY-MM-DD." }),
        aum: z.number().meta({ description: "Assets under management of the scheme on that date, ₹ crore." }),
      }),
    )
    .meta({ description: "Every factsheet that gives an AUM, oldest first; empty when none does." }),
});
export type AumHistoryPayload = z.output<typeof aumHistoryPayload>;

export const holding = z.object({
  name: z.string().meta({ description: "Security or issuer name as on the factsheet." }),
  isin: z.string().nullable(),
  sector: z
    .string()
    .nullable()
    .meta({ description: "Sector of the company or bond issuer; null for cash and the like." }),
  asset_type: z.string().meta({ description: "Equity, Debt, Money Market, Cash, Gold, Silver, Fund Units..." }),
  rating: z
    .string()
    .nullable()
    .meta({ description: "Credit rating of a bond or money-market paper; null for equity." }),
  weight_pct: weightPct,
  notes: z.array(z.string()).meta({
    description:
      'What the marks the fund house printed after the name mean, in the words of its file\'s legend ("Thinly Traded / Non Traded Security"); empty when it printed none.',
  }),
});

export const topHoldingsPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf.meta({
    description: "Date (YYYY-MM-DD) of the latest portfolio; null when no factsheet lists the fund's holdings.",
  }),
  holdings: z.array(holding).meta({
    description:
      "The 10 largest holdings (after the is_equity filter), largest first; cash and its equivalents (TREPS, repo, net current assets) are no holding.",
  }),
});
export type TopHoldingsPayload = z.output<typeof topHoldingsPayload>;

export const sectorAllocationPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf,
  sectors: z.array(weightedLabel).meta({
    description:
      "Largest first. With is_equity=false the labels are asset types (Debt, Money Market, Cash...), not sectors.",
  }),
});
export type SectorAllocationPayload = z.output<typeof sectorAllocationPayload>;

export const assetAllocationPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf,
  allocation: z
    .array(weightedLabel)
    .meta({ description: "Asset classes (Equity, Debt, Cash & Equivalents, Others...), largest first." }),
});
export type AssetAllocationPayload = z.output<typeof assetAllocationPayload>;

export const creditQualityPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf,
  ratings: z.array(weightedLabel).meta({
    description:
      "Rating buckets (AAA/SOV, AA, A, Below A, Cash...), largest first; empty for funds that hold no bonds.",
  }),
});
export type CreditQualityPayload = z.output<typeof creditQualityPayload>;

export const distributionPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf.meta({
    description: "Date (YYYY-MM-DD) of the latest portfolio; null when no factsheet lists the fund's holdings.",
  }),
  by_asset_type: z
    .array(
      z.object({
        label: z.string().meta({ description: "Instrument type: Equity, Debt, Money Market, Cash, Gold..." }),
        weight_pct: z
          .number()
          .meta({ description: "Sum of the holdings of this type, percent of net assets, rounded to 2 decimals." }),
        holdings_count: z
          .number()
          .int()
          .meta({ description: "Holdings of this type (cash and its equivalents count as none)." }),
      }),
    )
    .meta({ description: "Largest first." }),
  holdings_count: z
    .number()
    .int()
    .meta({ description: "Holdings in the portfolio, cash and its equivalents not counted; 0 when none is known." }),
});
export type DistributionPayload = z.output<typeof distributionPayload>;

export const concentrationPayload = z.object({
  scheme_code: payloadSchemeCode,
  as_of: asOf.meta({
    description: "Date (YYYY-MM-DD) of the latest portfolio; null when no factsheet lists the fund's holdings.",
  }),
  holdings_count: z
    .number()
    .int()
    .meta({ description: "Holdings in the portfolio, cash and its equivalents not counted; 0 when none is known." }),
  top_5_weight_pct: nullableWeightPct(
    "Weight of the 5 largest holdings together, percent of net assets (2 decimals); null without holdings.",
  ),
  top_10_weight_pct: nullableWeightPct(
    "Weight of the 10 largest holdings together, percent of net assets (2 decimals); null without holdings.",
  ),
  top_sector: z.object({ label: z.string(), weight_pct: weightPct }).nullable().meta({
    description:
      "Largest sector of the equity holdings, percent of net assets; null when no equity holding has a sector (a bond fund).",
  }),
  top_3_sectors_weight_pct: nullableWeightPct(
    "Weight of the 3 largest equity sectors together, percent of net assets (2 decimals); null when no equity holding has a sector.",
  ),
});
export type ConcentrationPayload = z.output<typeof concentrationPayload>;

// Endpoints

const MISSING_DATA =
  "A fund without this data on any factsheet gets empty lists and as_of null; an unknown scheme code gets a 404.";

export const fundManagersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/managers",
  tag: TAG,
  summary: "The fund's managers on its latest factsheet, with their tenure",
  description: `Managers are the scheme's (the same for all its plans). ${MISSING_DATA}`,
  query: fundQuery,
  payload: fundManagersPayload,
  cacheable: true,
});

export const aumHistoryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/aums",
  tag: TAG,
  summary: "Assets under management of the fund on each factsheet date, oldest first (₹ crore)",
  description: `From the plan's factsheets; AUM is the scheme's total, repeated on each of its plans. ${MISSING_DATA}`,
  query: fundQuery,
  payload: aumHistoryPayload,
  cacheable: true,
});

export const topHoldingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/top-holding",
  tag: TAG,
  summary: "The 10 largest holdings of the latest portfolio, optionally only equity or only the rest",
  description: `Portfolio data is the scheme's (the same for all its plans). ${MISSING_DATA}`,
  query: equityFilterQuery,
  payload: topHoldingsPayload,
  cacheable: true,
});

export const sectorAllocationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/sector-allocation",
  tag: TAG,
  summary: "Sector weights of the portfolio, largest first",
  description:
    "Without is_equity: the sector breakdown of the latest factsheet (sectors of the equity part for funds that hold shares, of the bond issuers otherwise). " +
    "is_equity=true: the latest equity holdings summed by sector (a holding without a sector counts as Unclassified). " +
    "is_equity=false: debt funds have no sectors, so the latest non-equity holdings are summed by asset type (Debt, Money Market, Cash...) instead. " +
    MISSING_DATA,
  query: equityFilterQuery,
  payload: sectorAllocationPayload,
  cacheable: true,
});

export const assetAllocationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/asset-allocation",
  tag: TAG,
  summary: "Asset-class split of the latest factsheet (Equity, Debt, Cash & Equivalents...)",
  description: `plan_type and option_type are accepted for compatibility and ignored: the allocation is per scheme, the same for every plan. ${MISSING_DATA}`,
  query: assetAllocationQuery,
  payload: assetAllocationPayload,
  cacheable: true,
});

export const creditQualityEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/credit-quality",
  tag: TAG,
  summary: "Credit-rating split of the bond part of the portfolio on the latest factsheet",
  description: `Pure equity funds usually have none. ${MISSING_DATA}`,
  query: fundQuery,
  payload: creditQualityPayload,
  cacheable: true,
});

export const distributionEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/distribution/",
  tag: TAG,
  summary: "How the latest portfolio is spread over instrument types, with the number of holdings of each",
  description: `Computed from the latest holdings. The address answers with or without the trailing slash (with it, through a permanent redirect). ${MISSING_DATA}`,
  query: fundQuery,
  payload: distributionPayload,
  cacheable: true,
});

export const concentrationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/concentration",
  tag: TAG,
  summary: "How concentrated the latest portfolio is: weight of the largest holdings and sectors",
  description: `Computed from the latest holdings, so every figure is of the same date. ${MISSING_DATA}`,
  query: fundQuery,
  payload: concentrationPayload,
  cacheable: true,
});

export const FUND_PORTFOLIO_ENDPOINTS = [
  fundManagersEndpoint,
  aumHistoryEndpoint,
  topHoldingsEndpoint,
  sectorAllocationEndpoint,
  assetAllocationEndpoint,
  creditQualityEndpoint,
  distributionEndpoint,
  concentrationEndpoint,
] as const;
