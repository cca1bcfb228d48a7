import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  categoryRef,
  categorySummary,
  integer,
  isin,
  isoDate,
  nullableNumber,
  periodValues,
  PLAN_TYPES,
  RISK_LEVELS,
} from "@/lib/api/schemas/fields";
import { PERIOD_KEYS } from "@/lib/metrics/periods";

export const RANKINGS_REQUIRED_MESSAGE = "Both 'isin' and 'category' are required parameters.";

/** Ranking and peer periods: the trailing periods that have both a return and a SIP return. */
export const RANK_YEARS = [1, 3, 5] as const;
const years = z.coerce
  .number()
  .refine((value) => (RANK_YEARS as readonly number[]).includes(value), `must be one of: ${RANK_YEARS.join(", ")}`)
  .transform((value) => value as (typeof RANK_YEARS)[number])
  .default(3)
  .meta({ description: "Period in years: 1, 3 (default) or 5.", enum: [...RANK_YEARS] });

export const peerQuery = z.object({
  isin,
  duration: years,
  sub_category_id: categoryRef
    .optional()
    .meta({ description: "Category to compare within (id or slug); default the fund's own." }),
});

export const peerAnalysis = z.object({
  scheme_code: z.number().int(),
  duration: z.number().int(),
  category: categorySummary,
  category_average_pct: nullableNumber.meta({
    description: "Mean return of the group's plans; null below 5 plans with a value (peer_count).",
  }),
  peer_count: z.number().int().meta({ description: "Plans of the group with a return for the period." }),
  peers: z.array(
    z.object({
      scheme_code: z.number().int(),
      isin: z.string().nullable(),
      plan_display_name: z.string(),
      amc_name: z.string(),
      rank: z
        .number()
        .int()
        .nullable()
        .meta({ description: "1 = highest return among the category's plans of the same type." }),
      return_pct: nullableNumber.meta({ description: "Return over the period: CAGR beyond 1 year, percent." }),
      volatility: nullableNumber,
      sharpe: nullableNumber,
      expense_ratio: nullableNumber,
      aum: nullableNumber,
      risk_level: z.enum(RISK_LEVELS).nullable(),
      is_self: z.boolean(),
    }),
  ),
});
export type PeerAnalysis = z.output<typeof peerAnalysis>;

export const rankingsQuery = z
  .object({
    isin: isin.optional(),
    category: categoryRef.optional(),
    duration: years,
    mode: z
      .enum(["trailing", "sip"])
      .default("trailing")
      .meta({ description: "Rank by point-to-point return (default) or by SIP XIRR." }),
  })
  .refine((q) => q.isin !== undefined && q.category !== undefined, { message: RANKINGS_REQUIRED_MESSAGE })
  .transform((q) => ({ ...q, isin: q.isin!, category: q.category! }))
  .meta({ description: "isin and category are both required." });

export const ranking = z.object({
  scheme_code: z.number().int(),
  category: categorySummary,
  plan_type: z.enum(PLAN_TYPES).nullable(),
  mode: z.enum(["trailing", "sip"]),
  duration: z.number().int(),
  value_pct: nullableNumber.meta({ description: "The fund's return (or SIP XIRR) over the period, percent." }),
  rank: z.number().int().nullable(),
  out_of: z.number().int().meta({ description: "Plans of the same type in the category with a value for the period." }),
  quartile: z.number().int().min(1).max(4).nullable(),
  percentile: nullableNumber.meta({ description: "Share of those plans this one beats, percent." }),
  category_average_pct: nullableNumber,
  best_pct: nullableNumber,
  worst_pct: nullableNumber,
});
export type Ranking = z.output<typeof ranking>;

export const categoryReturnsQuery = z.object({
  category: categoryRef,
  period: z
    .enum(PERIOD_KEYS)
    .default("3y")
    .meta({ description: "The period whose average is singled out as period_average_pct (default 3y)." }),
  duration: integer({ min: 1, max: 10, default: 5, description: "Complete calendar years of averages (default 5)." }),
});

export const categoryReturns = z.object({
  category: categorySummary,
  period: z.enum(PERIOD_KEYS),
  duration: z.number().int(),
  averages: z.array(
    z.object({
      plan_type: z.string().meta({ description: "Direct, Regular, or Unknown for funds without the split." }),
      as_of: isoDate,
      plan_count: z.number().int(),
      period_average_pct: nullableNumber,
      returns: periodValues.meta({ description: "Average per period; null where fewer than 5 plans have a value." }),
      counts: z
        .partialRecord(z.enum(PERIOD_KEYS), z.number().int())
        .meta({ description: "Plans with a value per period (empty for averages computed before counts were kept)." }),
    }),
  ),
  calendar_years: z
    .array(z.object({ year: z.number().int(), average_pct: nullableNumber, plan_count: z.number().int() }))
    .meta({
      description:
        "Average calendar-year return of the category's Growth plans (Direct where split), oldest first; null where fewer than 5 funds have the year.",
    }),
});

export const categoryMetricsQuery = z.object({ category: categoryRef });

export const categoryMetrics = z.object({
  category: categorySummary,
  fund_count: z.number().int().meta({ description: "Active schemes." }),
  plan_count: z.number().int(),
  total_aum: nullableNumber.meta({ description: "₹ crore, sum over schemes." }),
  averages: z.object({
    expense_ratio_direct: nullableNumber,
    expense_ratio_regular: nullableNumber,
    return_1y: nullableNumber,
    return_3y: nullableNumber,
    return_5y: nullableNumber,
    volatility: nullableNumber,
    sharpe: nullableNumber,
    sortino: nullableNumber,
    max_drawdown: nullableNumber,
  }),
  average_counts: z
    .object({
      expense_ratio_direct: z.number().int(),
      expense_ratio_regular: z.number().int(),
      return_1y: z.number().int(),
      return_3y: z.number().int(),
      return_5y: z.number().int(),
      volatility: z.number().int(),
      sharpe: z.number().int(),
      sortino: z.number().int(),
      max_drawdown: z.number().int(),
    })
    .meta({
      description:
        "Plans behind each average of expense ratios (Direct and Regular Growth plans with a disclosed TER), and funds behind each average of returns and risk; an average from fewer than 5 is null (not enough funds).",
    }),
  risk_levels: z.array(z.object({ risk_level: z.enum(RISK_LEVELS), fund_count: z.number().int() })),
});

export const peerAnalysisEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/peer-analysis",
  tag: "Fund analysis",
  summary: "The fund against the best plans of its category (same plan type, Growth) over 1, 3 or 5 years",
  query: peerQuery,
  payload: peerAnalysis,
  cacheable: true,
});

export const rankingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/rankings",
  tag: "Fund analysis",
  summary: "The fund's rank, quartile and percentile in a category",
  description: `Without isin or category the answer is 400: "${RANKINGS_REQUIRED_MESSAGE}"`,
  query: rankingsQuery,
  payload: ranking,
  cacheable: true,
});

export const categoryReturnsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/category-returns",
  tag: "Fund analysis",
  summary: "A category's average trailing and calendar-year returns",
  query: categoryReturnsQuery,
  payload: categoryReturns,
  cacheable: true,
});

export const categoryMetricsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/category-metrics",
  tag: "Fund analysis",
  summary: "A category's size, average costs, returns and risk, and its riskometer mix",
  query: categoryMetricsQuery,
  payload: categoryMetrics,
  cacheable: true,
});

export const FUND_ANALYSIS_ENDPOINTS = [
  peerAnalysisEndpoint,
  rankingsEndpoint,
  categoryReturnsEndpoint,
  categoryMetricsEndpoint,
];
