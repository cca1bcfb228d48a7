import { notEnoughFundsText } from "@/lib/funds/categories/peer-count-text";
import type { FundPage } from "@/lib/funds/fund-page";
import { peerIndexWithoutSeries, peerMedianDifferences, peerMedianLabel } from "@/lib/funds/peer-median-difference";
import { formatPercent } from "@/lib/format";
import { DataTable } from "./data-table";
import { SIGNED } from "./fund-text";
import styles from "./fund-detail.module.css";

const PERIOD_LABELS = {
  "1m": "1 month",
  "3m": "3 months",
  "6m": "6 months",
  "1y": "1 year",
  "3y": "3 years",
  "5y": "5 years",
  "10y": "10 years",
} as const;

const pct = (value: number | null) => formatPercent(value, SIGNED);

/**
 * An index fund's or ETF's tracking difference where its index's series is not in our data: its return minus the
 * median return of the plans tracking the same index, per period. Nothing for other funds.
 */
export function PeerMedianSection({ page }: { page: FundPage }) {
  const peer = peerIndexWithoutSeries(page.overview);
  if (!peer) return null;
  const rows = peerMedianDifferences(page.overview.returns, peer);
  if (rows.length === 0) return null;
  const plans = page.overview.plan_type ? `${page.overview.plan_type} Growth plans` : "Growth plans";
  return (
    <section className={styles.section} aria-labelledby="vs-index-peers">
      <h2 id="vs-index-peers">Against the funds tracking {peer.name}</h2>
      <p className={styles.note}>
        No series for {peer.name} is in our data, so the fund&apos;s tracking difference is measured against the median
        return of the {plans} that track the same index (this one included).
      </p>
      <DataTable
        label="Difference from the median of the funds tracking the same index table"
        caption={`Trailing returns of the fund and of the median of the funds tracking ${peer.name}`}
        columns={[
          { header: "Period" },
          { header: "This fund", numeric: true },
          { header: "Median", numeric: true },
          { header: "Difference", numeric: true },
        ]}
        rows={rows.map((row) => ({
          key: row.period,
          header: PERIOD_LABELS[row.period],
          cells:
            row.median === null
              ? [pct(row.fund), notEnoughFundsText(row.peers), "--"]
              : [
                  pct(row.fund),
                  pct(row.median),
                  row.difference === null ? "--" : `${pct(row.difference)} (${peerMedianLabel(row, peer.name)})`,
                ],
        }))}
      />
    </section>
  );
}
