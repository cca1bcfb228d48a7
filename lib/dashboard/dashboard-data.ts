import type { Sql } from "postgres";
import type { GoalInput } from "@/lib/api/schemas/member-tools";
import type { PortfolioSummary } from "@/lib/api/schemas/portfolio";
import { asMember } from "@/lib/db/member-scope";
import { dayChangePct, latestFundFigures } from "@/lib/funds/latest-fund-figures";
import { listNewFundOffers, type NewFundOfferListItem } from "@/lib/funds/nfo-list";
import { loadPlan } from "@/lib/member-tools/plan-store";
import { netWorth, type BalanceSheet } from "@/lib/planning/net-worth";
import { planSavedGoal } from "@/lib/planning/goal-plan";
import { portfolioSummary } from "@/lib/portfolio/portfolio-queries";
import { savedSchemeCodes } from "@/lib/watchlists/watchlist-queries";

type SavedGoal = GoalInput;

export interface DashboardData {
  netWorth: { value: number; savedAt: string } | null;
  portfolio: Pick<PortfolioSummary, "current_value" | "invested" | "gain" | "xirr_pct" | "day_change"> & {
    funds: number;
  };
  movers: { schemeCode: number; name: string; changePct: number }[];
  goals: { name: string; years: number; futureCost: number; monthlySip: number; fundedPct: number }[];
  risk: { profile: string; score: number; takenAt: string } | null;
  openOffers: NewFundOfferListItem[];
}

/** Everything the member's dashboard shows, read on the server under the member's row-level security. */
export async function loadDashboard(sql: Sql, userId: string, today: string): Promise<DashboardData> {
  const member = await asMember(sql, userId, async (tx) => {
    const [finance, goals, codes, portfolio, risk] = [
      await loadPlan<BalanceSheet>(tx, userId, "my-finance"),
      await loadPlan<{ goals: SavedGoal[] }>(tx, userId, "goals"),
      await savedSchemeCodes(tx, userId),
      await portfolioSummary(tx, sql, userId, { overlaps: false }),
      await tx<{ profile: string; score: number; taken_at: Date }[]>`
        select profile, score, taken_at from risk_profile_results where user_id = ${userId} order by taken_at desc limit 1`,
    ];
    return { finance, goals, codes, portfolio, risk: risk[0] };
  });
  // Only the day's change: the watchlist page's facts and expense-ratio history are not read here.
  const figures = await latestFundFigures(sql, member.codes.scheme_codes);
  const movers = [...figures]
    .flatMap(([schemeCode, fund]) => {
      const changePct = dayChangePct(fund);
      return changePct === null ? [] : [{ schemeCode, name: fund.plan_display_name, changePct }];
    })
    .sort((a, b) => Math.abs(b.changePct) - Math.abs(a.changePct) || a.schemeCode - b.schemeCode)
    .slice(0, 5);
  const goals = (member.goals.latest?.data.goals ?? []).map((goal) => {
    // The planner's default timing; the month-end choice is the planner page's, not saved with the goal.
    const plan = planSavedGoal(goal, "start");
    return {
      name: goal.name,
      years: goal.years,
      futureCost: plan.futureCost,
      monthlySip: plan.monthlySip,
      fundedPct: plan.futureCost > 0 ? Math.min(100, (plan.savingsFutureValue / plan.futureCost) * 100) : 100,
    };
  });
  const { current_value, invested, gain, xirr_pct, day_change, holdings } = member.portfolio;
  return {
    netWorth: member.finance.latest
      ? { value: netWorth(member.finance.latest.data).netWorth, savedAt: member.finance.latest.saved_at }
      : null,
    portfolio: { current_value, invested, gain, xirr_pct, day_change, funds: holdings.length },
    movers,
    goals,
    risk: member.risk
      ? { profile: member.risk.profile, score: member.risk.score, takenAt: member.risk.taken_at.toISOString() }
      : null,
    openOffers: (await listNewFundOffers(sql, today)).filter((offer) => offer.status === "open"),
  };
}
