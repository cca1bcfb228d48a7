"use client";

import { useState } from "react";
import { ChartFigure } from "@/components/charts/chart-figure";
import { useNavSeries } from "@/components/data/use-fund-data";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";
import { monthEndRows } from "@/lib/funds/month-end-rows";
import type { NavWindow } from "@/lib/funds/nav-history";
import styles from "./fund-detail.module.css";

/** The spec's chart ranges, in order; the page renders 1Y on the server. */
export const CHART_RANGES = ["1M", "3M", "6M", "1Y", "3Y", "MAX"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
const SERVER_RANGE: ChartRange = "1Y";

const RANGE_WORDS: Record<ChartRange, string> = {
  "1M": "last month",
  "3M": "last 3 months",
  "6M": "last 6 months",
  "1Y": "last year",
  "3Y": "last 3 years",
  MAX: "full history",
};

function summaryOf(shown: NavWindow): string {
  const first = shown.points[0];
  const last = shown.points.at(-1);
  if (!first || !last || shown.points.length < 2) return "Not enough NAVs yet to draw this range.";
  const change = shown.change_pct;
  const movement = change === null ? "moved" : change > 0 ? `rose ${formatPercent(change)}` : change < 0 ? `fell ${formatPercent(-change)}` : "was unchanged";
  return `The NAV ${movement} from ${formatNav(first.nav)} on ${formatDate(first.date)} to ${formatNav(last.nav)} on ${formatDate(last.date)}.`;
}

/**
 * The NAV chart with its range buttons. 1Y comes with the page; another range loads through the product API
 * when chosen (and stays cached). A plan without an ISIN cannot be asked for by the API, so it keeps 1Y.
 */
export function NavChart({ isin, initial }: { isin: string | null; initial: NavWindow }) {
  const [range, setRange] = useState<ChartRange>(SERVER_RANGE);
  const remote = useNavSeries(range === SERVER_RANGE ? null : isin, range);
  const shown: NavWindow | undefined = range === SERVER_RANGE ? initial : remote.data;
  const dates = shown?.points.map((p) => p.date) ?? [];

  return (
    <div className={styles.navChart}>
      <div role="group" aria-label="Chart range" className={styles.rangeButtons}>
        {CHART_RANGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === range}
            disabled={isin === null && option !== SERVER_RANGE}
            className={styles.rangeButton}
            onClick={() => setRange(option)}
          >
            {option}
          </button>
        ))}
      </div>
      {isin === null && <p className={styles.note}>AMFI lists no ISIN for this plan, so only the last year of NAVs is shown here.</p>}
      {shown ? (
        <ChartFigure
          title={`NAV, ${RANGE_WORDS[range]}`}
          summary={summaryOf(shown)}
          format="nav"
          data={{ kind: "line", labels: dates.map((date) => formatDate(date)), series: [{ label: "NAV", values: shown.points.map((p) => p.nav) }] }}
          tableRows={monthEndRows(dates)}
        />
      ) : remote.error ? (
        <p role="alert" className={styles.error}>
          The NAVs for this range could not be loaded. {remote.error.message}{" "}
          <Button variant="secondary" size="sm" onClick={() => void remote.mutate()}>
            Try again
          </Button>
        </p>
      ) : (
        <div className={styles.chartLoading}>
          <Spinner label={`Loading the NAVs, ${RANGE_WORDS[range]}…`} />
        </div>
      )}
    </div>
  );
}
