import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatCroreAmount, formatPercent } from "@/lib/format";
import type { ListedFact } from "@/lib/funds/facts/list-fact-note";

const signed = (value: number | null) => formatPercent(value, { allowNegative: true });
/** " (stale)" after a figure older than its usual refresh; the list's note says where each comes from. */
const staleMark = (dated: { stale: boolean } | null) => (dated?.stale ? " (stale)" : "");

/**
 * How each column of a fund list writes a plan's value (the fund-house, category and basket tables, and the
 * screener's rows and cards), so a metric reads the same wherever a fund is listed.
 */
export const PLAN_COLUMNS = {
  category: { header: "Category", numeric: false, cell: (r: ScreenerPlan) => r.sebi_subcategory_name ?? "--" },
  amc: { header: "Fund house", numeric: false, cell: (r: ScreenerPlan) => r.amc_name },
  return_1y: { header: "1Y", numeric: true, cell: (r: ScreenerPlan) => signed(r.return_1y) },
  return_3y: { header: "3Y", numeric: true, cell: (r: ScreenerPlan) => signed(r.return_3y) },
  return_5y: { header: "5Y", numeric: true, cell: (r: ScreenerPlan) => signed(r.return_5y) },
  expense_ratio: {
    header: "Expense ratio",
    numeric: true,
    fact: "expense_ratio",
    cell: (r: ScreenerPlan) => `${formatPercent(r.expense_ratio)}${staleMark(r.fact_sources.expense_ratio)}`,
  },
  aum: {
    header: "AUM",
    numeric: true,
    fact: "aum",
    cell: (r: ScreenerPlan) => `${formatCroreAmount(r.aum)}${staleMark(r.fact_sources.aum)}`,
  },
  risk: { header: "Riskometer", numeric: false, fact: "risk_level", cell: (r: ScreenerPlan) => r.risk_level ?? "--" },
} as const;

export type PlanColumn = keyof typeof PLAN_COLUMNS;

/** The dated facts among these columns, for the list's note on sources and dates. */
export function datedFactsOf(columns: readonly PlanColumn[]): ListedFact[] {
  return columns.flatMap((key) => {
    const column = PLAN_COLUMNS[key];
    return "fact" in column ? [column.fact] : [];
  });
}
