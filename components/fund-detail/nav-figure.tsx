import { ChartFigure } from "@/components/charts/chart-figure";
import { formatDate, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";
import { navAdjustmentNote } from "@/lib/funds/nav-adjustment-notes";
import { monthEndRows } from "@/lib/funds/month-end-rows";
import type { NavWindow } from "@/lib/funds/nav-history";
import { RANGE_WORDS, type ChartRange } from "./nav-ranges";
import styles from "./fund-detail.module.css";

function summaryOf(shown: NavWindow): string {
  const first = shown.points[0];
  const last = shown.points.at(-1);
  if (!first || !last || shown.points.length < 2) return "Not enough NAVs yet to draw this range.";
  // Classified as shown: a move that rounds to 0.00% is no fall (a flat IDCW plan's NAV, say).
  const change = shown.change_pct === null ? null : Number(shown.change_pct.toFixed(2));
  const movement =
    change === null
      ? "moved"
      : change > 0
        ? `rose ${formatPercent(change)}`
        : change < 0
          ? `fell ${formatPercent(-change)}`
          : "was unchanged";
  return `The NAV ${movement} from ${formatNav(first.nav)} on ${formatDate(first.date)} to ${formatNav(last.nav)} on ${formatDate(last.date)}.`;
}

/**
 * The NAVs of one range as a line chart; its table lists every NAV of a short range and the month ends of a long
 * one, and a note under it for each split, or NAV held back, in the range. Rendered on the server for 1Y, in the
 * browser for the ranges loaded later.
 */
export function NavFigure({ range, shown }: { range: ChartRange; shown: NavWindow }) {
  const dates = shown.points.map((point) => point.date);
  return (
    <>
      <ChartFigure
        title={`NAV, ${RANGE_WORDS[range]}`}
        summary={summaryOf(shown)}
        format="nav"
        data={{
          kind: "line",
          labels: dates.map((date) => formatDate(date)),
          series: [{ label: "NAV", values: shown.points.map((point) => point.nav) }],
        }}
        tableRows={monthEndRows(dates)}
      />
      {shown.adjustments.length > 0 && (
        <ul className={styles.note} aria-label="NAV events in this range">
          {shown.adjustments.map((event) => (
            <li key={event.date}>{navAdjustmentNote(event)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
