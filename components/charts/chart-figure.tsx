import type { ChartData, ChartValueFormat } from "./chart-types";
import { ChartCanvasSlot } from "./chart-canvas-slot";
import { formatChartValue } from "./chart-value-format";
import styles from "./chart-figure.module.css";

export interface ChartFigureProps {
  title: string;
  /** One or two sentences that say what the chart shows: the summary half of the text alternative. */
  summary: string;
  data: ChartData;
  format: ChartValueFormat;
  height?: number;
  /** Rows of the data table (the other half of the text alternative); defaults to every label. */
  tableRows?: number[];
}

/**
 * A chart with its text alternative: a caption summary and a data table under a disclosure, both in the
 * server HTML. Not a client component: rendered on the server, only the canvas slot runs in the browser, and
 * the canvas itself is loaded after hydration, keeping chart.js (and this figure's code) out of the first-load JS.
 */
export function ChartFigure({ title, summary, data, format, height = 280, tableRows }: ChartFigureProps) {
  const rows = tableRows ?? data.labels.map((_, i) => i);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.summary}>{summary}</span>
      </figcaption>
      <div style={{ minHeight: height }}>
        <ChartCanvasSlot data={data} format={format} ariaLabel={`${title}. ${summary}`} height={height} />
      </div>
      <details className={styles.details}>
        <summary>Show the data as a table</summary>
        {/* Focusable so a keyboard can scroll a table wider than the page (axe: scrollable-region-focusable). */}
        <div className={styles.tableWrap} role="region" aria-label={`${title}: data`} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{data.kind === "doughnut" ? "Item" : "Period"}</th>
                {data.series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={`${data.labels[i]}-${i}`}>
                  <th scope="row">{data.labels[i]}</th>
                  {data.series.map((s) => {
                    const value = s.values[i];
                    return (
                      <td key={s.label}>
                        {value === null || value === undefined ? "--" : formatChartValue(format, value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
