import { STALE_PLAN_DAYS, type UnrankedReason } from "@/lib/metrics/conventions";
import { dayToIso } from "@/lib/metrics/day-number";
import type { PeriodValues } from "@/lib/metrics/periods";

/** Whether a plan is ranked and counted in its category's averages, as stored in plan_metrics.ranking. */
export interface RankingEligibility {
  eligible: boolean;
  /** Null when eligible; otherwise the first reason in UNRANKED_REASONS order that applies. */
  reason: UnrankedReason | null;
  /** The site's as-of date (site_as_of_date(): the latest NAV date most plans report), YYYY-MM-DD. */
  siteAsOf: string;
  /** The plan's own latest NAV date, YYYY-MM-DD. */
  lastNavDate: string;
  /**
   * For an index fund or ETF: the index it tracks (read from its name), whose followers are its peers; key null
   * when the name does not say ("index-unknown"). Absent for other plans, ranked in their whole category.
   */
  peerIndex?: PeerIndex;
}

/** The index a plan is ranked under: key shared by its peers, name as shown. */
export interface PeerIndex {
  key: string | null;
  name: string | null;
  /** The peers' median trailing return per period (null below MIN_PEER_PLANS values), set when ranked. */
  medianPct?: PeriodValues;
  /** The peers with a value per period. */
  counts?: PeriodValues<number>;
}

export interface RankingCandidate {
  /** The plan's option: "Growth", "IDCW Payout", "IDCW Reinvestment", "Bonus", or null when not stated. */
  option: string | null;
  categoryId: number | null;
  /** Day number of the plan's latest NAV. */
  lastNavDay: number;
  /** Index funds and ETFs only: the index the plan tracks. */
  peerIndex?: PeerIndex;
  /** plans.duplicate_of is set: the plan repeats another (name, NAV, no ISIN), which stands for both. */
  duplicate?: boolean;
  /** plans.unclaimed: the plan holds investors' unclaimed redemptions or payouts, not an investment. */
  unclaimed?: boolean;
}

/** Growth plans (and those whose option is not stated) compound their NAV; IDCW and bonus NAVs fall at each payout. */
export function isGrowthOption(option: string | null): boolean {
  return option === "Growth" || option === null;
}

/**
 * The ranking rule: a plan is ranked and averaged in its category only if it is a plan of its own (not a
 * "duplicate" of another plan, not an "unclaimed"-amounts plan), a growth plan ("idcw"
 * otherwise, bonus options included), its latest NAV is at most STALE_PLAN_DAYS before the site's as-of date
 * ("stale-nav" otherwise; a plan publishing ahead of the site, as liquid funds do for holidays, is current),
 * and it has a category ("no-category" otherwise); an index fund or ETF must name the index it tracks
 * ("index-unknown" otherwise), as it is ranked only among that index's followers. A plan left out keeps and
 * shows its own figures.
 */
export function rankingEligibility(plan: RankingCandidate, siteAsOfDay: number): RankingEligibility {
  const reason: UnrankedReason | null = plan.duplicate
    ? "duplicate"
    : plan.unclaimed
      ? "unclaimed"
      : !isGrowthOption(plan.option)
        ? "idcw"
        : siteAsOfDay - plan.lastNavDay > STALE_PLAN_DAYS
          ? "stale-nav"
          : plan.categoryId === null
            ? "no-category"
            : plan.peerIndex && plan.peerIndex.key === null
              ? "index-unknown"
              : null;
  return {
    eligible: reason === null,
    reason,
    siteAsOf: dayToIso(siteAsOfDay),
    lastNavDate: dayToIso(plan.lastNavDay),
    ...(plan.peerIndex ? { peerIndex: plan.peerIndex } : {}),
  };
}
