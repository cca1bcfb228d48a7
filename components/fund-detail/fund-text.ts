import type { Standing } from "@/lib/funds/category-standings";
import { formatDate } from "@/lib/format";

/** What the page says for a factsheet fact the data does not have (never an invented number). */
export const NOT_DISCLOSED = "Not disclosed yet";

export const SIGNED = { allowNegative: true } as const;

/** "3 of 12", or "--" when the plan has no value to rank. */
export function rankText(standing: Standing | undefined): string {
  return standing?.rank == null ? "--" : `${standing.rank} of ${standing.out_of}`;
}

/** "Q1" (top quarter) to "Q4", or "--". */
export function quartileText(standing: Standing | undefined): string {
  return standing?.quartile == null ? "--" : `Q${standing.quartile}`;
}

/** "Direct Plan - Growth", "Regular Plan - IDCW Payout", or "Single plan" for funds without the split (ETFs). */
export function variantLabel(variant: { plan_type: string | null; option_type: string | null }): string {
  const words = [variant.plan_type ? `${variant.plan_type} Plan` : null, variant.option_type].filter(Boolean);
  return words.length ? words.join(" - ") : "Single plan";
}

/** "as of Oct 31, 2026" for a factsheet date, or "" when there is none. */
export function asOfText(date: string | null | undefined): string {
  return date ? `as of ${formatDate(date)}` : "";
}
