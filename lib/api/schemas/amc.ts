import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { nullableNumber } from "@/lib/api/schemas/fields";
import { screenerPlan } from "@/lib/api/schemas/screener";

export const amcQuery = z.object({
  amc: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/i, "must be a fund house id or slug such as hdfc-mutual-fund")
    .meta({ description: "Fund house id or slug." }),
});

export const amcDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string(),
  fund_count: z.number().int().meta({ description: "Active schemes." }),
  plan_count: z.number().int(),
  total_aum: nullableNumber.meta({
    description: "₹ crore, sum of the schemes' latest AUM; null when no factsheet gives one.",
  }),
  asset_classes: z.array(z.object({ asset_class: z.string(), fund_count: z.number().int(), aum: nullableNumber })),
  funds: z.array(screenerPlan).meta({ description: "One plan per fund (Direct Growth where split), largest first." }),
});
export type AmcDetail = z.output<typeof amcDetail>;

export const amcEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/funds/amc",
  tag: "Fund houses",
  summary: "A fund house: its size, asset-class mix and funds",
  query: amcQuery,
  payload: amcDetail,
  cacheable: true,
});
