"use client";

import { FundTabs } from "@/components/fund-detail/fund-tabs";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { loadPlan } from "@/components/data/endpoint-loaders";
import { useEndpoint } from "@/components/data/use-endpoint";
import type { ProfileName } from "@/lib/risk-profile/profile-names";
import { summariseSpending, type Expenses } from "@/lib/planning/spending-habits";
import { EmergencyFundPanel } from "./emergency-fund-panel";
import { GoalPlannerPanel } from "./goal-planner-panel";
import { MyFinancePanel } from "./my-finance-panel";
import { SpendingHabitsPanel } from "./spending-habits-panel";

const NO_INPUT = {};

/** The four tools of the financial plan, one tab each (the sidebar's four entries), the tab in the URL fragment. */
export function FinancialPlan({ profileReturns }: { profileReturns: Record<ProfileName, number> }) {
  const member = useHasStoredToken();
  const spending = useEndpoint(loadPlan["spending-habits"], member ? NO_INPUT : null);
  const saved = spending.data?.latest?.data as { monthly_income: number; expenses: Expenses } | undefined;
  const capacity = saved ? Math.max(0, summariseSpending(saved.monthly_income, saved.expenses).savings) : null;
  return (
    <FundTabs
      label="Financial plan"
      tabs={[
        { id: "spending-habits", label: "Spending Habits", content: <SpendingHabitsPanel /> },
        { id: "my-finance", label: "My Finance", content: <MyFinancePanel /> },
        { id: "emergency-fund", label: "Emergency Fund", content: <EmergencyFundPanel /> },
        { id: "goal-planner", label: "Goal Planner", content: <GoalPlannerPanel monthlyCapacity={capacity} profileReturns={profileReturns} /> },
      ]}
    />
  );
}
