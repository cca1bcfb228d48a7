import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  categoryRef,
  categorySummary,
  nullableNumber,
  page,
  pageSize,
  paginationFields,
  slug,
} from "@/lib/api/schemas/fields";
import { screenerPlan } from "@/lib/api/schemas/screener";
import { QUICK_FILTER_CATALOGUE } from "@/lib/funds/categories/quick-filter-catalogue";

export const PERFORMANCE_MODES = ["sip", "lumpsum"] as const;
export type PerformanceMode = (typeof PERFORMANCE_MODES)[number];

export const RETURN_TYPES = ["trailing", "calendar", "rolling"] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export const TOP_FUNDS_PAGE_SIZE = 10;
export const PERFORMANCE_PAGE_SIZE = 100;
export const MAX_FILTERED_FUNDS = 100;
export const MAX_FILTER_SLUGS = 10;

export const categoryParams = z.object({ id: categoryRef });

export const performanceQuery = z.object({
  mode: z.enum(PERFORMANCE_MODES).default("sip").meta({
    description: "sip: returns of a monthly SIP (XIRR); lumpsum: returns of a one-time investment. Default sip.",
  }),
  return_type: z.enum(RETURN_TYPES).default("trailing").meta({
    description:
      "trailing: returns up to the latest NAV; calendar: returns of the last 5 complete calendar years; rolling: mean, lowest and highest of all 1-year and 3-year rolling returns. Default trailing.",
  }),
  page,
  page_size: pageSize(PERFORMANCE_PAGE_SIZE),
});
export type PerformanceQuery = z.output<typeof performanceQuery>;

export const performanceColumn = z.object({
  key: z.string().meta({ description: "Key in each plan's values." }),
  label: z.string().meta({ description: "Column heading, e.g. 3Y or 2024." }),
});
export type PerformanceColumn = z.output<typeof performanceColumn>;

export const performancePlan = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  amc_name: z.string(),
  aum: nullableNumber.meta({ description: "Assets under management of the scheme, ₹ crore." }),
  values: z.record(z.string(), nullableNumber).meta({
    description:
      "Percent per column key; null where the plan's history is too short (or the year was not a full year for it).",
  }),
});
export type PerformancePlan = z.output<typeof performancePlan>;

export const performancePage = z.object({
  category: categorySummary,
  mode: z.enum(PERFORMANCE_MODES),
  return_type: z.enum(RETURN_TYPES),
  columns: z.array(performanceColumn).meta({ description: "The value keys in display order, with their headings." }),
  plans: z.array(performancePlan),
  ...paginationFields,
});
export type PerformancePage = z.output<typeof performancePage>;

export const topFundsQuery = z.object({ page, page_size: pageSize(TOP_FUNDS_PAGE_SIZE) });
export type TopFundsQuery = z.output<typeof topFundsQuery>;

export const topFundsPage = z.object({ category: categorySummary, plans: z.array(screenerPlan), ...paginationFields });
export type TopFundsPage = z.output<typeof topFundsPage>;

const quickFilterList = QUICK_FILTER_CATALOGUE.map((filter) => filter.slug).join(", ");

/** A broad category: the asset class in lower case with hyphens (equity, debt, hybrid, solution-oriented, other). */
const broadCategorySlug = slug.meta({
  description: "Broad category: equity, debt, hybrid, solution-oriented or other.",
  example: "equity",
});

export const quickFilterScope = z.object({
  category_slug: broadCategorySlug,
  sub_category_slug: slug
    .optional()
    .meta({ description: "SEBI category slug within the broad category.", example: "equity-large-cap-fund" }),
});
export type QuickFilterScope = z.output<typeof quickFilterScope>;

export const quickFilter = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  count: z.number().int().meta({ description: "Plans of the category matching this filter alone." }),
});
export type QuickFilter = z.output<typeof quickFilter>;

export const quickFiltersPayload = z
  .array(quickFilter)
  .meta({ description: "The catalogue's filters in display order; those no plan matches are left out." });

export const filteredFundsBody = quickFilterScope.extend({
  filter_slugs: z
    .array(slug.meta({ description: "A quick filter's slug.", example: "direct" }))
    .max(MAX_FILTER_SLUGS)
    .default([])
    .meta({ description: `Quick filters that must all match (up to ${MAX_FILTER_SLUGS}), from: ${quickFilterList}.` }),
});
export type FilteredFundsBody = z.output<typeof filteredFundsBody>;

export const filteredFundsPayload = z.object({
  plans: z.array(screenerPlan).meta({ description: `Best 3-year return first, at most ${MAX_FILTERED_FUNDS}.` }),
  total: z.number().int().meta({ description: "All plans matching, beyond the rows returned." }),
});
export type FilteredFundsPayload = z.output<typeof filteredFundsPayload>;

export const categoryPerformanceEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/category/performance-data/{id}",
  tag: "Categories",
  summary: "Returns of every Growth plan of a category, as SIP or lump sum, trailing, calendar-year or rolling",
  description:
    "Growth plans only (and the single plan of a fund without options, such as an ETF). " +
    "sip + trailing: XIRR of a monthly SIP over 1, 3 and 5 years. lumpsum + trailing: point-to-point returns from 1 month to since launch " +
    "(absolute up to 1 year, annualised beyond). calendar: the return of each of the last 5 complete calendar years, the same in both modes " +
    "(a calendar-year return is the NAV's change over the year; a SIP return over one year is not published). rolling: mean, lowest and " +
    "highest of every 1-year and 3-year rolling return (annualised), from lump-sum NAV changes in both modes. Plans are ranked best first by " +
    "the 3-year value of the view (SIP XIRR, trailing return or rolling mean; the 3-year trailing return for calendar), nulls last, ties by scheme code.",
  params: categoryParams,
  query: performanceQuery,
  payload: performancePage,
  cacheable: true,
});

export const categoryTopFundsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/category/{id}/top-funds",
  tag: "Categories",
  summary: "Direct Growth plans of a category (one per fund), best 3-year return first (nulls last)",
  params: categoryParams,
  query: topFundsQuery,
  payload: topFundsPage,
  cacheable: true,
});

export const categoryQuickFiltersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/category/filter-type",
  tag: "Categories",
  summary: "Quick filters of a category page, with the number of plans each one matches",
  body: quickFilterScope,
  payload: quickFiltersPayload,
  cacheable: false,
});

export const categoryFilteredFundsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/category/filter-type-funds",
  tag: "Categories",
  summary: "Plans of a category matching all the chosen quick filters, best 3-year return first",
  body: filteredFundsBody,
  payload: filteredFundsPayload,
  cacheable: false,
});

export const CATEGORY_ENDPOINTS = [
  categoryPerformanceEndpoint,
  categoryTopFundsEndpoint,
  categoryQuickFiltersEndpoint,
  categoryFilteredFundsEndpoint,
] as const;
