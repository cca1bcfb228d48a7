import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate } from "@/lib/api/schemas/fields";
import { xrayCosts } from "@/lib/api/schemas/xray-costs";
import { ASSET_CLASSES, type AssetClassKey } from "@/lib/xray/asset-class";
import {
  LISTED_COMMON_HOLDINGS,
  LISTED_DEBT_ISSUERS,
  LISTED_SECURITIES,
  LISTED_WIDELY_HELD,
  SECURITY_LISTS,
  WIDELY_HELD_FUNDS,
} from "@/lib/xray/listed-securities";
import { MAX_XRAY_FUNDS, parseXraySelection } from "@/lib/xray/xray-selection";

const rupees = (description: string) => z.number().meta({ description: `${description}, ₹.` });
const sharePct = z.number().meta({ description: "Percent of the whole holding's value (12.5 = 12.5%)." });
const nullableSharePct = sharePct.nullable();

/** `securities=all` lists every security; the default lists the largest (the public and the member's X-ray alike). */
export const securitiesParameter = z
  .enum(SECURITY_LISTS)
  .default("largest")
  .meta({
    description: `Which securities look_through.securities lists with their funds: 'largest' (the default) the ${LISTED_SECURITIES} largest, 'all' every one; likewise look_through.widely_held the ${LISTED_WIDELY_HELD} largest, look_through.debt_issuers the ${LISTED_DEBT_ISSUERS} largest and overlap.most_overlapping.common the ${LISTED_COMMON_HOLDINGS} largest, or every one (for 20 funds some 1,900 securities, 590 widely held, 220 issuers and 250 shared, about 800 KB more).`,
  });

export const xrayQuery = z
  .object({
    funds: z
      .string()
      .max(600)
      .meta({
        description: `Up to ${MAX_XRAY_FUNDS} funds as <AMFI scheme code>:<amount in ₹>, comma-separated, each code once (e.g. 119721:50000,118632:25000).`,
      }),
    securities: securitiesParameter,
  })
  .transform((query, context) => {
    const parsed = parseXraySelection(query.funds);
    if (!parsed.ok) {
      context.addIssue({ code: "custom", message: `Parameter 'funds': ${parsed.message}`, path: [] });
      return z.NEVER;
    }
    // The list asked for is part of the parsed query, so of the answer cache's key.
    return { funds: parsed.items, securities: query.securities };
  });

// The keys as a literal union, so that the answer parsed in the browser types as the loader's Xray does.
const assetClassKey = z.enum(ASSET_CLASSES.map((c) => c.key) as [AssetClassKey, ...AssetClassKey[]]);

const slice = z.object({ label: z.string(), value: rupees("Value"), share_pct: sharePct });

const security = z.object({
  key: z.string().meta({
    description: "isin:<ISIN>, or fund:<scheme code>:<name> for a line without an ISIN (never joined across funds).",
  }),
  name: z.string(),
  isin: z.string().nullable(),
  sector: z.string().nullable().meta({ description: "As the fund house words it." }),
  asset_class: assetClassKey,
  value: rupees("Exposure through every fund"),
  share_pct: sharePct,
  funds: z.array(
    z.object({
      scheme_code: z.number().int(),
      weight_pct: z.number().meta({ description: "Its weight in that fund, percent of net assets." }),
      value: rupees("Exposure through that fund"),
    }),
  ),
  widely_held: z.boolean().meta({ description: `Held through ${WIDELY_HELD_FUNDS} or more of the funds.` }),
});

const widelyHeld = z.object({
  key: z.string(),
  name: z.string(),
  isin: z.string().nullable(),
  value: rupees("Exposure through every fund"),
  share_pct: sharePct,
  fund_count: z.number().int().meta({ description: "How many of the funds hold it." }),
});

const commonHolding = z.object({
  name: z.string(),
  isin: z.string().nullable(),
  weight_a: z.number(),
  weight_b: z.number(),
  common_pct: z.number(),
});

export const xrayPayload = z.object({
  look_through: z.object({
    total_value: rupees("The holding's value"),
    covered_value: rupees("The value of the funds with a disclosed portfolio"),
    covered_pct: nullableSharePct,
    funds: z.array(
      z.object({
        scheme_code: z.number().int(),
        name: z.string(),
        fund_house: z.string(),
        value: rupees("Amount held"),
        share_pct: sharePct,
        disclosure: z
          .object({
            as_of: isoDate,
            source: z.string(),
            weight_total_pct: z.number().meta({ description: "What the disclosed weights add up to, percent." }),
          })
          .nullable()
          .meta({
            description: "The portfolio used; null when the fund has disclosed none (a 'not disclosed' slice).",
          }),
      }),
    ),
    securities: z.array(security).meta({
      description: `Largest first: the ${LISTED_SECURITIES} largest, or every one with securities=all. Cash and its equivalents are no security.`,
    }),
    securities_left_out: z.number().int().meta({
      description:
        "How many securities the list leaves out (0 with securities=all); concentration.distinct_securities counts them all.",
    }),
    widely_held: z.array(widelyHeld).meta({
      description: `The ${LISTED_WIDELY_HELD} largest securities held through ${WIDELY_HELD_FUNDS} or more of the funds (every one with securities=all), whether look_through.securities lists them or not, largest first, with how many of the funds hold it.`,
    }),
    widely_held_count: z
      .number()
      .int()
      .meta({
        description: `How many securities are held through ${WIDELY_HELD_FUNDS} or more of the funds, those widely_held leaves out too.`,
      }),
    sectors: z.array(slice),
    asset_classes: z.array(slice.extend({ key: assetClassKey })),
    debt_issuers: z.array(slice.extend({ key: z.string(), scheme_codes: z.array(z.number().int()) })).meta({
      description: `Largest first: the ${LISTED_DEBT_ISSUERS} largest, or every one with securities=all.`,
    }),
    debt_issuers_left_out: z
      .object({ count: z.number().int(), value: rupees("Their value added up"), share_pct: sharePct })
      .meta({ description: "The issuers debt_issuers leaves out, added up (count 0 with securities=all)." }),
    fund_houses: z.array(slice),
    concentration: z.object({
      top10_pct: nullableSharePct.meta({ description: "The 10 largest securities' share of the whole holding." }),
      distinct_securities: z.number().int().meta({ description: "Every security, listed or not." }),
    }),
    not_disclosed: z.object({
      value: rupees("The value of the funds without a disclosed portfolio"),
      share_pct: nullableSharePct,
      scheme_codes: z.array(z.number().int()),
    }),
  }),
  overlap: z.object({
    rows: z.array(z.array(z.number().nullable())).meta({
      description:
        "Percent overlap of funds i and j (the order of look_through.funds); null on the diagonal and without a portfolio.",
    }),
    most_overlapping: z
      .object({
        a: z.number().int(),
        b: z.number().int(),
        overlap_pct: z.number(),
        as_of: z.tuple([isoDate, isoDate]),
        common: z.array(commonHolding).meta({
          description: `Largest first: the ${LISTED_COMMON_HOLDINGS} largest securities the pair share, or every one with securities=all.`,
        }),
        common_count: z.number().int().meta({ description: "How many securities the pair share, listed or not." }),
      })
      .nullable(),
  }),
  valued_at: z.array(z.object({ nav: z.number(), nav_date: isoDate }).nullable()),
});
export type XrayPayload = z.output<typeof xrayPayload>;

/** The public X-ray adds the costs of the funds entered; without lots there is no tax of switching (`switch` null). */
export const publicXrayPayload = xrayPayload.extend({
  costs: xrayCosts.meta({
    description:
      "TER per fund with its date, the value-weighted TER and its ₹ cost a year on the amounts entered, and for each Regular plan the Direct plan's saving a year and over 10 years (with the growth it assumes). `switch` is always null here.",
  }),
});
export type PublicXrayPayload = z.output<typeof publicXrayPayload>;

/**
 * An X-ray the cache does not hold costs about 6 ms of CPU for 20 funds (bench:api: 160 a second on one core,
 * docs/xray.md), some fifteen uncached screener pages: it counts for 20 against the per-address limit, 60 a minute
 * at the default 1,200, so that one address cannot hold the server's cores with new amounts on every request.
 */
export const XRAY_MISS_COST = 20;

export const xrayEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/xray",
  tag: "Portfolio X-ray",
  summary:
    "Look-through exposure, overlap and costs of up to 20 funds with amounts, from each fund's latest disclosed portfolio and TER",
  description: `Each fund's amount is spread over its latest disclosed portfolio (weights as disclosed): per security joined by ISIN, sector, asset class, debt issuer and fund house, with the disclosure date of each fund and the share of the value covered. A fund without a disclosed portfolio is a 'not disclosed' slice. Overlap is the compare page's: the sum over common securities of the smaller weight. Costs: each fund's TER with its date, the weighted TER and ₹ a year, and what each Regular plan's Direct plan would save (docs/xray-costs.md). An answer the cache does not hold counts as ${XRAY_MISS_COST} requests against the per-address limit of uncached calls.`,
  query: xrayQuery,
  payload: publicXrayPayload,
  cacheable: true,
  missCost: XRAY_MISS_COST,
  storeOnRepeat: true,
});
