import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { securitiesParameter, xrayPayload } from "@/lib/api/schemas/xray";

export const memberXrayPayload = z.object({
  xray: xrayPayload.nullable().meta({
    description:
      "The public X-ray's answer for the member's holdings; null when they hold no units of a plan the site can value.",
  }),
  left_out: z
    .array(
      z.object({
        scheme_code: z.number().int(),
        name: z.string().nullable(),
        units: z.string().meta({ description: "Units bought less sold, a decimal as text." }),
        reason: z.string(),
      }),
    )
    .meta({ description: "Plans the member holds that have no recent NAV, so no value: not in the X-ray." }),
});
export type MemberXrayPayload = z.output<typeof memberXrayPayload>;

export const memberXrayEndpoint = defineEndpoint({
  cacheable: false,
  member: true,
  tag: "Portfolio",
  method: "GET",
  path: "/api/v1/portfolio/xray",
  summary:
    "Look-through exposure and overlap of the member's current holdings, from each fund's latest disclosed portfolio",
  description:
    "The units of the member's open first-in first-out lots, summed per plan and valued at its latest verified NAV, looked through as GET /api/v1/xray does: per security joined by ISIN, sector, asset class, debt issuer and fund house, the covered share, and the overlap between the funds; the largest securities are listed with their funds unless securities=all, as in GET /api/v1/xray. A plan without a recent NAV is listed in left_out rather than refusing the X-ray. See docs/xray.md.",
  query: z.object({ securities: securitiesParameter }),
  payload: memberXrayPayload,
});
