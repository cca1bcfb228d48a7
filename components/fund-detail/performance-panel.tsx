import { ChartFigure } from "@/components/charts/chart-figure";
import { formatDate, formatInr, formatNumber, formatPercent } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import { sinceLaunchFrom, sinceLaunchLabel } from "@/lib/funds/compare/since-launch";
import { shownCalendarYears } from "@/lib/funds/fund-page-measures";
import { PAYOUT_MISSING, PAYOUT_RETURN_NOTE, returnsMeaningful } from "@/lib/funds/payout-returns";
import { MISSING_RETURN_REASONS, type MissingReturnReason } from "@/lib/metrics/conventions";
import { DEFAULT_SIP_INSTALMENT } from "@/lib/metrics/conventions";
import { BenchmarkSection } from "./benchmark-section";
import { IdcwHistorySection } from "./idcw-history-section";
import { DataTable, STANDING_COLUMNS, standingCells, type DataColumn } from "./data-table";
import { SIGNED } from "./fund-text";
import { MethodologyLink } from "./methodology-link";
import { PeerMedianSection } from "./peer-median-section";
import { ReturnValue, UnrankedNote } from "./metric-reasons";
import styles from "./fund-detail.module.css";

const TRAILING = [
  ["1m", "1 month"],
  ["3m", "3 months"],
  ["6m", "6 months"],
  ["1y", "1 year"],
  ["3y", "3 years"],
  ["5y", "5 years"],
  ["10y", "10 years"],
] as const;
const YEARS_WORDS = { "1y": "1 year", "3y": "3 years", "5y": "5 years" } as const;

const pct = (value: number | null | undefined) => formatPercent(value ?? null, SIGNED);
const rupees = (value: number | null | undefined) => formatInr(value ?? null, { fractionDigits: 0 });
const numeric = (header: string): DataColumn => ({ header, numeric: true });
// Rows stored before the start-NAV rule have no `missing`: no reason known.
const missingOf = (year: object): MissingReturnReason | undefined => {
  const missing = (year as { missing?: unknown }).missing;
  return (MISSING_RETURN_REASONS as readonly unknown[]).includes(missing)
    ? (missing as MissingReturnReason)
    : undefined;
};
const monthlySip = formatInr(DEFAULT_SIP_INSTALMENT, { fractionDigits: 0 });

/** Who the fund is ranked among, in words. */
function peerGroupText(page: FundPage): string {
  const { overview } = page;
  if (!overview.category) return "This fund has no SEBI category on record, so it is not compared with peers.";
  const plans = overview.plan_type ? `${overview.plan_type} Growth plans` : "Growth plans";
  return `Against the ${overview.category.name} category's ${plans}. Rank 1 is the highest return; Q1 is the top quarter.`;
}

/** Trailing, calendar-year, rolling and SIP returns, each against the category average with rank and quartile. */
export function PerformancePanel({ page }: { page: FundPage }) {
  const { overview, performance, category } = page;
  const standings = category?.standings ?? {};
  const payout = returnsMeaningful(overview.option_type) ? undefined : PAYOUT_MISSING;
  const ytd = performance?.ytd ?? null;
  const yearRows = [
    ...shownCalendarYears(performance).map((year) => ({
      label: String(year.year),
      key: `calendar_${year.year}`,
      value: year.returnPct,
      partial: year.partial,
      missing: payout ?? missingOf(year),
    })),
    ...(ytd
      ? [
          {
            label: `${ytd.year} to date`,
            key: "ytd",
            value: ytd.returnPct,
            partial: ytd.partial,
            missing: payout ?? missingOf(ytd),
          },
        ]
      : []),
  ];
  return (
    <>
      <p className={styles.note}>
        {peerGroupText(page)} <MethodologyLink section="ranking">How ranks and quartiles are computed</MethodologyLink>
      </p>
      <UnrankedNote ranking={overview.ranking} />
      {payout ? <p className={styles.note}>{PAYOUT_RETURN_NOTE}</p> : null}
      <section className={styles.section} aria-labelledby="trailing-returns">
        <h2 id="trailing-returns">Trailing returns</h2>
        <DataTable
          label="Trailing returns table"
          caption={`Returns to ${formatDate(overview.nav.date)}: absolute up to 1 year, a year (CAGR) beyond`}
          columns={[{ header: "Period" }, numeric("This fund"), ...STANDING_COLUMNS]}
          rows={[
            ...TRAILING.map(([key, label]) => ({
              key,
              header: <MethodologyLink section="trailing-returns">{label}</MethodologyLink>,
              cells: [
                <ReturnValue key="value" value={overview.returns[key]} missing={overview.returns_missing[key]} />,
                ...standingCells(standings[`trailing_${key}`]),
              ],
            })),
            // Funds of different ages are not compared since launch. Where the NAVs in our data start after the
            // launch, the row names the first NAV's date instead of claiming "since launch".
            {
              key: "max",
              header: (
                <MethodologyLink section="since-inception">
                  {sinceLaunchLabel(
                    sinceLaunchFrom(overview.facts.launch_date?.value ?? null, overview.inception_date),
                  )}
                </MethodologyLink>
              ),
              cells: [
                <ReturnValue key="value" value={overview.returns.max} missing={payout} />,
                ...standingCells(undefined),
              ],
            },
          ]}
        />
      </section>

      <BenchmarkSection page={page} />
      <PeerMedianSection page={page} />

      <IdcwHistorySection page={page} />

      <section className={styles.section} aria-labelledby="calendar-returns">
        <h2 id="calendar-returns">Calendar-year returns</h2>
        {yearRows.length === 0 ? (
          <p>The fund has no complete calendar year yet.</p>
        ) : (
          <>
            <ChartFigure
              title="Calendar-year returns against the category average"
              summary={`Return in each calendar year, ${yearRows[0]!.label} to ${yearRows.at(-1)!.label}, beside the category average.`}
              format="signed-percent"
              data={{
                kind: "bar",
                labels: yearRows.map((row) => row.label),
                series: [
                  { label: "This fund", values: yearRows.map((row) => row.value) },
                  { label: "Category average", values: yearRows.map((row) => standings[row.key]?.average_pct ?? null) },
                ],
              }}
            />
            <DataTable
              label="Calendar-year returns table"
              caption="Calendar-year returns with rank and quartile"
              columns={[{ header: "Year" }, numeric("This fund"), ...STANDING_COLUMNS]}
              rows={yearRows.map((row) => ({
                key: row.key,
                header: (
                  <>
                    <MethodologyLink section="calendar-returns">{row.label}</MethodologyLink>
                    {row.partial && <span className={styles.explain}> (from the first NAV)</span>}
                  </>
                ),
                cells: [
                  <ReturnValue key="value" value={row.value} missing={row.missing} />,
                  ...standingCells(standings[row.key]),
                ],
              }))}
            />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="rolling-returns">
        <h2 id="rolling-returns">Rolling returns</h2>
        <p className={styles.note}>
          The return of every 1-year (or 3-year) holding period that ended on a NAV date in the fund&apos;s history: how
          steady its returns have been, whatever the day you invested. 3-year figures are a year (CAGR). Rank and
          quartile are by the average.
        </p>
        <DataTable
          label="Rolling returns table"
          caption="Rolling returns over the fund's whole history"
          columns={[
            { header: "Holding period" },
            numeric("Average"),
            numeric("Lowest"),
            numeric("Highest"),
            numeric("Periods with a gain"),
            ...STANDING_COLUMNS,
          ]}
          rows={(["1y", "3y"] as const).map((period) => {
            const rolling = performance?.rolling[period] ?? null;
            return {
              key: period,
              header: <MethodologyLink section="rolling-returns">{YEARS_WORDS[period]}</MethodologyLink>,
              cells: [
                pct(rolling?.meanPct),
                pct(rolling?.minPct),
                pct(rolling?.maxPct),
                pct(rolling?.positivePct),
                ...standingCells(standings[`rolling_${period}_mean`]),
              ],
            };
          })}
        />
      </section>

      <section className={styles.section} aria-labelledby="sip-returns">
        <h2 id="sip-returns">SIP returns</h2>
        <p className={styles.note}>
          {monthlySip} on the first NAV date of every month of the period, valued at the latest NAV. XIRR is the yearly
          rate that turns those instalments into that value.
        </p>
        <DataTable
          label="SIP returns table"
          caption={`Monthly SIP of ${monthlySip}`}
          columns={[
            { header: "Period" },
            numeric("Instalments"),
            numeric("Invested"),
            numeric("Value"),
            numeric("XIRR"),
            ...STANDING_COLUMNS,
          ]}
          rows={(["1y", "3y", "5y"] as const).map((period) => {
            const sip = performance?.sip[period] ?? null;
            return {
              key: period,
              header: <MethodologyLink section="sip-returns">{YEARS_WORDS[period]}</MethodologyLink>,
              cells: [
                sip ? formatNumber(sip.instalments, { fractionDigits: 0 }) : "--",
                rupees(sip?.investedAmount),
                rupees(sip?.currentValue),
                pct(sip?.xirrPct),
                ...standingCells(standings[`sip_${period}`]),
              ],
            };
          })}
        />
      </section>
    </>
  );
}
