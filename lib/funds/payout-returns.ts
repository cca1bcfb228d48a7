import type { PeerAnalysis } from "@/lib/api/schemas/fund-analysis";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import type { FundOverview } from "@/lib/api/schemas/funds";
import type { PlanPerformance } from "@/lib/funds/plan-performance";
import { isGrowthOption } from "@/lib/metrics/ranking-eligibility";
import { FIXED_PERIOD_KEYS } from "@/lib/metrics/periods";

// The one rule (issue 37, 3): a NAV return is what the investor earned only for a Growth plan (or one whose
// option is not stated). An IDCW (payout or reinvestment) or bonus plan's NAV falls at every payout, so its
// NAV return is "--" with this reason wherever the plan's figures appear: the lists read investorReturnSql (the
// same rule in SQL), the fund page, the fund API and compare go through the functions below.

/** Whether a NAV return of a plan with this option is the investor's return. */
export const returnsMeaningful = isGrowthOption;

/** The returns_missing reason of an IDCW or bonus plan's returns. */
export const PAYOUT_MISSING = "payout" as const;

/** What the page says beside such a "--". */
export const PAYOUT_RETURN_REASON = "not meaningful for an IDCW plan";

/** The one line under figures or a fund list that include an IDCW plan, whose returns show as "--". */
export const PAYOUT_RETURN_NOTE =
  "Returns show -- for IDCW plans: their NAV falls at every payout, so a NAV return is not what the investor earned. Compare their Growth plans.";

/** PAYOUT_RETURN_NOTE when a listed plan is an IDCW (or bonus) plan, else null. */
export function payoutReturnNote(plans: readonly { option_type: string | null }[]): string | null {
  return plans.some((plan) => !returnsMeaningful(plan.option_type)) ? PAYOUT_RETURN_NOTE : null;
}

type Returns = FundOverview["returns"];
const noReturns = (returns: Returns): Returns =>
  Object.fromEntries(Object.keys(returns).map((key) => [key, null])) as Returns;

/** A plan's overview with its NAV returns (own and against its benchmark) as "--" for a payout plan. */
export function overviewReturns(overview: FundOverview): FundOverview {
  if (returnsMeaningful(overview.option_type)) return overview;
  const benchmark = overview.benchmark;
  return {
    ...overview,
    returns: noReturns(overview.returns),
    returns_missing: Object.fromEntries(FIXED_PERIOD_KEYS.map((key) => [key, PAYOUT_MISSING])),
    benchmark: benchmark && {
      ...benchmark,
      returns: Object.fromEntries(
        Object.entries(benchmark.returns).map(([key, period]) => [
          key,
          period && { ...period, fund: null, difference: null },
        ]),
      ) as typeof benchmark.returns,
    },
  };
}

/** A plan's calendar-year, rolling and SIP returns, none for a payout plan (its risk figures stay). */
export function performanceReturns(
  performance: PlanPerformance | null,
  optionType: string | null,
): PlanPerformance | null {
  if (!performance || returnsMeaningful(optionType)) return performance;
  return {
    ...performance,
    calendarYears: performance.calendarYears.map((year) => ({ ...year, returnPct: null })),
    ytd: performance.ytd && { ...performance.ytd, returnPct: null },
    rolling: { "1y": null, "3y": null },
    sip: Object.fromEntries(Object.keys(performance.sip).map((key) => [key, null])) as PlanPerformance["sip"],
  };
}

/** The peer table with the plan's own return as "--" when it is a payout plan. */
export function peerReturns(peers: PeerAnalysis, optionType: string | null): PeerAnalysis {
  if (returnsMeaningful(optionType)) return peers;
  return { ...peers, peers: peers.peers.map((peer) => (peer.is_self ? { ...peer, return_pct: null } : peer)) };
}

/** A compared plan with no NAV returns, SIP returns or calendar years when it is a payout plan. */
export function comparedReturns(fund: ComparedFund): ComparedFund {
  if (returnsMeaningful(fund.option_type)) return fund;
  return {
    ...fund,
    returns: noReturns(fund.returns),
    sip_returns: { "1y": null, "3y": null, "5y": null },
    calendar_years: [],
  };
}
