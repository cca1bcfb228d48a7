import { ChartFigure } from "@/components/charts/chart-figure";
import { formatDate, formatInr, formatNumber, formatPercent } from "@/lib/format";
import type { Standing } from "@/lib/funds/category-standings";
import type { FundPage } from "@/lib/funds/fund-page";
import { shownCalendarYears } from "@/lib/funds/fund-page-measures";
import { DEFAULT_SIP_INSTALMENT } from "@/lib/metrics/sip-returns";
import { quartileText, rankText, SIGNED } from "./fund-text";
import { TableScroll } from "./table-scroll";
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

const pct = (value: number | null | undefined) => formatPercent(value ?? null, SIGNED);

function StandingCells({ standing }: { standing: Standing | undefined }) {
  return (
    <>
      <td className={styles.number}>{pct(standing?.average_pct)}</td>
      <td className={styles.number}>{rankText(standing)}</td>
      <td className={styles.number}>{quartileText(standing)}</td>
    </>
  );
}

function StandingHeaders() {
  return (
    <>
      <th scope="col" className={styles.number}>
        Category average
      </th>
      <th scope="col" className={styles.number}>
        Rank
      </th>
      <th scope="col" className={styles.number}>
        Quartile
      </th>
    </>
  );
}

/** Who the fund is ranked among, in words. */
function peerGroupText(page: FundPage): string {
  const { overview } = page;
  if (!overview.category) return "This fund has no SEBI category on record, so it is not compared with peers.";
  const plans = overview.plan_type ? `${overview.plan_type} Growth plans` : "Growth plans";
  const idcw = overview.option_type?.startsWith("IDCW")
    ? " An IDCW plan's NAV falls by every payout, so its returns leave the payouts out and it is placed among the Growth plans for comparison only."
    : "";
  return `Against the ${overview.category.name} category's ${plans}. Rank 1 is the highest return; Q1 is the top quarter.${idcw}`;
}

/** Trailing, calendar-year, rolling and SIP returns, each against the category average with rank and quartile. */
export function PerformancePanel({ page }: { page: FundPage }) {
  const { overview, performance, category } = page;
  const standings = category?.standings ?? {};
  const years = shownCalendarYears(performance);
  const ytd = performance?.ytd ?? null;
  const yearRows = [
    ...years.map((year) => ({ label: String(year.year), key: `calendar_${year.year}`, value: year.returnPct, partial: year.partial })),
    ...(ytd ? [{ label: `${ytd.year} to date`, key: "ytd", value: ytd.returnPct, partial: ytd.partial }] : []),
  ];
  return (
    <>
      <p className={styles.note}>{peerGroupText(page)}</p>
      <section className={styles.section} aria-labelledby="trailing-returns">
        <h2 id="trailing-returns">Trailing returns</h2>
        <TableScroll label="Trailing returns table">
          <table className={styles.table}>
            <caption>Returns to {formatDate(overview.nav.date)}: absolute up to 1 year, a year (CAGR) beyond</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col" className={styles.number}>
                  This fund
                </th>
                <StandingHeaders />
              </tr>
            </thead>
            <tbody>
              {TRAILING.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td className={styles.number}>{pct(overview.returns[key])}</td>
                  <StandingCells standing={standings[`trailing_${key}`]} />
                </tr>
              ))}
              <tr>
                <th scope="row">Since the first NAV</th>
                <td className={styles.number}>{pct(overview.returns.max)}</td>
                {/* Funds of different ages are not compared since launch. */}
                <td className={styles.number}>--</td>
                <td className={styles.number}>--</td>
                <td className={styles.number}>--</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </section>

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
            <TableScroll label="Calendar-year returns table">
              <table className={styles.table}>
                <caption>Calendar-year returns with rank and quartile</caption>
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col" className={styles.number}>
                      This fund
                    </th>
                    <StandingHeaders />
                  </tr>
                </thead>
                <tbody>
                  {yearRows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">
                        {row.label}
                        {row.partial && <span className={styles.explain}> (from the first NAV)</span>}
                      </th>
                      <td className={styles.number}>{pct(row.value)}</td>
                      <StandingCells standing={standings[row.key]} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="rolling-returns">
        <h2 id="rolling-returns">Rolling returns</h2>
        <p className={styles.note}>
          The return of every 1-year (or 3-year) holding period that ended on a NAV date in the fund&apos;s history: how steady its returns have been, whatever the day
          you invested. 3-year figures are a year (CAGR). Rank and quartile are by the average.
        </p>
        <TableScroll label="Rolling returns table">
          <table className={styles.table}>
            <caption>Rolling returns over the fund&apos;s whole history</caption>
            <thead>
              <tr>
                <th scope="col">Holding period</th>
                <th scope="col" className={styles.number}>
                  Average
                </th>
                <th scope="col" className={styles.number}>
                  Lowest
                </th>
                <th scope="col" className={styles.number}>
                  Highest
                </th>
                <th scope="col" className={styles.number}>
                  Periods with a gain
                </th>
                <StandingHeaders />
              </tr>
            </thead>
            <tbody>
              {(["1y", "3y"] as const).map((period) => {
                const rolling = performance?.rolling[period] ?? null;
                return (
                  <tr key={period}>
                    <th scope="row">{period === "1y" ? "1 year" : "3 years"}</th>
                    <td className={styles.number}>{pct(rolling?.meanPct)}</td>
                    <td className={styles.number}>{pct(rolling?.minPct)}</td>
                    <td className={styles.number}>{pct(rolling?.maxPct)}</td>
                    <td className={styles.number}>{pct(rolling?.positivePct)}</td>
                    <StandingCells standing={standings[`rolling_${period}_mean`]} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className={styles.section} aria-labelledby="sip-returns">
        <h2 id="sip-returns">SIP returns</h2>
        <p className={styles.note}>
          {formatInr(DEFAULT_SIP_INSTALMENT, { fractionDigits: 0 })} on the first NAV date of every month of the period, valued at the latest NAV. XIRR is the
          yearly rate that turns those instalments into that value.
        </p>
        <TableScroll label="SIP returns table">
          <table className={styles.table}>
            <caption>Monthly SIP of {formatInr(DEFAULT_SIP_INSTALMENT, { fractionDigits: 0 })}</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col" className={styles.number}>
                  Instalments
                </th>
                <th scope="col" className={styles.number}>
                  Invested
                </th>
                <th scope="col" className={styles.number}>
                  Value
                </th>
                <th scope="col" className={styles.number}>
                  XIRR
                </th>
                <StandingHeaders />
              </tr>
            </thead>
            <tbody>
              {(["1y", "3y", "5y"] as const).map((period) => {
                const sip = performance?.sip[period] ?? null;
                return (
                  <tr key={period}>
                    <th scope="row">{period === "1y" ? "1 year" : `${period[0]} years`}</th>
                    <td className={styles.number}>{sip ? formatNumber(sip.instalments, { fractionDigits: 0 }) : "--"}</td>
                    <td className={styles.number}>{formatInr(sip?.investedAmount ?? null, { fractionDigits: 0 })}</td>
                    <td className={styles.number}>{formatInr(sip?.currentValue ?? null, { fractionDigits: 0 })}</td>
                    <td className={styles.number}>{pct(sip?.xirrPct)}</td>
                    <StandingCells standing={standings[`sip_${period}`]} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
