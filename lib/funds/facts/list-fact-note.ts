import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatDate } from "@/lib/format/dates";
import { FACT_REFRESH_DAYS } from "@/lib/funds/facts/fact-refresh";

export type ListedFact = keyof ScreenerPlan["fact_sources"];

const LABELS: Record<ListedFact, string> = { expense_ratio: "Expense ratio", aum: "AUM", risk_level: "Riskometer" };

/** Whether a list column is one of the dated facts a list row carries (fact_sources). */
export const isListedFact = (key: string): key is ListedFact => key in LABELS;

function range(first: string, last: string): string {
  return first === last ? `as of ${formatDate(first)}` : `${formatDate(first)} to ${formatDate(last)}`;
}

/**
 * Where a fund list's dated figures come from, for a note under the list: each fact's sources with the dates
 * of the rows shown, and how many are stale. "Expense ratio: AMFI TER, as of Oct 07, 2024, 3 stale (older than
 * 45 days). AUM: ...". Null when no row shown has any of these facts.
 */
export function listFactNote(plans: readonly Pick<ScreenerPlan, "fact_sources">[], facts: readonly ListedFact[]) {
  const parts: string[] = [];
  for (const fact of facts) {
    const bySource = new Map<string, { first: string; last: string }>();
    let stale = 0;
    for (const plan of plans) {
      const dated = plan.fact_sources[fact];
      if (!dated) continue;
      if (dated.stale) stale += 1;
      const seen = bySource.get(dated.source);
      if (!seen) bySource.set(dated.source, { first: dated.as_of, last: dated.as_of });
      else {
        if (dated.as_of < seen.first) seen.first = dated.as_of;
        if (dated.as_of > seen.last) seen.last = dated.as_of;
      }
    }
    if (bySource.size === 0) continue;
    const sources = [...bySource].map(([source, { first, last }]) => `${source}, ${range(first, last)}`).join("; ");
    const days = (FACT_REFRESH_DAYS as Record<string, number>)[fact];
    parts.push(`${LABELS[fact]}: ${sources}${stale > 0 ? `, ${stale} stale (older than ${days} days)` : ""}.`);
  }
  return parts.length ? parts.join(" ") : null;
}
