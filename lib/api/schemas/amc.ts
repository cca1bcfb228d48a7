import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate, nullableNumber } from "@/lib/api/schemas/fields";
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

/** Which of a house's schemes its AUM total is built from: per part (asset class, or the kind within "Other") and per source. */
export const aumCoverage = z
  .object({
    schemes: z.number().int().meta({ description: "Active schemes." }),
    schemes_with_aum: z.number().int().meta({ description: "Active schemes whose AUM is in the total." }),
    parts: z.array(
      z.object({
        part: z
          .string()
          .meta({ description: "Asset class, or for 'Other' its SEBI category (Index Funds, ETFs, ...)." }),
        schemes: z.number().int(),
        schemes_with_aum: z.number().int(),
      }),
    ),
    sources: z.array(
      z.object({
        source: z.string(),
        schemes: z.number().int(),
        earliest_as_of: isoDate,
        as_of: isoDate.meta({ description: "The latest date of the source's figures in the total." }),
      }),
    ),
  })
  .meta({ description: "A total from part of the schemes is a total of that part only." });
export type AumCoverage = z.output<typeof aumCoverage>;

export const amcDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string(),
  fund_count: z.number().int().meta({ description: "Active schemes." }),
  plan_count: z.number().int(),
  total_aum: nullableNumber.meta({
    description: "₹ crore, sum of the schemes' latest AUM; null when no source gives one. Covers aum_coverage only.",
  }),
  aum_coverage: aumCoverage,
  asset_classes: z.array(
    z.object({
      asset_class: z.string(),
      fund_count: z.number().int(),
      funds_with_aum: z.number().int().meta({ description: "Funds whose AUM is in the class's total." }),
      aum: nullableNumber,
    }),
  ),
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
