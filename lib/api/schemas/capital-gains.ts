import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate, nullableNumber } from "@/lib/api/schemas/fields";

/** Rupees, units and NAVs travel as decimal text (never floats): "1234.50". */
const decimal = z.string().meta({ description: "A decimal as text." });
const taxClass = z.enum(["equity", "specified", "other"]);
const term = z.enum(["short", "long"]);
/** The folio and scheme a sale or a holding belongs to, and how its gains are taxed. */
const schemeOfFolio = {
  folio: z.string(),
  scheme_code: z.number().int(),
  plan_display_name: z.string(),
  isin: z.string().nullable(),
  tax_class: taxClass,
  tax_class_reason: z.string(),
};

export const capitalGainsReport = z.object({
  as_of: isoDate,
  financial_year: z.string(),
  exemption_left: decimal.meta({ description: "Section 112A exemption left this financial year, rupees." }),
  years: z.array(
    z.object({
      financial_year: z.string(),
      equity_short_term: decimal,
      equity_long_term: decimal,
      other_short_term: decimal,
      other_long_term: decimal,
      schedule_112a_csv: z.string().meta({ description: "Schedule 112A rows of the year, CSV with a header." }),
    }),
  ),
  realised: z.array(
    z.object({
      ...schemeOfFolio,
      financial_year: z.string(),
      sale_date: isoDate,
      buy_date: isoDate,
      units: decimal,
      buy_nav: decimal,
      sale_nav: decimal,
      sale_value: decimal,
      actual_cost: decimal,
      fmv_per_unit: decimal.nullable(),
      cost_used: decimal,
      gain: decimal,
      term,
      rate: z.string(),
      notes: z.array(z.string()),
    }),
  ),
  holdings: z.array(
    z.object({
      ...schemeOfFolio,
      units: decimal,
      cost: decimal,
      average_cost: decimal.meta({ description: "Cost of the units held per unit (first in, first out)." }),
      nav: decimal,
      nav_date: isoDate,
      value: decimal,
      gain: decimal,
      xirr_pct: nullableNumber,
      long_term_gain: decimal,
      harvest_units: decimal,
      harvest_gain: decimal,
      harvest_note: z.string(),
      lots: z.array(
        z.object({
          buy_date: isoDate,
          units: decimal,
          buy_nav: decimal,
          cost: decimal,
          value: decimal,
          gain: decimal,
          taxable_gain: decimal.meta({
            description:
              "The gain a sale today would book: over the grandfathered cost for equity-oriented units bought before 1-Feb-2018 and held long term, else the gain.",
          }),
          term,
        }),
      ),
    }),
  ),
  notes: z.array(z.string()),
});
export type CapitalGainsReport = z.output<typeof capitalGainsReport>;

export const capitalGainsEndpoint = defineEndpoint({
  cacheable: false,
  member: true,
  tag: "Portfolio",
  method: "GET",
  path: "/api/v1/portfolio/capital-gains",
  summary: "Holdings by folio and scheme, realised and unrealised capital gains, Schedule 112A and tax harvesting",
  description:
    "Units sold first in, first out per folio and scheme; short or long term by the rules in docs/cas-import.md; the 31-Jan-2018 NAV for grandfathering where the NAV history has it.",
  payload: capitalGainsReport,
});
