import { z } from "zod/mini";
import { MAX_PAGE } from "@/lib/pagination/max-page";

// Query building blocks (fields.ts re-exports them) in zod/mini: a list call's query contract may also read
// the page's address in the browser, where zod/mini loads only what the schema uses.

export const PLAN_TYPES = ["Regular", "Direct"] as const;
export const OPTION_TYPES = ["Growth", "IDCW Payout", "IDCW Reinvestment", "Bonus"] as const;
export const RISK_LEVELS = ["Low", "Low to Moderate", "Moderate", "Moderately High", "High", "Very High"] as const;

export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));

export function integer(options: { min: number; max: number; default?: number; description: string }) {
  const base = described(
    z.coerce.number().check(z.int(), z.minimum(options.min), z.maximum(options.max)),
    options.description,
  );
  return options.default === undefined ? base : z._default(base, options.default);
}

/** A query key that may repeat (`amc=a&amc=b`); one value arrives as a string. */
export function repeated<T extends z.ZodMiniType>(item: T, maxItems: number, description: string) {
  const asList = z.transform<unknown, unknown>((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
  return described(
    z.pipe(asList, z.array(item).check(z.maxLength(maxItems))),
    `${description} Repeat the key for several values.`,
  );
}

export const page = integer({ min: 1, max: MAX_PAGE, default: 1, description: "Page number, from 1." });

export function pageSize(defaultSize: number) {
  return integer({
    min: 1,
    max: 100,
    default: defaultSize,
    description: `Rows per page (1 to 100, default ${defaultSize}).`,
  });
}
