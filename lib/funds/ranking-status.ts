import type { FundOverview } from "@/lib/api/schemas/funds";
import { MISSING_RETURN_REASONS, UNRANKED_REASONS } from "@/lib/metrics/conventions";
import { FIXED_PERIOD_KEYS, PERIOD_KEYS, type PeriodValues } from "@/lib/metrics/periods";

// plan_metrics.details and plan_metrics.ranking as the metrics engine writes them (camelCase; storedRanking). Rows
// computed before these fields existed lack them: that reads as "no reason known", never as a guess.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/** details.trailingMissing, keeping only known periods and reasons. */
export function returnsMissingOf(raw: unknown): FundOverview["returns_missing"] {
  const result: FundOverview["returns_missing"] = {};
  if (typeof raw !== "object" || raw === null) return result;
  for (const period of FIXED_PERIOD_KEYS) {
    const reason = (raw as Record<string, unknown>)[period];
    if (isOneOf(MISSING_RETURN_REASONS, reason)) result[period] = reason;
  }
  return result;
}

/**
 * plan_metrics.ranking with the site's as-of date it was judged against (metrics_state.site_as_of) as the API's
 * snake_case object, or null when the row has none (or a malformed one) or the date is unknown.
 */
export function rankingStatusOf(raw: unknown, siteAsOf: string | null): FundOverview["ranking"] {
  if (typeof raw !== "object" || raw === null) return null;
  const { eligible, reason, lastNavDate, peerIndex } = raw as Record<string, unknown>;
  if (
    typeof eligible !== "boolean" ||
    siteAsOf === null ||
    !ISO_DATE.test(siteAsOf) ||
    typeof lastNavDate !== "string" ||
    !ISO_DATE.test(lastNavDate)
  )
    return null;
  if (reason !== null && !isOneOf(UNRANKED_REASONS, reason)) return null;
  return {
    eligible,
    reason: eligible ? null : reason,
    site_as_of: siteAsOf,
    last_nav_date: lastNavDate,
    peer_index: peerIndexOf(peerIndex),
  };
}

/** plan_metrics.ranking.peerIndex when the plan was ranked under a named index; null otherwise. */
function peerIndexOf(raw: unknown): NonNullable<FundOverview["ranking"]>["peer_index"] {
  if (typeof raw !== "object" || raw === null) return null;
  const { name, medianPct, counts } = raw as Record<string, unknown>;
  if (typeof name !== "string" || typeof medianPct !== "object" || medianPct === null) return null;
  const median = Object.fromEntries(
    PERIOD_KEYS.map((key) => {
      const value = (medianPct as Record<string, unknown>)[key];
      return [key, typeof value === "number" ? value : null];
    }),
  ) as PeriodValues;
  const known = Object.fromEntries(
    Object.entries(typeof counts === "object" && counts !== null ? counts : {}).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]),
    ),
  );
  return { name, median_pct: median, counts: known };
}
