// The financial plan's four tabs, loaded together after hydration (financial-plan.tsx).
export { EmergencyFundPanel } from "./emergency-fund-panel";
export { GoalPlannerPanel } from "./goal-planner-panel";
export { MyFinancePanel } from "./my-finance-panel";
export { SpendingHabitsPanel } from "./spending-habits-panel";
