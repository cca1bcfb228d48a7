import { PLAN_COLUMNS } from "@/components/funds/plan-columns";
import { isListedFact } from "@/lib/funds/facts/list-fact-note";

/** A screener row's metrics as shown in both the desktop table and the mobile cards, in that order. */
export const PLAN_METRICS = [
  { key: "risk_level", label: "Risk", numeric: false, text: PLAN_COLUMNS.risk.cell },
  { key: "return_3y", label: "3Y Returns", numeric: true, text: PLAN_COLUMNS.return_3y.cell },
  { key: "expense_ratio", label: "Expense Ratio", numeric: true, text: PLAN_COLUMNS.expense_ratio.cell },
  { key: "aum", label: "AUM", numeric: true, text: PLAN_COLUMNS.aum.cell },
] as const;

/** The dated facts among those metrics, for the note on their sources and dates under the list. */
export const PLAN_METRIC_FACTS = PLAN_METRICS.map((metric) => metric.key).filter(isListedFact);
