import { formatDate, formatNumber, formatPercent } from "@/lib/format";
import { parseServerEnv } from "@/lib/env/server-env";
import type { FundPage } from "@/lib/funds/fund-page";
import { NOT_DISCLOSED, SIGNED } from "./fund-text";
import { TableScroll } from "./table-scroll";
import styles from "./fund-detail.module.css";

interface RiskRow {
  label: string;
  fund: string;
  category: string;
  /** One line in plain language. */
  meaning: string;
}

const pct = (value: number | null | undefined) => formatPercent(value ?? null, SIGNED);
const ratio = (value: number | null | undefined) => formatNumber(value ?? null, SIGNED);

/** Risk ratios over the last 3 years with what each means, and the riskometer. */
export function RiskPanel({ page }: { page: FundPage }) {
  const { overview, performance, category } = page;
  const risk = overview.risk;
  const window = performance?.risk ?? null;
  const averages = category?.stats.averages;
  const riskFreePct = parseServerEnv().RISK_FREE_RATE * 100;
  const rows: RiskRow[] = [
    {
      label: "Volatility",
      fund: formatPercent(risk?.volatility ?? null),
      category: formatPercent(averages?.volatility ?? null),
      meaning: "How much the NAV swings from day to day, as a yearly figure: lower means a smoother ride.",
    },
    {
      label: "Sharpe ratio",
      fund: ratio(risk?.sharpe),
      category: ratio(averages?.sharpe),
      meaning: `Return above a risk-free ${formatPercent(riskFreePct)} for each unit of volatility: higher means more reward for the ups and downs.`,
    },
    {
      label: "Sortino ratio",
      fund: ratio(risk?.sortino),
      category: ratio(averages?.sortino),
      meaning: "Like the Sharpe ratio, but only the falls count as risk: higher means more reward for the losses taken.",
    },
    {
      label: "Maximum drawdown",
      fund: pct(risk?.max_drawdown),
      category: pct(averages?.max_drawdown),
      meaning: "The worst fall from a peak to a later low: what an unlucky investor would have seen at the worst moment.",
    },
    {
      label: "Beta",
      fund: ratio(risk?.beta),
      category: "--",
      meaning: "How strongly the fund moves with its category's average: 1 moves in step, below 1 less, above 1 more.",
    },
    {
      label: "Alpha",
      fund: pct(risk?.alpha),
      category: "--",
      meaning: "Return a year beyond what the fund's beta to its category explains: above 0 means it added value over its peers.",
    },
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="risk-ratios">
        <h2 id="risk-ratios">Risk ratios</h2>
        <p className={styles.note}>
          {window
            ? `From the daily NAVs of ${formatDate(window.windowStartDate)} to ${formatDate(performance!.asOf)}; beta and alpha against the average of the category's Growth plans.`
            : "The fund's NAV history is too short for risk ratios yet: they need about a year of NAVs."}
        </p>
        <TableScroll label="Risk ratios table">
          <table className={styles.table}>
            <caption>Risk ratios against the category average</caption>
            <thead>
              <tr>
                <th scope="col">Measure</th>
                <th scope="col" className={styles.number}>
                  This fund
                </th>
                <th scope="col" className={styles.number}>
                  Category average
                </th>
                <th scope="col">What it means</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.number}>{row.fund}</td>
                  <td className={styles.number}>{row.category}</td>
                  <td className={styles.explain}>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {window?.peakDate && window.troughDate && (
          <p className={styles.note}>
            The maximum drawdown ran from the peak of {formatDate(window.peakDate)} to the low of {formatDate(window.troughDate)};{" "}
            {window.recoveryDate ? `the NAV was back at its peak on ${formatDate(window.recoveryDate)}.` : "the NAV has not been back at that peak since."}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="riskometer">
        <h2 id="riskometer">Riskometer</h2>
        <p>
          SEBI&apos;s riskometer level for this fund: <strong>{overview.facts?.risk_level ?? NOT_DISCLOSED}</strong>.
        </p>
        {category && category.stats.risk_levels.length > 0 && (
          <TableScroll label="Riskometer levels table">
            <table className={styles.table}>
              <caption>Riskometer levels of the {category.stats.category.name} category&apos;s funds</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col" className={styles.number}>
                    Funds
                  </th>
                </tr>
              </thead>
              <tbody>
                {category.stats.risk_levels.map((level) => (
                  <tr key={level.risk_level} className={level.risk_level === overview.facts?.risk_level ? styles.self : undefined}>
                    <th scope="row">{level.risk_level}</th>
                    <td className={styles.number}>{level.fund_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
