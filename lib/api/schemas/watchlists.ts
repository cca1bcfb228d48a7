import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { factSource } from "@/lib/api/schemas/dated-fact";
import { isoDate, nullableNumber, RISK_LEVELS, schemeCode, unverifiedNav } from "@/lib/api/schemas/fields";
import { OPTION_TYPES } from "@/lib/api/schemas/query-fields";
import { MAX_ITEMS_PER_WATCHLIST, MAX_WATCHLISTS_PER_MEMBER } from "@/lib/watchlists/watchlist-rules";

const uuid = (what: string) =>
  z.uuid(`must be a ${what} id (a UUID)`).meta({ example: "3f1c8d0e-8a51-4c1e-9d3f-6f2f6f0b9a11" });

// Length and content are checked after trimming, by cleanWatchlistName, so its messages reach the member;
// the schema only bounds what is read.
const nameField = z.string().max(10_000).meta({
  description: "1 to 50 characters after trimming; unique per member, case-insensitive.",
  example: "Tax saving",
});

export const watchlist = z.object({
  id: z.uuid(),
  user_defined_name: z.string(),
  asset_type: z.literal("mutual_fund"),
  item_count: z.number().int().min(0).max(MAX_ITEMS_PER_WATCHLIST),
  created_at: z.string(),
});
export type Watchlist = z.output<typeof watchlist>;

export const watchlistFund = z.object({
  plan_display_name: z.string(),
  isin: z.string().nullable(),
  amc_name: z.string(),
  amc_slug: z.string(),
  category: z.string().nullable(),
  risk_level: z.enum(RISK_LEVELS).nullable(),
  option_type: z.enum(OPTION_TYPES).nullable(),
  nav: z.number(),
  nav_date: isoDate,
  unverified_nav: unverifiedNav,
  change_1d_pct: nullableNumber.meta({ description: "Change of the latest NAV over the one before, percent." }),
  return_1y: nullableNumber.meta({ description: "Null for an IDCW or bonus plan: its NAV falls at every payout." }),
  return_3y: nullableNumber.meta({ description: "Null for an IDCW or bonus plan: its NAV falls at every payout." }),
  expense_ratio: nullableNumber,
  aum: nullableNumber.meta({ description: "Assets under management, ₹ crore." }),
  fact_sources: z
    .object({ expense_ratio: factSource, aum: factSource })
    .meta({ description: "The date and source of the expense ratio and AUM above." }),
  expense_ratio_change: z
    .object({
      from: z.number().meta({ description: "The expense ratio before the change, percent a year." }),
      from_as_of: isoDate.meta({ description: "The last day the earlier value held: the day before the change." }),
      to: z.number().meta({ description: "The current expense ratio, percent a year." }),
      changed_on: isoDate.meta({ description: "The first date on record with the current value." }),
    })
    .nullable()
    .meta({
      description:
        "The latest change of the plan's expense ratio: its latest value differs from the one before it. Null when it never changed on record.",
    }),
});

export const watchlistItem = z.object({
  id: z.uuid(),
  scheme_code: z.number().int(),
  added_at: z.string(),
  fund: watchlistFund.nullable().meta({ description: "Live figures; null when the plan has no recent NAV." }),
});
export type WatchlistItem = z.output<typeof watchlistItem>;

const idParams = z.object({ id: uuid("watchlist") });
const itemParams = z.object({ id: uuid("watchlist"), item_id: uuid("watchlist item") });
const TAG = "Watchlists";
const member = { cacheable: false, member: true, tag: TAG } as const;

export const listWatchlistsEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/watchlists/",
  summary: "The member's watchlists",
  payload: z.array(watchlist),
});

export const createWatchlistEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/watchlists/",
  summary: "Create a watchlist",
  description: `At most ${MAX_WATCHLISTS_PER_MEMBER} per member.`,
  body: z.object({ name: nameField, asset_type: z.literal("mutual_fund").default("mutual_fund") }),
  payload: watchlist,
});

export const renameWatchlistEndpoint = defineEndpoint({
  ...member,
  method: "PATCH",
  path: "/api/v1/watchlists/{id}/",
  summary: "Rename a watchlist",
  params: idParams,
  body: z.object({ name: nameField }),
  payload: watchlist,
});

export const deleteWatchlistEndpoint = defineEndpoint({
  ...member,
  method: "DELETE",
  path: "/api/v1/watchlists/{id}/",
  summary: "Delete a watchlist and its funds",
  params: idParams,
  payload: z.object({ id: z.uuid() }),
});

export const listItemsEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/watchlists/{id}/items",
  summary: "The funds in a watchlist, with live figures",
  params: idParams,
  payload: z.array(watchlistItem),
});

export const addItemEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/watchlists/{id}/items",
  summary: "Add a fund to a watchlist",
  description: `At most ${MAX_ITEMS_PER_WATCHLIST} funds per watchlist, each once.`,
  params: idParams,
  body: z.object({ scheme_code: schemeCode }),
  payload: watchlistItem,
});

export const removeItemEndpoint = defineEndpoint({
  ...member,
  method: "DELETE",
  path: "/api/v1/watchlists/{id}/items/{item_id}",
  summary: "Remove a fund from a watchlist",
  params: itemParams,
  payload: z.object({ id: z.uuid() }),
});

export const addToManyEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/watchlists/items/multiple",
  summary: "Add a fund to several watchlists",
  description:
    "One result per entry, in order: success, or error with the reason ('Watchlist is full. Cannot add more items.', 'Item already exists in the watchlist.').",
  body: z
    .array(z.object({ watchlist_id: uuid("watchlist"), scheme_code: schemeCode }))
    .min(1)
    .max(MAX_WATCHLISTS_PER_MEMBER),
  payload: z.array(z.object({ watchlist_id: z.string(), status: z.enum(["success", "error"]), message: z.string() })),
});

export const savedSchemeCodesEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/watchlists/items",
  summary: "Every scheme code the member has saved in any watchlist",
  payload: z.object({ scheme_codes: z.array(z.number().int()) }),
});

export const WATCHLIST_ENDPOINTS = [
  listWatchlistsEndpoint,
  createWatchlistEndpoint,
  renameWatchlistEndpoint,
  deleteWatchlistEndpoint,
  listItemsEndpoint,
  addItemEndpoint,
  removeItemEndpoint,
  addToManyEndpoint,
  savedSchemeCodesEndpoint,
];
