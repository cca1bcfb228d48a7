import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { factSource } from "@/lib/api/schemas/dated-fact";
import { isin, isoDate, nullableNumber, periodValues, RISK_LEVELS } from "@/lib/api/schemas/fields";
import { OPTION_TYPES, PLAN_TYPES } from "@/lib/api/schemas/query-fields";
import { MAX_COMPARE_FUNDS, MIN_COMPARE_FUNDS } from "@/lib/funds/compare/compare-selection";

export const compareBody = z.object({
  isins: z
    .array(isin)
    .min(MIN_COMPARE_FUNDS)
    .max(MAX_COMPARE_FUNDS)
    .refine((list) => new Set(list).size === list.length, "must not list the same ISIN twice")
    .meta({ description: "2 to 5 ISINs, each once." }),
});

export const comparedFund = z.object({
  isin: z.string(),
  scheme_code: z.number().int(),
  plan_display_name: z.string(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable().meta({
    description:
      "Growth, an IDCW option or Bonus; an IDCW or bonus plan's returns are null (its NAV falls at every payout).",
  }),
  amc_name: z.string(),
  category: z.string().nullable().meta({ description: "SEBI category" }),
  nav: z.number(),
  nav_date: isoDate,
  nav_unverified: z.boolean().meta({
    description:
      "The latest NAV moved outside its category's band and no later NAV has confirmed it yet: shown as AMFI published it, left out of every return (see /methodology#nav-anomalies).",
  }),
  inception_date: isoDate,
  returns: periodValues,
  since_launch_from: isoDate.nullable().meta({
    description:
      "When returns.max does not run from launch (the first NAV in our data is more than 31 days after launch_date, or launch_date is unknown): the date it runs from. Null when it runs from launch.",
  }),
  sip_returns: z
    .object({ "1y": nullableNumber, "3y": nullableNumber, "5y": nullableNumber })
    .meta({ description: "SIP XIRR, percent." }),
  calendar_years: z.array(z.object({ year: z.number().int(), return_pct: z.number(), partial: z.boolean() })),
  risk: z.object({
    volatility: nullableNumber,
    sharpe: nullableNumber,
    sortino: nullableNumber,
    max_drawdown: nullableNumber,
  }),
  expense_ratio: nullableNumber,
  aum: nullableNumber,
  risk_level: z.enum(RISK_LEVELS).nullable(),
  exit_load: z.string().nullable(),
  min_sip: nullableNumber.meta({ description: "Smallest SIP instalment, ₹." }),
  min_lumpsum: nullableNumber.meta({ description: "Smallest one-time investment, ₹." }),
  benchmark: z.string().nullable(),
  launch_date: isoDate
    .nullable()
    .meta({ description: "Launch date from the factsheet (inception_date is the first NAV)." }),
  fact_sources: z
    .object({
      expense_ratio: factSource,
      aum: factSource,
      risk_level: factSource,
      exit_load: factSource,
      min_sip: factSource,
      min_lumpsum: factSource,
      benchmark: factSource,
      launch_date: factSource,
    })
    .meta({ description: "The date and source of each fact above (each from the latest record that gives it)." }),
});
export type ComparedFund = z.output<typeof comparedFund>;

export const compareEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/compare-mf/returns",
  tag: "Compare",
  summary:
    "Side-by-side returns, SIP returns, calendar years, risk, costs and facts of 2 to 5 plans, in the order asked",
  body: compareBody,
  payload: z.object({ funds: z.array(comparedFund) }),
  cacheable: false,
});
