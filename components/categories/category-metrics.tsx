import type { z } from "zod";
import type { categoryMetrics } from "@/lib/api/schemas/fund-analysis";
import { formatCroreAmount, formatNumber, formatPercent } from "@/lib/format";
import styles from "./categories.module.css";

type CategoryMetrics = z.output<typeof categoryMetrics>;

const signed = { allowNegative: true };

/** The category's size, average costs, returns and risk. */
export function CategoryMetricsList({ metrics }: { metrics: CategoryMetrics }) {
  const { averages } = metrics;
  const items: [string, string][] = [
    ["Funds", formatNumber(metrics.fund_count, { fractionDigits: 0, allowNegative: true })],
    ["Total AUM", formatCroreAmount(metrics.total_aum)],
    ["Avg expense ratio (Direct)", formatPercent(averages.expense_ratio_direct)],
    ["Avg expense ratio (Regular)", formatPercent(averages.expense_ratio_regular)],
    ["Avg 1Y return", formatPercent(averages.return_1y, signed)],
    ["Avg 3Y return", formatPercent(averages.return_3y, signed)],
    ["Avg 5Y return", formatPercent(averages.return_5y, signed)],
    ["Avg volatility", formatPercent(averages.volatility)],
    ["Avg Sharpe ratio", formatNumber(averages.sharpe, signed)],
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
