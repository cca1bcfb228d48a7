import { z } from "zod";

// Building blocks for query, path and body schemas. Query values arrive as strings (or arrays when a key
// repeats); these coerce them and carry the words of the 400 message.

export {
  integer,
  OPTION_TYPES,
  page,
  pageSize,
  PLAN_TYPES,
  repeated,
  RISK_LEVELS,
} from "@/lib/api/schemas/query-fields";

const ISIN_PATTERN = /^IN[A-Z0-9]{9}[0-9]$/;

export const isin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ISIN_PATTERN, "must be a 12-character Indian ISIN such as INF179K01BB8")
  .meta({ description: "A plan's ISIN (Growth or IDCW reinvestment).", example: "INF179K01BB8" });

export const schemeCode = z.coerce
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: "AMFI scheme code of a plan.", example: 119551 });

/** A category: its numeric id or its slug (e.g. equity-large-cap-fund). */
export const categoryRef = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/i, "must be a category id or slug such as equity-large-cap-fund")
  .meta({ description: "Category id or slug.", example: "equity-large-cap-fund" });

export const slug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens")
  .meta({ example: "equity-large-cap-fund" });

/** Python-style and JSON-style booleans are both accepted, since clients send either (is_index_funds=False). */
export const booleanFlag = z
  .enum(["true", "false", "True", "False", "1", "0"])
  .transform((value) => value === "true" || value === "True" || value === "1")
  .meta({ description: "true/false (True/False and 1/0 accepted)." });

/** Percentages and crore amounts on the wire: finite or null (never NaN). */
export const nullableNumber = z.number().nullable();

export const periodValues = z
  .object({
    "1m": nullableNumber,
    "3m": nullableNumber,
    "6m": nullableNumber,
    "1y": nullableNumber,
    "3y": nullableNumber,
    "5y": nullableNumber,
    "10y": nullableNumber,
    max: nullableNumber,
  })
  .meta({
    description:
      "Returns in percent: absolute up to 1 year, annualised (CAGR) beyond; null where the history is too short.",
  });

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "YYYY-MM-DD" });

/** The paging fields every paged payload carries beside its rows. */
export const paginationFields = {
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
};

export const categorySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().meta({ description: "SEBI category, e.g. Large Cap Fund." }),
  asset_class: z.string().meta({ description: "Broad category: Equity, Debt, Hybrid, Solution Oriented or Other." }),
});
export type CategorySummary = z.output<typeof categorySummary>;

/**
 * A plan's latest NAV as AMFI published it when the NAV screening held it back (a move outside its category's band
 * that no later NAV has confirmed yet): values, gains and the day's change use the latest verified NAV instead.
 */
export const unverifiedNav = z.object({ nav: z.number(), nav_date: isoDate }).nullable().meta({
  description:
    "The latest NAV as AMFI published it, when it moved outside its category's band and no later NAV has confirmed it yet (see /methodology#nav-anomalies); nav and nav_date beside it are the latest verified NAV, on which values and changes are counted. Null when the latest NAV is verified.",
});
