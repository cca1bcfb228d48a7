import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { nullableNumber, OPTION_TYPES, page, pageSize, paginationFields, PLAN_TYPES, repeated, RISK_LEVELS } from "@/lib/api/schemas/fields";
import { SCREENER_ORDER_KEYS, SCREENER_PAGE_SIZE } from "@/lib/screener/screener-constants";

const bound = (description: string) => z.coerce.number().min(-1_000_000).max(1_000_000).optional().meta({ description });
const listValue = z.string().trim().min(1).max(100);

export const screenerQuery = z
  .object({
    amc: repeated(listValue, 100, "Fund house slug (from the amc filter's items)."),
    category: repeated(listValue, 20, "Broad category (asset class) such as Equity, Debt or Hybrid."),
    subcategory: repeated(listValue, 100, "SEBI category slug such as equity-large-cap-fund."),
    risk_level: repeated(z.enum(RISK_LEVELS), RISK_LEVELS.length, "Riskometer level."),
    plan_type: repeated(z.enum(PLAN_TYPES), PLAN_TYPES.length, "Direct or Regular."),
    option_type: repeated(z.enum(OPTION_TYPES), OPTION_TYPES.length, "Growth or an IDCW option."),
    expense_ratio_min: bound("Lowest expense ratio, percent."),
    expense_ratio_max: bound("Highest expense ratio, percent."),
    aum_min: bound("Smallest fund size, ₹ crore."),
    aum_max: bound("Largest fund size, ₹ crore."),
    return_1y_min: bound("Lowest 1-year return, percent."),
    return_1y_max: bound("Highest 1-year return, percent."),
    return_3y_min: bound("Lowest 3-year annualised return, percent."),
    return_3y_max: bound("Highest 3-year annualised return, percent."),
    return_5y_min: bound("Lowest 5-year annualised return, percent."),
    return_5y_max: bound("Highest 5-year annualised return, percent."),
    fund_age_min: bound("Youngest fund, years since launch."),
    fund_age_max: bound("Oldest fund, years since launch."),
    q: z.string().trim().max(100).optional().meta({ description: "Words of a fund or fund-house name; typos and word order are tolerated." }),
    order_by: z.enum(SCREENER_ORDER_KEYS).optional().meta({ description: "Sort key; default aum, or relevance when q is given." }),
    order_dir: z.enum(["asc", "desc"]).optional().meta({ description: "Default desc (asc for expense_ratio and plan_display_name)." }),
    page,
    page_size: pageSize(SCREENER_PAGE_SIZE),
  })
  .meta({ description: "Unknown parameters are ignored." });
export type ScreenerQuery = z.output<typeof screenerQuery>;

export const screenerPlan = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  amc_slug: z.string(),
  amc_name: z.string(),
  category_slug: z.string().nullable(),
  sebi_category_name: z.string().nullable().meta({ description: "Broad category (asset class): Equity, Debt, Hybrid..." }),
  sebi_subcategory_name: z.string().nullable().meta({ description: "SEBI category, e.g. Large Cap Fund." }),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable(),
  risk_level: z.enum(RISK_LEVELS).nullable(),
  return_1y: nullableNumber,
  return_3y: nullableNumber.meta({ description: "3-year annualised return, percent." }),
  return_5y: nullableNumber,
  expense_ratio: nullableNumber.meta({ description: "Total expense ratio, percent a year." }),
  aum: nullableNumber.meta({ description: "Assets under management of the scheme, ₹ crore." }),
  nav: z.number(),
  nav_date: z.string(),
  desktop_logo_url: z.string(),
});
export type ScreenerPlan = z.output<typeof screenerPlan>;

export const screenerPage = z.object({ plans: z.array(screenerPlan), ...paginationFields });
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
  category: z.string().trim().min(1).max(100).optional().meta({ description: "Broad category (asset class), e.g. Equity." }),
  sub_category: z.string().trim().min(1).max(100).optional().meta({ description: "SEBI category slug, e.g. equity-large-cap-fund." }),
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
  query: screenerQuery,
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
