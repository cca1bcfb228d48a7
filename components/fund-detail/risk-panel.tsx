import { formatDate, formatNumber, formatPercent } from "@/lib/format";
import type { MethodologySection } from "@/lib/content/methodology-anchors";
import { parseServerEnv } from "@/lib/env/server-env";
import type { FundPage } from "@/lib/funds/fund-page";
import { DEFAULT_RISK_WINDOW_YEARS } from "@/lib/metrics";
import { SIGNED } from "./fund-text";
import { DatedFactValue } from "./dated-fact-value";
import { DataTable } from "./data-table";
import { MethodologyLink } from "./methodology-link";
import styles from "./fund-detail.module.css";

interface RiskRow {
  label: string;
  section: MethodologySection;
  fund: string;
  category: string;
  /** One line in plain language. */
  meaning: string;
}

const pct = (value: number | null | undefined) => formatPercent(value ?? null, SIGNED);
const ratio = (value: number | null | undefined) => formatNumber(value ?? null, SIGNED);

/** Risk ratios over the risk window (the last 3 years) with what each means, and the riskometer. */
export function RiskPanel({ page }: { page: FundPage }) {
  const { overview, performance, category } = page;
  const risk = overview.risk;
  const window = performance?.risk ?? null;
  const averages = category?.stats.averages;
  const riskFreePct = parseServerEnv().RISK_FREE_RATE * 100;
  const benchmark = overview.benchmark;
  // Beta and alpha are measured against the benchmark's series where one is stored, else the category average.
  const series = benchmark?.beta_alpha_basis === "benchmark" ? benchmark.series : null;
  const against = series ? benchmark!.name : null;
  const rows: RiskRow[] = [
    {
      label: "Volatility",
      section: "risk-ratios",
      fund: formatPercent(risk?.volatility ?? null),
      category: formatPercent(averages?.volatility ?? null),
      meaning: "How much the NAV swings from day to day, as a yearly figure: lower means a smoother ride.",
    },
    {
      label: "Sharpe ratio",
      section: "risk-ratios",
      fund: ratio(risk?.sharpe),
      category: ratio(averages?.sharpe),
      meaning: `Return above a risk-free ${formatPercent(riskFreePct)} for each unit of volatility: higher means more reward for the ups and downs.`,
    },
    {
      label: "Sortino ratio",
      section: "risk-ratios",
      fund: ratio(risk?.sortino),
      category: ratio(averages?.sortino),
      meaning:
        "Like the Sharpe ratio, but only the falls count as risk: higher means more reward for the losses taken.",
    },
    {
      label: `Maximum drawdown (${DEFAULT_RISK_WINDOW_YEARS} years)`,
      section: "max-drawdown",
      fund: pct(risk?.max_drawdown),
      category: pct(averages?.max_drawdown),
      meaning:
        "The worst fall from a peak to a later low: what an unlucky investor would have seen at the worst moment.",
    },
    {
      label: "Beta",
      section: "beta-alpha",
      fund: ratio(risk?.beta),
      category: "--",
      meaning: `How strongly the fund moves with ${against ?? "its category's average"}: 1 moves in step, below 1 less, above 1 more.`,
    },
    {
      label: "Alpha",
      section: "beta-alpha",
      fund: pct(risk?.alpha),
      category: "--",
      meaning: against
        ? `Return a year beyond what the fund's beta to ${against} explains: above 0 means it added value over the index.`
        : "Return a year beyond what the fund's beta to its category explains: above 0 means it added value over its peers.",
    },
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="risk-ratios">
        <h2 id="risk-ratios">Risk ratios</h2>
        <p className={styles.note}>
          {window
            ? `From the daily NAVs of ${formatDate(window.windowStartDate)} to ${formatDate(performance!.asOf)}; beta and alpha against ${against ? `${against} (${series!.provider}), on the days both have a value` : "the average of the category's Growth plans"}.`
            : "The fund's NAV history is too short for risk ratios yet: they need about a year of NAVs."}
        </p>
        <DataTable
          label="Risk ratios table"
          caption="Risk ratios against the category average"
          columns={[
            { header: "Measure" },
            { header: "This fund", numeric: true },
            { header: "Category average", numeric: true },
            { header: "What it means", explain: true },
          ]}
          rows={rows.map((row) => ({
            key: row.label,
            header: <MethodologyLink section={row.section}>{row.label}</MethodologyLink>,
            cells: [row.fund, row.category, row.meaning],
          }))}
        />
        {window?.peakDate && window.troughDate && (
          <p className={styles.note}>
            The maximum drawdown ran from the peak of {formatDate(window.peakDate)} to the low of{" "}
            {formatDate(window.troughDate)};{" "}
            {window.recoveryDate
              ? `the NAV was back at its peak on ${formatDate(window.recoveryDate)}.`
              : "the NAV has not been back at that peak since."}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="riskometer">
        <h2 id="riskometer">Riskometer</h2>
        <p>
          SEBI&apos;s riskometer level for this fund:{" "}
          <strong>
            <DatedFactValue kind="risk_level" fact={overview.facts.risk_level} format={String} />
          </strong>
        </p>
        {category && category.stats.risk_levels.length > 0 && (
          <DataTable
            label="Riskometer levels table"
            caption={`Riskometer levels of the ${category.stats.category.name} category's funds`}
            columns={[{ header: "Level" }, { header: "Funds", numeric: true }]}
            rows={category.stats.risk_levels.map((level) => ({
              key: level.risk_level,
              header: level.risk_level,
              cells: [level.fund_count],
              highlight: level.risk_level === overview.facts.risk_level?.value,
            }))}
          />
        )}
      </section>
    </>
  );
}
