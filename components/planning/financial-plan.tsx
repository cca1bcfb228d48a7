"use client";

import { FundTabs } from "@/components/fund-detail/fund-tabs";
import type { ProfileName } from "@/lib/risk-profile/profile-names";
import { SpendingHabitsPanel } from "./spending-habits-panel";
import { deferred } from "@/components/deferred/deferred";

// The first tab is the one the server shows; the others' code is fetched while the page hydrates. React keeps
// their server HTML (hidden unless the address names the tab) until it arrives, so they stay out of the
// first-load JavaScript.
// One chunk for the three: all are rendered (hidden) as soon as the page hydrates.
const laterPanels = () => import("./later-panels");
const MyFinancePanel = deferred(() => laterPanels(), "MyFinancePanel");
const EmergencyFundPanel = deferred(() => laterPanels(), "EmergencyFundPanel");
const GoalPlannerPanel = deferred(() => laterPanels(), "GoalPlannerPanel");

/** The four tools of the financial plan, one tab each (the sidebar's four entries), the tab in the URL fragment. */
export function FinancialPlan({ profileReturns }: { profileReturns: Record<ProfileName, number> }) {
  return (
    <FundTabs
      label="Financial plan"
      tabs={[
        { id: "spending-habits", label: "Spending Habits", content: <SpendingHabitsPanel /> },
        { id: "my-finance", label: "My Finance", content: <MyFinancePanel /> },
        { id: "emergency-fund", label: "Emergency Fund", content: <EmergencyFundPanel /> },
        { id: "goal-planner", label: "Goal Planner", content: <GoalPlannerPanel profileReturns={profileReturns} /> },
      ]}
    />
  );
}
