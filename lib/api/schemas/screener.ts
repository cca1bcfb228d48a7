import { z } from "zod";
import { factSource } from "@/lib/api/schemas/dated-fact";
import { defineEndpoint } from "@/lib/api/endpoint";
import { nullableNumber, OPTION_TYPES, paginationFields, PLAN_TYPES, RISK_LEVELS } from "@/lib/api/schemas/fields";
import { screenerQueryShape } from "@/lib/screener/screener-query";

// The list call's query is the screener's contract (zod/mini, shared with the browser); the endpoint
// holds it in a zod object, as every endpoint's schemas are.
export { screenerQuery, type ScreenerQuery } from "@/lib/screener/screener-query";
const screenerListQuery = z.object(screenerQueryShape).meta({ description: "Unknown parameters are ignored." });

const NO_IDCW_RETURN =
  " Null for IDCW and bonus plans: their NAV falls at every payout, so it is not the investor's return.";

export const screenerPlan = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  amc_slug: z.string(),
  amc_name: z.string(),
  category_slug: z.string().nullable(),
  sebi_category_name: z
    .string()
    .nullable()
    .meta({ description: "Broad category (asset class): Equity, Debt, Hybrid..." }),
  sebi_subcategory_name: z.string().nullable().meta({ description: "SEBI category, e.g. Large Cap Fund." }),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable(),
  risk_level: z.enum(RISK_LEVELS).nullable(),
  return_1y: nullableNumber.meta({ description: `1-year return, percent.${NO_IDCW_RETURN}` }),
  return_3y: nullableNumber.meta({ description: `3-year annualised return, percent.${NO_IDCW_RETURN}` }),
  return_5y: nullableNumber.meta({ description: `5-year annualised return, percent.${NO_IDCW_RETURN}` }),
  expense_ratio: nullableNumber.meta({ description: "Total expense ratio, percent a year." }),
  aum: nullableNumber.meta({ description: "Assets under management of the scheme, ₹ crore." }),
  nav: z.number(),
  nav_date: z.string(),
  desktop_logo_url: z.string(),
  fact_sources: z
    .object({ expense_ratio: factSource, aum: factSource, risk_level: factSource })
    .meta({ description: "The date and source of the expense ratio, AUM and riskometer above." }),
});
export type ScreenerPlan = z.output<typeof screenerPlan>;

export const screenerPage = z.object({
  plans: z.array(screenerPlan),
  ...paginationFields,
  sort_coverage: z.object({ value: z.string(), known: z.number().int() }).nullable().meta({
    description:
      "With order_by: the sorted value in words and how many of the total plans have it (the others come last); null without order_by.",
  }),
});
export type ScreenerPage = z.output<typeof screenerPage>;

const filterItem = z.object({
  value: z.string().meta({ description: "What to send in the list call's parameter." }),
  label: z.string(),
  count: z.number().int(),
  group: z.string().optional().meta({ description: "Parent value (the broad category of a sub-category)." }),
});

export const checkboxFilter = z.object({
  key: z.string(),
  title: z.string(),
  type: z.literal("checkbox"),
  param: z.string().meta({ description: "The list call's repeated query parameter." }),
  items: z.array(filterItem),
});

export const rangeFilter = z.object({
  key: z.string(),
  title: z.string(),
  type: z.literal("range"),
  param_min: z.string(),
  param_max: z.string(),
  unit: z.enum(["%", "Cr", "Y"]),
  min: z.number(),
  max: z.number(),
});

export const screenerFilters = z.record(z.string(), z.discriminatedUnion("type", [checkboxFilter, rangeFilter]));
export type CheckboxFilter = z.output<typeof checkboxFilter>;
export type RangeFilter = z.output<typeof rangeFilter>;
export type ScreenerFilters = z.output<typeof screenerFilters>;

export const graphQuery = z.object({
  category: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Broad category (asset class), e.g. Equity." }),
  sub_category: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "SEBI category slug, e.g. equity-large-cap-fund." }),
});

export const graphPoint = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  amc_name: z.string(),
  sebi_subcategory_name: z.string().nullable(),
  return_3y: z.number(),
  volatility: z.number().meta({ description: "Annualised volatility of daily returns over 3 years, percent." }),
  aum: nullableNumber,
});

export const screenerFiltersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/mutual-funds/filters",
  tag: "Screener",
  summary: "Filter definitions for the screener, with counts and ranges from the current data",
  payload: screenerFilters,
  cacheable: true,
});

export const screenerListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/mutual-funds/filtered-funds",
  tag: "Screener",
  summary: "One page of plans matching the filters, sorted (nulls last, ties by scheme code)",
  query: screenerListQuery,
  payload: screenerPage,
  cacheable: true,
});

export const screenerGraphEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/mutual-funds/filtered-funds-graph",
  tag: "Screener",
  summary: "Risk against return (3-year) of the Direct Growth plans of a category, for a scatter chart",
  query: graphQuery,
  payload: z.object({ points: z.array(graphPoint) }),
  cacheable: true,
});
