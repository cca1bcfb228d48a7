import type { FundBenchmark } from "@/lib/api/schemas/fund-benchmark";
import { formatDate, formatNumber, formatPercent } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import type { BenchmarkMissingReason } from "@/lib/metrics/benchmark-returns";
import { DataTable } from "./data-table";
import { SIGNED } from "./fund-text";
import { MethodologyLink } from "./methodology-link";
import styles from "./fund-detail.module.css";

const PERIODS = [
  ["1y", "1 year"],
  ["3y", "3 years"],
  ["5y", "5 years"],
] as const;

const MISSING_TEXT: Record<BenchmarkMissingReason, string> = {
  "too-young": "the fund is younger than the period",
  "no-nav-near-start": "no NAV near the period's start",
  "no-index-near-start": "no index value near the period's start",
  "no-index-near-end": "no index value near the fund's latest NAV date",
};

const pct = (value: number | null) => formatPercent(value, SIGNED);
const ratio = (value: number | null) => formatNumber(value, SIGNED);

/** "Nifty 500 TRI (category benchmark)": what the benchmark is, and whose. */
export function benchmarkLabel(benchmark: FundBenchmark): string {
  const whose = {
    scheme: "the scheme's benchmark",
    "index-fund": "the index the fund tracks",
    category: "category benchmark",
  }[benchmark.basis];
  return `${benchmark.name} (${benchmark.own && benchmark.basis !== "scheme" ? `stand-in: ${whose}` : whose})`;
}

const givenBy = (source: string | null, asOf: string | null) =>
  source ? ` as given by ${source}${asOf ? `, as of ${formatDate(asOf)}` : ""}` : "";

/** Where the benchmark and its values come from, with their dates; a stand-in is named as one. */
function sourceText(benchmark: FundBenchmark): string {
  const { own } = benchmark;
  const named =
    benchmark.basis === "scheme"
      ? `The scheme's own benchmark${givenBy(benchmark.fact_source, benchmark.fact_as_of)}. `
      : own
        ? `The scheme's own benchmark is ${own.name}${givenBy(own.fact_source, own.fact_as_of)}; no series for it is in our data, so ${benchmark.name} stands in for it. `
        : benchmark.basis === "category"
          ? "The scheme's own benchmark is not in our data, so its category's usual index stands in. "
          : "";
  if (!benchmark.series)
    return `${named}No series for ${benchmark.name} in our data, so the fund is not compared with it.`;
  const { provider, file, as_of } = benchmark.series;
  return `${named}Index values: ${provider} (file ${file}), as of ${formatDate(as_of)}.`;
}

/** The fund's trailing returns beside its benchmark's on the same dates, and beta, alpha, tracking error and information ratio. */
export function BenchmarkSection({ page }: { page: FundPage }) {
  const benchmark = page.overview.benchmark;
  return (
    <section className={styles.section} aria-labelledby="vs-benchmark">
      <h2 id="vs-benchmark">Against the benchmark</h2>
      {!benchmark ? (
        <p className={styles.note}>
          No benchmark is known for this fund: no source gives the scheme&apos;s own, and its category has no usual
          index.
        </p>
      ) : (
        <>
          {benchmark.own && benchmark.basis !== "scheme" && (
            <p>
              Scheme&apos;s benchmark: <strong>{benchmark.own.name}</strong>.
            </p>
          )}
          <p>
            {benchmark.own && benchmark.basis !== "scheme" ? "Compared with" : "Benchmark"}:{" "}
            <strong>{benchmarkLabel(benchmark)}</strong>.
          </p>
          <p className={styles.note}>
            {sourceText(benchmark)} <MethodologyLink section="vs-benchmark">How this is computed</MethodologyLink>
          </p>
          {benchmark.series && (
            <>
              <DataTable
                label="Returns against the benchmark table"
                caption={`Trailing returns of the fund and of ${benchmark.name} over the same dates`}
                columns={[
                  { header: "Period" },
                  { header: "This fund", numeric: true },
                  { header: benchmark.name, numeric: true },
                  { header: "Difference", numeric: true },
                ]}
                rows={PERIODS.map(([key, label]) => {
                  const period = benchmark.returns[key];
                  const missing = benchmark.returns_missing[key];
                  return {
                    key,
                    header: label,
                    cells: period
                      ? [pct(period.fund), pct(period.index), pct(period.difference)]
                      : ["--", "--", missing ? `-- (${MISSING_TEXT[missing]})` : "--"],
                  };
                })}
              />
              <DataTable
                label="Risk against the benchmark table"
                caption={
                  benchmark.window_start && benchmark.window_end
                    ? `From the daily returns of ${formatDate(benchmark.window_start)} to ${formatDate(benchmark.window_end)} on the days both have a value`
                    : "Not enough days on which both the fund and the index have a value"
                }
                columns={[
                  { header: "Measure" },
                  { header: "This fund", numeric: true },
                  { header: "What it means", explain: true },
                ]}
                rows={[
                  [
                    "Beta",
                    ratio(benchmark.beta),
                    "How strongly the fund moves with the index: 1 in step, below 1 less.",
                  ],
                  ["Alpha", pct(benchmark.alpha), "Return a year beyond what its beta to the index explains."],
                  [
                    "Tracking error",
                    formatPercent(benchmark.tracking_error),
                    "How far the fund's daily returns stray from the index's, as a yearly figure.",
                  ],
                  [
                    "Information ratio",
                    ratio(benchmark.information_ratio),
                    "Return a year above the index for each unit of tracking error.",
                  ],
                ].map(([label, value, meaning]) => ({
                  key: label!,
                  header: <MethodologyLink section="vs-benchmark">{label}</MethodologyLink>,
                  cells: [value, meaning],
                }))}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
