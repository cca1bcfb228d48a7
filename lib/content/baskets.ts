import { z } from "zod";
import raw from "@/content/baskets.json";
import { RISK_LEVELS } from "@/lib/api/schemas/query-fields";
import { heading, kebabId, paragraph } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

// The curated baskets of the real site (issue 37, 6): marketing names real AMFI scheme codes with weights. The
// structure is checked here at load (so `next build` refuses a broken file); lib/funds/content-baskets.ts checks
// the codes against the database's plans. The demo dataset keeps the baskets its loader generates.

const basketFund = z.object({
  scheme_code: z.number().int().positive().max(999_999_999),
  weight: z.number().int().min(1).max(100),
});

const basket = z.object({
  slug: kebabId,
  name: heading,
  rationale: paragraph,
  risk_level: z.enum(RISK_LEVELS),
  funds: z
    .array(basketFund)
    .min(1)
    .max(12)
    .refine((funds) => new Set(funds.map((fund) => fund.scheme_code)).size === funds.length, {
      message: "a scheme code is listed twice",
    })
    .refine((funds) => funds.reduce((sum, fund) => sum + fund.weight, 0) === 100, {
      message: "the weights must add up to 100",
    }),
});

export const contentBasketsSchema = z.object({
  baskets: z
    .array(basket)
    .max(20)
    .refine((list) => new Set(list.map((entry) => entry.slug)).size === list.length, {
      message: "two baskets have the same slug",
    }),
});

export type ContentBaskets = z.infer<typeof contentBasketsSchema>;
export type ContentBasket = ContentBaskets["baskets"][number];

export const CONTENT_BASKETS_FILE = "content/baskets.json";

/** The real site's baskets (content/baskets.json), checked at load. */
export const CONTENT_BASKETS: ContentBaskets = parseContent(CONTENT_BASKETS_FILE, contentBasketsSchema, raw);
