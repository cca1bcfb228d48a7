import { formatDate, formatPercent } from "@/lib/format";
import type { NavAdjustment } from "@/lib/funds/nav-adjustments";
import { formatNav } from "@/lib/funds/format-nav";

const factorWords = (factor: number) =>
  factor < 1
    ? `divided by ${Math.round(1 / factor).toLocaleString("en-IN")}`
    : `multiplied by ${factor.toLocaleString("en-IN")}`;

/** One sentence per NAV event of a chart range, for the note under the chart (the rule is on /methodology). */
export function navAdjustmentNote(event: NavAdjustment): string {
  const move = `${formatNav(event.previous_nav)} on ${formatDate(event.previous_date)} to ${formatNav(event.nav)} on ${formatDate(event.date)}`;
  const movePct = (event.nav / event.previous_nav - 1) * 100;
  const change = `${movePct > 0 ? "+" : ""}${formatPercent(movePct, { allowNegative: true })}`;
  switch (event.kind) {
    case "split":
      return `Split or face-value change on ${formatDate(event.date)}: the NAV went from ${move}. NAVs before it are ${factorWords(event.factor ?? 1)} so the line reads as one series, as a split-adjusted price does.`;
    case "held-back":
      return `The NAV of ${formatNav(event.nav)} on ${formatDate(event.date)} (${change} from ${formatNav(event.previous_nav)} on ${formatDate(event.previous_date)}) is outside the band for this category and is left out of the chart and every figure until a later NAV confirms it.`;
    case "reverted":
      return `The NAV of ${formatNav(event.nav)} on ${formatDate(event.date)} (${change}) is left out: the next NAV went back to the earlier level, so it reads as a one-day misprint.`;
    case "market-move":
      return `The NAV moved ${change} from ${move}, outside the usual band, and the next NAV confirmed it.`;
  }
}
