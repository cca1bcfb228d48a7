/** A chart's data, shared by the canvas (chart.js) and its text alternative. */
export interface ChartSeries {
  label: string;
  /** One value per label; null leaves a gap (no data that day). */
  values: (number | null)[];
}

export type ChartKind = "line" | "bar" | "stacked-bar" | "doughnut";

export interface ChartData {
  kind: ChartKind;
  /** The x-axis labels (dates, years, names), already formatted for display. */
  labels: string[];
  series: ChartSeries[];
  /**
   * The ISO date of each label, for bars dated irregularly (AUM on each date a source gives it): the x axis is
   * then a time axis, so two dates two years apart are not drawn as neighbours.
   */
  dates?: string[];
  /** A doughnut's last slice is the rest of the whole, not a group of its own: drawn grey. */
  rest?: boolean;
}

/** The colour of the rest of a whole (a doughnut's "Rest of the portfolio"). */
export const REST_COLOUR = "#cbd5e1";

/** The palette of globals.css (--chart-1..4) plus two more, in series order. */
export const CHART_COLOURS = ["#1d4ed8", "#16a34a", "#f59e0b", "#9333ea", "#0891b2", "#be123c"] as const;

export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length] ?? CHART_COLOURS[0];
}

/**
 * How values are written on the axis, in tooltips and in the table. A name rather than a function, because
 * server components hand chart data to the client chart and functions cannot cross that boundary.
 * "signed-percent" shows zero and negatives (returns), where "percent" shows them as "--" (shares, weights).
 */
export type ChartValueFormat = "inr" | "inr-compact" | "crore" | "percent" | "number" | "nav" | "signed-percent";
