import type { FundOverview } from "@/lib/api/schemas/funds";
import { formatDate, formatPercent } from "@/lib/format";
import { PAYOUT_MISSING, PAYOUT_RETURN_REASON } from "@/lib/funds/payout-returns";
import { STALE_PLAN_DAYS } from "@/lib/metrics/conventions";
import { MethodologyLink } from "./methodology-link";
import { SIGNED } from "./fund-text";
import styles from "./fund-detail.module.css";

type ReturnMissing = NonNullable<FundOverview["returns_missing"][keyof FundOverview["returns_missing"]]>;

/** What the page says beside a "--" whose period has no NAV close enough to its start date. */
export const NO_NAV_NEAR_START_TEXT = "not enough NAV history near the start";

const MISSING_TEXT: Partial<Record<ReturnMissing, string>> = {
  "no-nav-near-start": NO_NAV_NEAR_START_TEXT,
  [PAYOUT_MISSING]: PAYOUT_RETURN_REASON,
};

/**
 * A return, or "--" with the reason in words where the start-NAV rule left the period without one or the plan is an
 * IDCW plan (payout-returns.ts); "too-young" stays a plain "--".
 */
export function ReturnValue({ value, missing }: { value: number | null | undefined; missing?: ReturnMissing }) {
  const text = formatPercent(value ?? null, SIGNED);
  const reason = value == null && missing ? MISSING_TEXT[missing] : undefined;
  if (!reason) return <>{text}</>;
  return (
    <>
      {text} <span className={styles.explain}>({reason})</span>
    </>
  );
}

/** Why the plan is not ranked, in a sentence; null when it is ranked or the reason is not on record. */
export function unrankedText(ranking: FundOverview["ranking"]): string | null {
  if (!ranking || ranking.eligible) return null;
  switch (ranking.reason) {
    case "stale-nav":
      return `This plan is not ranked or counted in the category average: its latest NAV (${formatDate(ranking.last_nav_date)}) is more than ${STALE_PLAN_DAYS} days older than the site's as-of date (${formatDate(ranking.site_as_of)}), so its returns cover a different window from its peers'.`;
    case "duplicate":
      return "This plan is not ranked or counted in the category average: AMFI lists it twice (the same name and NAV, no ISIN), and the other listing stands for it.";
    case "unclaimed":
      return "This plan is not ranked or counted in the category average: it holds investors' unclaimed redemptions or payouts, not an investment anyone can choose.";
    case "idcw":
      return "This plan is not ranked or counted in the category average: it is an IDCW plan, and a NAV return ignores the payouts it made, so it understates what its investors received.";
    case "no-category":
      return "This plan is not ranked: it has no SEBI category on record, so it has no peers to be ranked among.";
    case "index-unknown":
      return "This plan is not ranked: an index fund or ETF is ranked only among the funds that track the same index, and its scheme name does not say which index it tracks.";
    default:
      return "This plan is not ranked or counted in the category average.";
  }
}

/** The note under a ranked figure's heading when the plan is not ranked, linked to the ranking rules. */
export function UnrankedNote({ ranking }: { ranking: FundOverview["ranking"] }) {
  const text = unrankedText(ranking);
  if (!text) return null;
  return (
    <p className={styles.note}>
      {text} <MethodologyLink section="ranking">Who is ranked</MethodologyLink>
    </p>
  );
}
