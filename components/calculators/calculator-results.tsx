import { ChartFigure } from "@/components/charts/chart-figure";
import type { ResultView } from "./calculator-types";
import styles from "./calculators.module.css";

/** A calculator's figures, its year-by-year table and its chart (with the chart's text alternative). */
export function CalculatorResults({ view }: { view: ResultView }) {
  const { summary, note, table, chart } = view;
  return (
    <section className={styles.results} aria-labelledby="calc-result">
      <h2 id="calc-result">Result</h2>
      <dl className={styles.summary} aria-live="polite">
        {summary.map((item) => (
          <div key={item.label} className={item.primary ? styles.primary : undefined}>
            <dt>{item.label}</dt>
            <dd>
              {item.value}
              {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ChartFigure title={chart.title} summary={chart.summary} data={chart.data} format={chart.format} />
      <h3>{table.caption}</h3>
      <div className={styles.tableWrap} role="region" aria-label={table.caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={table.columns[i + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
