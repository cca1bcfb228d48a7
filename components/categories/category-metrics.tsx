import type { z } from "zod";
import type { categoryMetrics } from "@/lib/api/schemas/fund-analysis";
import { peerFigureText } from "@/lib/funds/categories/peer-count-text";
import { formatCroreAmount, formatNumber, formatPercent } from "@/lib/format";
import styles from "./categories.module.css";

type CategoryMetrics = z.output<typeof categoryMetrics>;

const signed = { allowNegative: true };

/** The category's size, average costs, returns and risk. */
export function CategoryMetricsList({ metrics }: { metrics: CategoryMetrics }) {
  const { averages, average_counts: counts } = metrics;
  const items: [string, string][] = [
    ["Funds", formatNumber(metrics.fund_count, { fractionDigits: 0, allowNegative: true })],
    ["Total AUM", formatCroreAmount(metrics.total_aum)],
    [
      "Avg expense ratio (Direct)",
      peerFigureText(formatPercent(averages.expense_ratio_direct), counts.expense_ratio_direct, "plans"),
    ],
    [
      "Avg expense ratio (Regular)",
      peerFigureText(formatPercent(averages.expense_ratio_regular), counts.expense_ratio_regular, "plans"),
    ],
    ["Avg 1Y return", peerFigureText(formatPercent(averages.return_1y, signed), counts.return_1y)],
    ["Avg 3Y return", peerFigureText(formatPercent(averages.return_3y, signed), counts.return_3y)],
    ["Avg 5Y return", peerFigureText(formatPercent(averages.return_5y, signed), counts.return_5y)],
    ["Avg volatility", peerFigureText(formatPercent(averages.volatility), counts.volatility)],
    ["Avg Sharpe ratio", peerFigureText(formatNumber(averages.sharpe, signed), counts.sharpe)],
  ];
  return (
    <section className={styles.section} aria-labelledby="key-metrics">
      <h2 id="key-metrics">Key metrics</h2>
      <dl className={styles.metrics}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.metric}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
