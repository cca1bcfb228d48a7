import type { Standing } from "@/lib/funds/category-standings";
import { notEnoughFundsText } from "@/lib/funds/categories/peer-count-text";
import { formatDate } from "@/lib/format";
import { enoughPeers } from "@/lib/metrics/category-ranking";

/** What the page says for a factsheet fact the data does not have (never an invented number). */
export const NOT_DISCLOSED = "Not disclosed yet";

export const SIGNED = { allowNegative: true } as const;

/** "3 of 12"; "Not enough funds (3 of 5 needed)" below the minimum; "--" when the plan has no value or no rank. */
export function rankText(standing: Standing | undefined): string {
  if (standing && standing.value_pct != null && !enoughPeers(standing.out_of))
    return notEnoughFundsText(standing.out_of);
  return standing?.rank == null ? "--" : `${standing.rank} of ${standing.out_of}`;
}

/** The peers' average; "Not enough funds (1 of 5 needed)" when some but too few peers have a value. */
export function averageText(standing: Standing | undefined, format: (value: number | null) => string): string {
  if (standing && standing.peer_count > 0 && !enoughPeers(standing.peer_count))
    return notEnoughFundsText(standing.peer_count);
  return format(standing?.average_pct ?? null);
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
