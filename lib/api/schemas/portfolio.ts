import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate, nullableNumber, schemeCode, unverifiedNav } from "@/lib/api/schemas/fields";
import { TRANSACTION_KINDS } from "@/lib/portfolio/portfolio-valuation";

const transactionKind = z.enum(TRANSACTION_KINDS);

export const transactionInput = z
  .strictObject({
    scheme_code: schemeCode,
    kind: transactionKind,
    date: z.iso.date("must be a date as YYYY-MM-DD"),
    amount: z.number().positive().max(1e10).optional().meta({ description: "Rupees; give either amount or units." }),
    units: z.number().positive().max(1e9).optional(),
    nav: z.number().positive().max(1e7).optional().meta({
      description:
        "The price a unit, from the member's statement: only for a date before the site's first NAV of the fund, with the units.",
    }),
  })
  .refine((t) => t.amount !== undefined || t.units !== undefined, {
    message: "give an amount or a number of units",
    path: ["amount"],
  })
  .refine((t) => t.nav === undefined || t.units !== undefined, {
    message: "give the number of units with your own price",
    path: ["units"],
  });

export const transaction = z.object({
  id: z.uuid(),
  scheme_code: z.number().int(),
  plan_display_name: z.string().nullable(),
  kind: transactionKind,
  date: isoDate,
  nav: z.number(),
  units: z.number(),
  amount: z.number(),
  source: z.enum(["manual", "statement"]),
  folio: z.string().nullable(),
  covered: z
    .boolean()
    .meta({ description: "A manual transaction an imported statement covers: shown, not counted twice." }),
  own_figures: z.boolean().meta({
    description:
      "Units and price (or amount) the member gave for a date before the site's first NAV of the fund, not the site's NAV.",
  }),
});
export type Transaction = z.output<typeof transaction>;

const allocation = z.array(z.object({ label: z.string(), value: z.number(), share_pct: z.number() }));

export const portfolioSummary = z.object({
  invested: z.number(),
  current_value: z.number(),
  gain: z.number(),
  xirr_pct: nullableNumber,
  day_change: nullableNumber.meta({ description: "Change in value since the previous NAV of each fund held, rupees." }),
  holdings: z.array(
    z.object({
      scheme_code: z.number().int(),
      plan_display_name: z.string(),
      units: z.number(),
      invested: z.number().meta({ description: "What the units held cost, by average cost (a sale takes its share)." }),
      current_value: z.number(),
      gain: z.number(),
      xirr_pct: nullableNumber,
      nav: z.number(),
      nav_date: isoDate,
      unverified_nav: unverifiedNav,
      own_figures: z
        .boolean()
        .meta({ description: "Some of its transactions are at the member's own figures (before the site's NAVs)." }),
    }),
  ),
  by_asset_class: allocation,
  by_category: allocation,
  by_amc: allocation,
  overlaps: z.array(
    z.object({
      a: z.number().int(),
      b: z.number().int(),
      overlap_pct: nullableNumber.meta({ description: "Null when a portfolio is not disclosed." }),
    }),
  ),
});
export type PortfolioSummary = z.output<typeof portfolioSummary>;

const member = { cacheable: false, member: true, tag: "Portfolio" } as const;

export const listTransactionsEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/portfolio/transactions",
  summary: "The member's transactions, oldest first",
  payload: z.array(transaction),
});
export const addTransactionEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/portfolio/transactions",
  summary: "Record a purchase, SIP instalment or sale",
  description:
    "Priced at the fund's NAV of that date (or the last NAV before it), from the amount or the units. For a date before the site's first NAV of the fund, the member gives the units and the price a unit (or the amount and the units), recorded as their own figures. A sale may not exceed the units held on its date.",
  body: transactionInput,
  payload: transaction,
});
export const deleteTransactionEndpoint = defineEndpoint({
  ...member,
  method: "DELETE",
  path: "/api/v1/portfolio/transactions/{id}",
  summary: "Delete a transaction",
  params: z.object({ id: z.uuid("must be a transaction id (a UUID)") }),
  payload: z.object({ id: z.uuid() }),
});
export const portfolioSummaryEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/portfolio",
  summary: "The member's holdings valued on the latest NAVs, with XIRR, allocation and overlap",
  payload: portfolioSummary,
});

export const PORTFOLIO_ENDPOINTS = [
  listTransactionsEndpoint,
  addTransactionEndpoint,
  deleteTransactionEndpoint,
  portfolioSummaryEndpoint,
];
