// The screener list call's query, the screener's one contract: the API route validates with it and its
// OpenAPI entry is written from it (lib/api/schemas/screener.ts), the server page and the browser read the
// page's address with it (parse-screener-params.ts). zod/mini, so the browser loads only what it uses.
import { z } from "zod/mini";
import {
  described,
  OPTION_TYPES,
  page,
  pageSize,
  PLAN_TYPES,
  repeated,
  RISK_LEVELS,
} from "@/lib/api/schemas/query-fields";
import { SCREENER_PAGE_SIZE } from "@/lib/screener/screener-constants";
import { SCREENER_ORDER_KEYS } from "@/lib/screener/screener-sorts";

const bound = (description: string) =>
  described(z.optional(z.coerce.number().check(z.minimum(-1_000_000), z.maximum(1_000_000))), description);
const listValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const screenerQueryShape = {
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
  q: described(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    "Words of a fund or fund-house name; typos and word order are tolerated.",
  ),
  order_by: described(z.optional(z.enum(SCREENER_ORDER_KEYS)), "Sort key; default aum, or relevance when q is given."),
  order_dir: described(
    z.optional(z.enum(["asc", "desc"])),
    "Default desc (asc for expense_ratio and plan_display_name).",
  ),
  page,
  page_size: pageSize(SCREENER_PAGE_SIZE),
};

export const screenerQuery = z.object(screenerQueryShape);
export type ScreenerQuery = z.output<typeof screenerQuery>;
