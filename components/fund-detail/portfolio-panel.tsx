import { ChartFigure } from "@/components/charts/chart-figure";
import { formatCroreAmount, formatDate, formatNumber, formatPercent } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import type { WeightedLabel } from "@/lib/funds/portfolio/allocations";
import type { MonthChanges } from "@/lib/funds/portfolio/month-changes";
import { withRestOfPortfolio } from "@/lib/funds/portfolio/rest-of-portfolio";
import { asOfText } from "./fund-text";
import { DataTable } from "./data-table";
import { StaleNote } from "./dated-fact-value";
import { FigureList } from "./figure-list";
import styles from "./fund-detail.module.css";

// Every fund house publishes its portfolios monthly (SEBI): a fund without one here is missing from our data,
// not undisclosed.
const PORTFOLIO_NOT_IN_DATA = "The fund's portfolio is not in our data";
const NOT_IN_DATA = "Not in our data";

function Breakdown({
  id,
  title,
  rows,
  asOf,
  source,
  kind,
  what,
}: {
  id: string;
  title: string;
  rows: WeightedLabel[];
  asOf: string | null;
  source: string | null;
  kind: "bar" | "doughnut";
  what: string;
}) {
  const largest = rows[0];
  // A doughnut is a whole: the part of the portfolio in none of the groups is a slice of its own.
  const whole = kind === "doughnut" ? withRestOfPortfolio(rows) : { rows, rest: false };
  const restPct = whole.rest ? whole.rows.at(-1)!.weight_pct : null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <StaleNote kind="portfolio" asOf={asOf} />
      {largest && source ? <p className={styles.note}>Source: {source}.</p> : null}
      {largest ? (
        <ChartFigure
          title={`${what[0]!.toUpperCase()}${what.slice(1)} by weight, ${asOfText(asOf)}`}
          summary={`${rows.length} ${what}; the largest is ${largest.label} at ${formatPercent(largest.weight_pct)} of the portfolio${restPct === null ? "" : `; the rest of the portfolio (${formatPercent(restPct)}) is in none of them`}.`}
          format="percent"
          height={240}
          data={{
            kind,
            labels: whole.rows.map((row) => row.label),
            series: [{ label: "Weight", values: whole.rows.map((row) => row.weight_pct) }],
            rest: whole.rest,
          }}
        />
      ) : (
        <p>{PORTFOLIO_NOT_IN_DATA}.</p>
      )}
    </section>
  );
}

function MonthChangesSection({ changes, from, to }: { changes: MonthChanges; from: string; to: string | null }) {
  const names = (list: { name: string; weight_pct: number }[]) =>
    list.length ? list.map((h) => `${h.name} (${formatPercent(h.weight_pct)})`).join(", ") : "None";
  return (
    <section className={styles.section} aria-labelledby="portfolio-changes">
      <h2 id="portfolio-changes">What changed since {formatDate(from)}</h2>
      <p className={styles.note}>
        The portfolio {asOfText(to)} against the one disclosed {asOfText(from)}.
      </p>
      <FigureList
        items={[
          ["New holdings", names(changes.entries)],
          ["Exits", names(changes.exits)],
          ...(changes.bonus_or_split.length
            ? [
                [
                  "Bonus or split (shares multiplied, not bought)",
                  changes.bonus_or_split
                    .map(
                      (b) =>
                        `${b.name}: ${formatNumber(b.from_quantity, { fractionDigits: 0 })} to ${formatNumber(b.to_quantity, { fractionDigits: 0 })} shares (${b.ratio >= 1 ? `x${b.ratio}` : `1/${Math.round(1 / b.ratio)}`}), ${formatPercent(b.from_pct)} to ${formatPercent(b.to_pct)}`,
                    )
                    .join("; "),
                ] as [string, string],
              ]
            : []),
          [
            "Biggest weight changes",
            changes.moves.length
              ? changes.moves
                  .map((m) => `${m.name}: ${formatPercent(m.from_pct)} to ${formatPercent(m.to_pct)}`)
                  .join("; ")
              : "None",
          ],
        ]}
      />
    </section>
  );
}

/** What the fund holds: concentration, asset classes, sectors, the largest holdings, credit quality and AUM over time. */
export function PortfolioPanel({ page }: { page: FundPage }) {
  const { holdings, sectors, assets, credit, sources, concentration, aum, disclosure } = page.portfolio;
  // The top holdings are the disclosed portfolio's (both read the latest date of scheme_holdings).
  const holdingsSource = disclosure.source && disclosure.as_of === holdings.as_of ? disclosure.source : null;
  const measures: [string, string][] = [
    [
      "Holdings",
      concentration.holdings_count > 0
        ? formatNumber(concentration.holdings_count, { fractionDigits: 0 })
        : concentration.as_of
          ? "None: cash and equivalents only"
          : NOT_IN_DATA,
    ],
    [
      "Top 5 holdings",
      concentration.top_5_weight_pct === null ? NOT_IN_DATA : formatPercent(concentration.top_5_weight_pct),
    ],
    [
      "Top 10 holdings",
      concentration.top_10_weight_pct === null ? NOT_IN_DATA : formatPercent(concentration.top_10_weight_pct),
    ],
    [
      "Largest sector",
      concentration.top_sector
        ? `${concentration.top_sector.label} (${formatPercent(concentration.top_sector.weight_pct)})`
        : concentration.as_of
          ? "No equity holdings"
          : NOT_IN_DATA,
    ],
    [
      "Top 3 sectors",
      concentration.top_3_sectors_weight_pct === null
        ? concentration.as_of
          ? "No equity holdings"
          : NOT_IN_DATA
        : formatPercent(concentration.top_3_sectors_weight_pct),
    ],
  ];
  const latestAum = aum.history.at(-1);
  return (
    <>
      <section className={styles.section} aria-labelledby="portfolio-measures">
        <h2 id="portfolio-measures">Portfolio measures</h2>
        <p className={styles.note}>
          {concentration.as_of
            ? `From the portfolio disclosed ${asOfText(concentration.as_of)}${disclosure.source ? ` (source: ${disclosure.source})` : ""}; weights are percent of the fund's net assets. Cash and its equivalents (TREPS, repo, net current assets) are one line of each breakdown, never a holding.`
            : `${PORTFOLIO_NOT_IN_DATA}.`}
        </p>
        <StaleNote kind="portfolio" asOf={concentration.as_of} />
        <FigureList items={measures} />
      </section>

      {disclosure.changes && disclosure.previous_as_of ? (
        <MonthChangesSection changes={disclosure.changes} from={disclosure.previous_as_of} to={disclosure.as_of} />
      ) : null}

      <section className={styles.section} aria-labelledby="allocation">
        <h2 id="allocation">Where the money is</h2>
        <div className={styles.charts}>
          <Breakdown
            id="asset-allocation"
            title="Asset allocation"
            rows={assets.allocation}
            asOf={assets.as_of}
            source={sources.assets}
            kind="doughnut"
            what="asset classes"
          />
          <Breakdown
            id="credit-quality"
            title="Credit quality"
            rows={credit.ratings}
            asOf={credit.as_of}
            source={sources.credit}
            kind="doughnut"
            what="rating groups"
          />
        </div>
        <Breakdown
          id="sector-allocation"
          title="Sector allocation"
          rows={sectors.sectors}
          asOf={sectors.as_of}
          source={sources.sectors}
          kind="bar"
          what="sectors"
        />
      </section>

      <section className={styles.section} aria-labelledby="top-holdings">
        <h2 id="top-holdings">Top holdings</h2>
        <StaleNote kind="portfolio" asOf={holdings.as_of} />
        {holdings.holdings.length === 0 ? (
          <p>{holdings.as_of ? "None: the portfolio holds cash and equivalents only" : PORTFOLIO_NOT_IN_DATA}.</p>
        ) : (
          <DataTable
            label="Top holdings table"
            caption={`The ${holdings.holdings.length} largest holdings ${asOfText(holdings.as_of)}${holdingsSource ? ` (source: ${holdingsSource})` : ""}`}
            columns={[
              { header: "Holding" },
              { header: "Sector" },
              { header: "Type" },
              { header: "Rating" },
              { header: "Weight", numeric: true },
            ]}
            rows={holdings.holdings.map((holding, index) => ({
              key: `${holding.name}-${index}`,
              header:
                holding.notes.length === 0 ? (
                  holding.name
                ) : (
                  <>
                    {holding.name}
                    <span className={styles.holdingNote}>{holding.notes.join(" · ")}</span>
                  </>
                ),
              cells: [
                holding.sector ?? "--",
                holding.asset_type,
                holding.rating ?? "--",
                formatPercent(holding.weight_pct),
              ],
            }))}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="aum-history">
        <h2 id="aum-history">Assets under management</h2>
        {latestAum && aum.sources.length ? (
          <p className={styles.note}>
            Source{aum.sources.length > 1 ? "s" : ""}: {aum.sources.join("; ")}.
          </p>
        ) : null}
        {latestAum ? (
          <ChartFigure
            title="AUM on each date a source gives it"
            summary={`The fund managed ${formatCroreAmount(latestAum.aum)} on ${formatDate(latestAum.as_of)}${aum.history.length > 1 ? `, against ${formatCroreAmount(aum.history[0]!.aum)} on ${formatDate(aum.history[0]!.as_of)}` : ""}.`}
            format="crore"
            height={220}
            data={{
              kind: "bar",
              labels: aum.history.map((point) => formatDate(point.as_of)),
              dates: aum.history.map((point) => point.as_of),
              series: [{ label: "AUM", values: aum.history.map((point) => point.aum) }],
            }}
          />
        ) : (
          <p>{NOT_IN_DATA}.</p>
        )}
      </section>
    </>
  );
}
