import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  integer,
  isin,
  isoDate,
  nullableNumber,
  OPTION_TYPES,
  periodValues,
  PLAN_TYPES,
  RISK_LEVELS,
} from "@/lib/api/schemas/fields";
import { fundBenchmark } from "@/lib/api/schemas/fund-benchmark";
import { datedFact } from "@/lib/api/schemas/dated-fact";
import { terHistory } from "@/lib/api/schemas/ter-history";
import { NAV_EVENT_KINDS } from "@/lib/ingest/nav-anomalies/nav-event-kinds";
import { MISSING_RETURN_REASONS, UNRANKED_REASONS } from "@/lib/metrics/conventions";
import { DEFAULT_RISK_WINDOW_YEARS } from "@/lib/metrics";
import { RETURN_INTERVALS } from "@/lib/metrics/period-end-returns";
import { FIXED_PERIOD_KEYS } from "@/lib/metrics/periods";

export const NAV_RANGES = ["1M", "3M", "6M", "1Y", "3Y", "5Y", "MAX"] as const;
export type NavRange = (typeof NAV_RANGES)[number];

const upperCased = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim().toUpperCase() : value), schema);

export const fundQuery = z.object({
  isin,
  // No zod default: a plan type the fund lacks is a 404 when asked for, and falls back to the ISIN's own plan when defaulted.
  plan_type: z
    .enum(PLAN_TYPES)
    .optional()
    .meta({ description: "Which plan of the fund: Regular (default) or Direct.", default: "Regular" }),
  option_type: z
    .enum(OPTION_TYPES)
    .optional()
    .meta({ description: "Which option: Growth (default) or an IDCW option.", default: "Growth" }),
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
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string().meta({ description: "SEBI category" }),
      asset_class: z.string(),
    })
    .nullable(),
  nav: z.object({
    value: z.number(),
    date: isoDate,
    change: nullableNumber.meta({ description: "Change from the previous NAV, rupees." }),
    change_pct: nullableNumber.meta({ description: "Change from the previous NAV, percent." }),
    held_back: z
      .object({
        previous_date: isoDate.meta({ description: "The last NAV accepted before it." }),
        previous_nav: z.number(),
        move_pct: z.number().meta({ description: "NAV / previous NAV − 1, percent." }),
        band_pct: z.number().meta({ description: "The band of the plan's category, ± percent." }),
        band_label: z.string().meta({ description: "The group of categories the band is for (/methodology)." }),
      })
      .nullable()
      .meta({
        description:
          "Set when this NAV moved outside its category's band and no later NAV has confirmed it yet: it is as AMFI published it, but left out of every return, risk figure and the chart (see /methodology#nav-anomalies).",
      }),
  }),
  inception_date: isoDate.meta({ description: "First NAV on record." }),
  returns: periodValues,
  returns_missing: z.partialRecord(z.enum(FIXED_PERIOD_KEYS), z.enum([...MISSING_RETURN_REASONS, "payout"])).meta({
    description:
      "Why a period's return is null: too-young (the plan is younger than the period), no-nav-near-start (no NAV within the start-NAV tolerance before the start date), or payout (an IDCW or bonus plan, whose NAV falls at every payout: its NAV return is not the investor's). A period without an entry has a return, or no reason on record.",
  }),
  ranking: z
    .object({
      eligible: z.boolean().meta({ description: "Whether the plan is ranked and counted in its category's averages." }),
      reason: z.enum(UNRANKED_REASONS).nullable().meta({
        description:
          "Why not: idcw, stale-nav (latest NAV too far behind the site's as-of date), no-category, or index-unknown (an index fund or ETF whose name does not say which index it tracks).",
      }),
      peer_index: z
        .object({
          name: z.string(),
          median_pct: periodValues.meta({
            description: "The median trailing return of the plans tracking the same index; null below 5 plans.",
          }),
          counts: z.record(z.string(), z.number().int()).meta({ description: "Those plans with a value, per period." }),
        })
        .nullable()
        .optional()
        .meta({
          description:
            "Index funds and ETFs: the index read from the scheme name, among whose followers (same category and plan type) the plan is ranked.",
        }),
      site_as_of: isoDate.meta({
        description: "The site's as-of date when the metrics were computed: the date most plans report.",
      }),
      last_nav_date: isoDate,
    })
    .nullable()
    .meta({
      description:
        "Whether the plan is ranked among its category's plans; null when the metrics on record predate the rule.",
    }),
  risk: z
    .object({
      volatility: nullableNumber.meta({
        description: `Annualised standard deviation of daily returns over the last ${DEFAULT_RISK_WINDOW_YEARS} years, percent.`,
      }),
      sharpe: nullableNumber,
      sortino: nullableNumber,
      max_drawdown: nullableNumber.meta({
        description: `Worst fall from a peak over the last ${DEFAULT_RISK_WINDOW_YEARS} years (since the first NAV for a younger plan), percent (negative).`,
      }),
      beta: nullableNumber.meta({
        description:
          "Against the benchmark index where its series is stored, else the category average (benchmark.beta_alpha_basis).",
      }),
      alpha: nullableNumber.meta({ description: "Annualised, percent; against the same as beta." }),
    })
    .nullable(),
  facts: z
    .object({
      expense_ratio: datedFact(z.number(), "Total expense ratio, percent a year."),
      aum: datedFact(z.number(), "₹ crore (the scheme's, all plans)."),
      exit_load: datedFact(z.string(), "Exit load, as the source words it."),
      min_sip: datedFact(z.number(), "Smallest SIP instalment, rupees."),
      min_lumpsum: datedFact(z.number(), "Smallest one-time investment, rupees."),
      risk_level: datedFact(z.enum(RISK_LEVELS), "SEBI riskometer level."),
      benchmark: datedFact(z.string(), "The scheme's benchmark index."),
      launch_date: datedFact(isoDate, "Launch date."),
    })
    .meta({
      description: "Each fact from the latest record (any source) that gives it, with that record's date and source.",
    }),
  expense_ratio_history: terHistory,
  direct_plan: z
    .object({
      scheme_code: z.number().int(),
      isin: z.string().nullable(),
      plan_display_name: z.string(),
      expense_ratio: datedFact(z.number(), "The Direct plan's total expense ratio, percent a year."),
    })
    .nullable()
    .meta({
      description:
        "For a Regular plan: the Direct plan of the same fund and option, for the cost of the TER difference; null otherwise.",
    }),
  benchmark: fundBenchmark.nullable().meta({
    description:
      "The plan's benchmark (its own, else its category's usual index) and the fund against it; null when neither is known or before the metrics are computed.",
  }),
  variants: z.array(variant).meta({ description: "Every plan and option of the same fund." }),
});
export type FundOverview = z.output<typeof fundOverview>;

export const navQuery = z.object({
  isin,
  duration: upperCased(z.enum(NAV_RANGES)).default("1Y").meta({
    description: "Chart range ending at the latest NAV: 1M, 3M, 6M, 1Y (default), 3Y, 5Y or MAX (case-insensitive).",
  }),
});

export const navSeries = z.object({
  scheme_code: z.number().int(),
  isin: z.string(),
  duration: z.enum(NAV_RANGES),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  change_pct: nullableNumber.meta({
    description: "From the first to the last point, percent (absolute, not annualised).",
  }),
  points: z.array(z.object({ date: isoDate, nav: z.number() })).meta({
    description: "Split-adjusted (NAVs before a split scaled by its factor), without NAVs held back or reverted.",
  }),
  adjustments: z
    .array(
      z.object({
        date: isoDate,
        previous_date: isoDate,
        previous_nav: z.number(),
        nav: z.number(),
        kind: z.enum(NAV_EVENT_KINDS),
        factor: z.number().nullable().meta({ description: "For a split: what the earlier NAVs were multiplied by." }),
      }),
    )
    .meta({ description: "NAV moves outside the category's band that changed these points (see /methodology)." }),
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
      return_pct: nullableNumber.meta({
        description: "Return over the period, percent; null for the first when no earlier NAV exists.",
      }),
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
