import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatCroreAmount, formatPercent } from "@/lib/format";

/** A screener row's metrics as shown in both the desktop table and the mobile cards, in that order. */
export const PLAN_METRICS = [
  { key: "risk_level", label: "Risk", numeric: false, text: (plan: ScreenerPlan) => plan.risk_level ?? "--" },
  { key: "return_3y", label: "3Y Returns", numeric: true, text: (plan: ScreenerPlan) => formatPercent(plan.return_3y, { allowNegative: true }) },
  { key: "expense_ratio", label: "Expense Ratio", numeric: true, text: (plan: ScreenerPlan) => formatPercent(plan.expense_ratio) },
  { key: "aum", label: "AUM", numeric: true, text: (plan: ScreenerPlan) => formatCroreAmount(plan.aum) },
] as const;
