import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { integer, isin, isoDate, nullableNumber, OPTION_TYPES, periodValues, PLAN_TYPES, RISK_LEVELS } from "@/lib/api/schemas/fields";
import { RETURN_INTERVALS } from "@/lib/metrics/period-end-returns";

export const NAV_RANGES = ["1M", "3M", "6M", "1Y", "3Y", "5Y", "MAX"] as const;
export type NavRange = (typeof NAV_RANGES)[number];

const upperCased = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === "string" ? value.trim().toUpperCase() : value), schema);

export const fundQuery = z.object({
  isin,
  // No zod default: a plan type the fund lacks is a 404 when asked for, and falls back to the ISIN's own plan when defaulted.
  plan_type: z.enum(PLAN_TYPES).optional().meta({ description: "Which plan of the fund: Regular (default) or Direct.", default: "Regular" }),
  option_type: z.enum(OPTION_TYPES).optional().meta({ description: "Which option: Growth (default) or an IDCW option.", default: "Growth" }),
});

const variant = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable(),
});

export const fundOverview = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  scheme_name: z.string(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable(),
  amc: z.object({ slug: z.string(), name: z.string(), logo_url: z.string() }),
  category: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string().meta({ description: "SEBI category" }), asset_class: z.string() })
    .nullable(),
  nav: z.object({
    value: z.number(),
    date: isoDate,
    change: nullableNumber.meta({ description: "Change from the previous NAV, rupees." }),
    change_pct: nullableNumber.meta({ description: "Change from the previous NAV, percent." }),
  }),
  inception_date: isoDate.meta({ description: "First NAV on record." }),
  returns: periodValues,
  risk: z
    .object({
      volatility: nullableNumber.meta({ description: "Annualised standard deviation of daily returns over 3 years, percent." }),
      sharpe: nullableNumber,
      sortino: nullableNumber,
      max_drawdown: nullableNumber.meta({ description: "Worst fall from a peak over 3 years, percent (negative)." }),
      beta: nullableNumber.meta({ description: "Against the category average." }),
      alpha: nullableNumber.meta({ description: "Annualised, against the category average, percent." }),
    })
    .nullable(),
  facts: z
    .object({
      as_of: isoDate,
      expense_ratio: nullableNumber.meta({ description: "Percent a year." }),
      aum: nullableNumber.meta({ description: "₹ crore (the scheme's, all plans)." }),
      exit_load: z.string().nullable(),
      min_sip: nullableNumber.meta({ description: "Rupees." }),
      min_lumpsum: nullableNumber.meta({ description: "Rupees." }),
      risk_level: z.enum(RISK_LEVELS).nullable(),
      benchmark: z.string().nullable(),
      launch_date: isoDate.nullable(),
    })
    .nullable()
    .meta({ description: "From the latest factsheet; null when none has been imported for this plan." }),
  variants: z.array(variant).meta({ description: "Every plan and option of the same fund." }),
});
export type FundOverview = z.output<typeof fundOverview>;

export const navQuery = z.object({
  isin,
  duration: upperCased(z.enum(NAV_RANGES))
    .default("1Y")
    .meta({ description: "Chart range ending at the latest NAV: 1M, 3M, 6M, 1Y (default), 3Y, 5Y or MAX (case-insensitive)." }),
});

export const navSeries = z.object({
  scheme_code: z.number().int(),
  isin: z.string(),
  duration: z.enum(NAV_RANGES),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  change_pct: nullableNumber.meta({ description: "From the first to the last point, percent (absolute, not annualised)." }),
  points: z.array(z.object({ date: isoDate, nav: z.number() })),
});
export type NavSeriesPayload = z.output<typeof navSeries>;

export const returnsQuery = z.object({
  isin,
  duration: integer({ min: 1, max: 30, default: 3, description: "Years of history (default 3)." }),
  interval: upperCased(z.enum(RETURN_INTERVALS))
    .default("ME")
    .meta({ description: "Period: ME month end (default), QE quarter end, YE year end." }),
});

export const periodReturns = z.object({
  scheme_code: z.number().int(),
  isin: z.string(),
  duration: z.number().int(),
  interval: z.enum(RETURN_INTERVALS),
  points: z.array(
    z.object({
      period_end: isoDate,
      nav_date: isoDate.meta({ description: "The NAV used: the last on or before the period end." }),
      nav: z.number(),
      return_pct: nullableNumber.meta({ description: "Return over the period, percent; null for the first when no earlier NAV exists." }),
    }),
  ),
});

export const fundEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds",
  tag: "Funds",
  summary: "A plan's overview: NAV, returns, risk, factsheet facts and its sibling plans",
  description:
    "The ISIN names the fund; plan_type and option_type pick the plan. When the fund has no plan of the default type (ETFs have no Direct/Regular split), the ISIN's own plan is returned; an explicit plan_type or option_type the fund lacks is a 404.",
  query: fundQuery,
  payload: fundOverview,
  cacheable: true,
});

export const fundNavsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/navs",
  tag: "Funds",
  summary: "The NAV series of a plan for a chart range",
  query: navQuery,
  payload: navSeries,
  cacheable: true,
});

export const fundReturnsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/returns",
  tag: "Funds",
  summary: "Returns over consecutive month, quarter or year ends",
  query: returnsQuery,
  payload: periodReturns,
  cacheable: true,
});

export const FUND_ENDPOINTS = [fundEndpoint, fundNavsEndpoint, fundReturnsEndpoint];
