import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { datedFact } from "@/lib/api/schemas/dated-fact";
import { isoDate } from "@/lib/api/schemas/fields";

/** Rupees and units travel as decimal text (never floats): "1234.50". */
const decimal = z.string().meta({ description: "A decimal as text." });
const ter = datedFact(z.number(), "Total expense ratio, percent a year (a disclosed 0 counts as not disclosed).");
const term = z.enum(["short", "long"]);

const growth = z
  .object({
    rate_pct: z.number(),
    basis: z.enum(["own_5y_return", "assumption"]),
    reason: z.string(),
    as_of: isoDate.nullable(),
  })
  .meta({
    description: "The yearly return the 10-year saving compounds at: the fund's own 5-year return, or an assumption.",
  });

const holdingCost = z.object({
  scheme_code: z.number().int(),
  plan_display_name: z.string(),
  plan_type: z.enum(["Regular", "Direct"]).nullable(),
  value: decimal.meta({ description: "Value today, rupees." }),
  nav_date: isoDate,
  ter,
  annual_cost: decimal
    .nullable()
    .meta({ description: "Rupees a year at the TER on today's value; null when the TER is not disclosed." }),
  direct: z
    .object({
      scheme_code: z.number().int(),
      plan_display_name: z.string(),
      ter,
    })
    .nullable()
    .meta({ description: "The Direct plan of the same scheme and option (Regular plans only)." }),
  saving: z.object({
    status: z.enum(["saving", "no_saving", "ter_unknown", "no_direct", "not_regular"]),
    ter_difference_pct: z.number().nullable(),
    yearly: decimal.nullable(),
    ten_year: decimal.nullable(),
    growth: growth.nullable(),
    note: z.string(),
  }),
});

const waitOption = z.object({
  from: isoDate.meta({ description: "The first day a sale of the lot is long term." }),
  tax_less: decimal.nullable(),
  exit_load_less: decimal.nullable(),
  extra_ter: decimal.nullable(),
  worth_waiting: z.boolean().nullable(),
});

const switchTotals = {
  equity_short_term: decimal,
  equity_long_term: decimal,
  exemption_used: decimal,
  other_long_term: decimal,
  slab_gain: decimal.meta({ description: "Short-term gains taxed at the member's slab rate: tax not included." }),
  exit_load: decimal,
  tax: decimal.meta({ description: "Tax with 4% cess at the known rates; surcharge and slab-rate tax not included." }),
};

const switchPlan = z.object({
  exemption_left: decimal.meta({ description: "Section 112A exemption left this financial year, rupees." }),
  holdings: z.array(
    z.object({
      folio: z.string(),
      scheme_code: z.number().int(),
      plan_display_name: z.string(),
      tax_class: z.enum(["equity", "specified", "other"]),
      exit_load: z.string().nullable().meta({ description: "The exit load as its source words it." }),
      exit_load_known: z.boolean(),
      units: decimal,
      value: decimal,
      lots: z.array(
        z.object({
          buy_date: isoDate,
          units: decimal,
          value: decimal,
          term,
          rule: z.enum(["111A", "112A", "112", "slab"]),
          rate_pct: z.number().nullable(),
          exit_load: decimal.nullable(),
          gain: decimal,
          wait: waitOption.nullable(),
        }),
      ),
      alone: z.object(switchTotals).meta({ description: "The tax if only this holding is switched." }),
      wait_note: z.string().nullable(),
    }),
  ),
  total: z.object(switchTotals).meta({ description: "The tax if every Regular holding above is switched today." }),
  notes: z.array(z.string()),
});

export const xrayCosts = z.object({
  as_of: isoDate,
  holdings: z.array(holdingCost),
  portfolio: z.object({
    value: decimal,
    weighted_ter_pct: z.number().nullable(),
    ter_known_value: decimal,
    unknown_ter_value: decimal,
    annual_cost: decimal.nullable(),
    yearly_saving: decimal,
    ten_year_saving: decimal,
  }),
  switch: switchPlan.nullable().meta({ description: "The tax of switching now (members only; null without lots)." }),
  notes: z.array(z.string()),
  disclaimer: z.string(),
});
export type XrayCosts = z.output<typeof xrayCosts>;

export const xrayCostsEndpoint = defineEndpoint({
  cacheable: false,
  member: true,
  tag: "Portfolio",
  method: "GET",
  path: "/api/v1/portfolio/xray-costs",
  summary: "What the member's funds cost, what switching Regular plans to Direct saves, and the tax of switching now",
  description:
    "TER per holding with its date, the value-weighted TER and rupee cost a year; per Regular plan the Direct plan of the same scheme and option, the saving a year and over 10 years; and the tax of redeeming the Regular units today from the member's first-in first-out lots, with what waiting for lots to turn long term would save. See docs/xray-costs.md.",
  payload: xrayCosts,
});
