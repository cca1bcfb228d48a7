import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { nullableNumber } from "@/lib/api/schemas/fields";

export const sipFund = z.object({
  scheme_code: z.number().int(),
  isin: z.string().nullable(),
  plan_display_name: z.string(),
  amc_name: z.string(),
  sebi_subcategory_name: z.string().nullable().meta({ description: "SEBI category, e.g. Large Cap Fund." }),
  min_sip: nullableNumber.meta({ description: "Minimum SIP instalment, ₹; null when no factsheet gives it." }),
});
export type SipFund = z.output<typeof sipFund>;

export const sipFundsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/sip/all-funds",
  tag: "SIP",
  summary: "Every active Growth plan, by name, for the SIP calculator's fund picker",
  payload: z.object({ funds: z.array(sipFund) }),
  cacheable: true,
});

export const SIP_FUND_ENDPOINTS = [sipFundsEndpoint] as const;
