"use client";

import { FundTabs } from "@/components/fund-detail/fund-tabs";
import type { ProfileName } from "@/lib/risk-profile/profile-names";
import { deferred } from "@/components/deferred/deferred";
// The lazy panels' fields are in the server HTML, so their shared field styles must be in this page's
// stylesheets, which only a static import puts there (e2e/server-html-styles.spec.ts checks every public page).
import "@/components/ui/field.module.css";

// The four tabs' code is one chunk, fetched while the page hydrates: React keeps each tab's server HTML (the
// first shown, the others hidden unless the address names them) until it arrives, so none of it is in the
// first-load JavaScript.
const panels = () => import("./plan-panels");
const SpendingHabitsPanel = deferred(panels, "SpendingHabitsPanel");
const MyFinancePanel = deferred(panels, "MyFinancePanel");
const EmergencyFundPanel = deferred(panels, "EmergencyFundPanel");
const GoalPlannerPanel = deferred(panels, "GoalPlannerPanel");

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
