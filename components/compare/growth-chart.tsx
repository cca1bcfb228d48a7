import { ChartFigure } from "@/components/charts/chart-figure";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { growthChartSample, type GrowthComparison } from "@/lib/funds/compare/growth-of-investment";
import { GROWTH_AMOUNT } from "@/lib/funds/compare/load-comparison";
import { formatDate, formatInr } from "@/lib/format";
import styles from "./compare.module.css";

// Enough points for a smooth line on a wide screen; the table lists period ends only.
const MAX_CHART_POINTS = 260;

const rupees = (value: number) => formatInr(value, { fractionDigits: 0 });

function summaryOf(funds: readonly ComparedFund[], growth: GrowthComparison): string {
  const endings = funds.map((fund, i) => `${rupees(growth.values[i]!.at(-1)!)} in ${fund.plan_display_name}`);
  const list = endings.length > 1 ? `${endings.slice(0, -1).join(", ")} and ${endings.at(-1)}` : endings[0];
  return `${rupees(GROWTH_AMOUNT)} invested in each fund on ${formatDate(growth.start)}, the first day they all have a NAV for, was worth ${list} on ${formatDate(growth.end)}.`;
}

/** How ₹10,000 grew in each fund over their common period, as a line chart with its text alternative. */
export function GrowthChart({ funds, growth }: { funds: readonly ComparedFund[]; growth: GrowthComparison | null }) {
  const title = `Growth of ${rupees(GROWTH_AMOUNT)}`;
  return (
    <section className={styles.section} aria-labelledby="growth">
      <h2 id="growth">{title}</h2>
      {growth === null || growth.dates.length < 2 ? (
        <p role="note">
          These funds have no NAV history in common yet, so their growth cannot be compared over the same days.
        </p>
      ) : (
        <GrowthFigure funds={funds} growth={growth} title={title} />
      )}
    </section>
  );
}

function GrowthFigure({
  funds,
  growth,
  title,
}: {
  funds: readonly ComparedFund[];
  growth: GrowthComparison;
  title: string;
}) {
  const { indexes, tableRows } = growthChartSample(growth.dates, MAX_CHART_POINTS);
  const data = {
    kind: "line" as const,
    labels: indexes.map((i) => formatDate(growth.dates[i])),
    series: funds.map((fund, f) => ({
      label: fund.plan_display_name,
      values: indexes.map((i) => growth.values[f]![i]!),
    })),
  };
  return (
    <ChartFigure
      title={title}
      summary={summaryOf(funds, growth)}
      data={data}
      format="inr"
      tableRows={tableRows}
      height={320}
    />
  );
}
