import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { booleanFlag } from "@/lib/api/schemas/fields";
import { screenerPlan } from "@/lib/api/schemas/screener";

export const basketListQuery = z.object({
  is_index_funds: booleanFlag
    .optional()
    .meta({ description: "Only baskets of index funds (true) or only the others (false); both when absent." }),
  is_collection: booleanFlag
    .optional()
    .meta({ description: "Only collections (true) or only the others (false); both when absent." }),
});
export type BasketListQuery = z.output<typeof basketListQuery>;

export const basketListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_index_funds: z.boolean().meta({ description: "A basket of index funds, one per index." }),
  is_collection: z.boolean().meta({ description: "A themed collection rather than a single kind of fund." }),
  fund_count: z
    .number()
    .int()
    .meta({ description: "Plans of the basket that are still active (those the basket's fund list shows)." }),
});
export type BasketListItem = z.output<typeof basketListItem>;

/** A basket: its numeric id or its slug. */
export const basketRef = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/i, "must be a website category id or slug such as index-funds")
  .meta({ description: "Website category (basket) id or slug.", example: "index-funds" });

export const basketFundsQuery = z.object({ category_id: basketRef });
export type BasketFundsQuery = z.output<typeof basketFundsQuery>;

export const basketSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});

export const basketFundsPayload = z.object({
  basket: basketSummary,
  plans: z.array(screenerPlan).meta({ description: "The basket's active plans in its curated order." }),
});
export type BasketFundsPayload = z.output<typeof basketFundsPayload>;

export const websiteCategoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/website-categories",
  tag: "Website categories",
  summary: "The curated baskets of funds (website categories), in display order",
  query: basketListQuery,
  payload: z.object({ categories: z.array(basketListItem) }),
  cacheable: true,
});

export const fundsByWebsiteCategoryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds-by-website-category",
  tag: "Website categories",
  summary: "The plans of one curated basket, in its order",
  query: basketFundsQuery,
  payload: basketFundsPayload,
  cacheable: true,
});

export const BASKET_ENDPOINTS = [websiteCategoriesEndpoint, fundsByWebsiteCategoryEndpoint] as const;
