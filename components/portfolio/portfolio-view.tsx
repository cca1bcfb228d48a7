"use client";

import Link from "next/link";
import { ChartFigure } from "@/components/charts/chart-figure";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { callLazily } from "@/components/data/lazy-call";
import {
  loadCapitalGains,
  loadDeleteTransaction,
  loadPortfolioSummary,
  loadTransactions,
} from "@/components/data/endpoint-loaders/portfolio";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { formatDate, formatInr, formatNumber, formatPercent } from "@/lib/format";
import { COST_METHODS } from "@/lib/portfolio/cost-methods";
import { CapitalGainsView } from "./capital-gains-view";
import { StatementImport } from "./statement-import";
import { TransactionForm } from "./transaction-form";
import { ColumnHeads } from "./column-heads";
import { HoldingsTable } from "./holdings-table";
import styles from "./portfolio.module.css";

const NO_INPUT = {};
const rupees = (value: number | null) => formatInr(value, { fractionDigits: 0, allowNegative: true });

/** The member's portfolio: record transactions; see value, gains, XIRR, allocation and overlap. */
export function PortfolioView({ today, importNote }: { today: string; importNote: string }) {
  const member = useHasStoredToken();
  const summary = useEndpoint(loadPortfolioSummary, member ? NO_INPUT : null);
  const transactions = useEndpoint(loadTransactions, member ? NO_INPUT : null);
  const gains = useEndpoint(loadCapitalGains, member ? NO_INPUT : null);
  const reload = () => void Promise.all([summary.mutate(), transactions.mutate(), gains.mutate()]);

  if (!member) {
    return (
      <p>
        <Link href="/login?next=/portfolio">Log in</Link> to record your mutual fund transactions and see your portfolio
        valued every day.
      </p>
    );
  }

  async function remove(id: string) {
    try {
      await callLazily(loadDeleteTransaction, { params: { id } });
      toast.success("Transaction deleted.");
      reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The transaction could not be deleted.");
    }
  }

  const data = summary.data;
  return (
    <div className={styles.layout}>
      <StatementImport onImported={reload} />
      <TransactionForm today={today} onAdded={reload} />
      {summary.isLoading ? <Spinner label="Valuing your portfolio" /> : null}
      {summary.error ? <p role="alert">Your portfolio could not be valued. Please reload the page.</p> : null}
      {data && data.holdings.length === 0 ? (
        <p className={styles.muted}>No holdings yet: record your first purchase or SIP instalment above.</p>
      ) : null}
      {data && data.holdings.length > 0 ? (
        <>
          <dl className={styles.cards} aria-label="Portfolio summary">
            <div>
              <dt>Current value</dt>
              <dd>{rupees(data.current_value)}</dd>
            </div>
            <div>
              <dt>{COST_METHODS.average.heading}</dt>
              <dd>{rupees(data.invested)}</dd>
            </div>
            <div>
              <dt>Gain</dt>
              <dd>{rupees(data.gain)}</dd>
            </div>
            <div>
              <dt>XIRR</dt>
              <dd>{formatPercent(data.xirr_pct, { allowNegative: true })}</dd>
            </div>
            <div>
              <dt>Today&apos;s change</dt>
              <dd>{rupees(data.day_change)}</dd>
            </div>
          </dl>
          <HoldingsTable holdings={data.holdings} />
          <p>
            <Link href="/portfolio/x-ray">Open your portfolio X-ray</Link>: the stocks, sectors and asset classes you
            own through all your funds, how much they overlap and what they cost you.
          </p>
          <div className={styles.allocations}>
            {(
              [
                ["By asset class", data.by_asset_class],
                ["By category", data.by_category],
                ["By fund house", data.by_amc],
              ] as const
            ).map(([title, list]) => (
              <ChartFigure
                key={title}
                title={`Allocation ${title.toLowerCase()}`}
                summary={list.map((a) => `${a.label} ${formatPercent(a.share_pct)}`).join(", ")}
                data={{
                  kind: "doughnut",
                  labels: list.map((a) => a.label),
                  series: [{ label: "Share", values: list.map((a) => a.share_pct) }],
                }}
                format="percent"
                height={220}
              />
            ))}
          </div>
          {data.overlaps.length > 0 ? (
            <table className={styles.table}>
              <caption>
                How much your largest funds hold in common (the smaller weight of each shared holding, added up)
              </caption>
              <ColumnHeads columns={["Funds", { numeric: "Overlap" }]} />
              <tbody>
                {data.overlaps.map((o) => (
                  <tr key={`${o.a}-${o.b}`}>
                    <th scope="row">
                      {data.holdings[o.a]?.plan_display_name} and {data.holdings[o.b]?.plan_display_name}
                    </th>
                    <td className={styles.numeric}>
                      {o.overlap_pct === null ? "Holdings not disclosed" : formatPercent(o.overlap_pct)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
      {transactions.data && transactions.data.length > 0 ? (
        <table className={styles.table}>
          <caption>Your transactions</caption>
          <ColumnHeads
            columns={[
              "Date",
              "Fund",
              "Type",
              { numeric: "Amount" },
              { numeric: "Units" },
              { numeric: "NAV" },
              { hidden: "Actions" },
            ]}
          />
          <tbody>
            {transactions.data.map((t) => (
              <tr key={t.id}>
                <td>{formatDate(t.date)}</td>
                <td>{t.plan_display_name ?? `Scheme ${t.scheme_code}`}</td>
                <td>
                  {t.kind === "buy" ? "Purchase" : t.kind === "sip" ? "SIP" : "Redemption"}
                  <div className={styles.muted}>
                    {t.source === "statement" ? `From statement, folio ${t.folio}` : "Entered by you"}
                    {t.own_figures ? "; your own units and price (our NAV history starts later)" : ""}
                    {t.covered ? "; a statement covers it, so it is not counted" : ""}
                  </div>
                </td>
                <td className={styles.numeric}>{formatInr(t.amount)}</td>
                <td className={styles.numeric}>{formatNumber(t.units, { fractionDigits: 3 })}</td>
                <td className={styles.numeric}>
                  ₹{t.nav.toFixed(4)}
                  {t.own_figures ? <div className={styles.muted}>your price</div> : null}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove(t.id)}
                    aria-label={`Delete the ${formatDate(t.date)} transaction in ${t.plan_display_name ?? t.scheme_code}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {gains.data && (gains.data.holdings.length > 0 || gains.data.realised.length > 0) ? (
        <section aria-labelledby="capital-gains" className={styles.layout}>
          <h2 id="capital-gains">Capital gains and tax</h2>
          <CapitalGainsView report={gains.data} />
        </section>
      ) : null}
      <p className={styles.muted}>{importNote}</p>
    </div>
  );
}
