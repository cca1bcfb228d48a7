import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate, nullableNumber, RISK_LEVELS } from "@/lib/api/schemas/fields";

export const OFFER_STATUSES = ["upcoming", "open", "closed"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const nfoParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: "New fund offer id.", example: 1 }),
});

export const newFundOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  amc: z.object({ slug: z.string(), name: z.string() }),
  category: z
    .object({
      slug: z.string(),
      name: z.string().meta({ description: "SEBI category, e.g. Index Funds." }),
      asset_class: z.string(),
    })
    .nullable(),
  open_date: isoDate,
  close_date: isoDate,
  status: z.enum(OFFER_STATUSES).meta({
    description:
      "By today's date in India: upcoming before the open date, open from the open date to the close date (both included), closed after.",
  }),
  days_left: z.number().int().nullable().meta({
    description:
      "While open, days to the end of the close date (1 on the close date itself); null when upcoming or closed.",
  }),
  min_investment: nullableNumber.meta({ description: "Minimum investment, ₹." }),
  benchmark: z.string().nullable(),
  risk_level: z.enum(RISK_LEVELS).nullable(),
  exit_load: z.string().nullable(),
  objective: z.string().nullable(),
  managers: z.array(z.string()).meta({ description: "Fund managers' names; empty when not announced." }),
});
export type NewFundOffer = z.output<typeof newFundOffer>;

export const nfoEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/nfo/{id}",
  tag: "NFO",
  summary: "One new fund offer, with its status and the days left to invest",
  params: nfoParams,
  payload: newFundOffer,
  cacheable: true,
});

export const NFO_ENDPOINTS = [nfoEndpoint] as const;
