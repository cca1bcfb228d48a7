"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { CapitalGainsReport } from "@/lib/api/schemas/capital-gains";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import { COST_METHODS, COST_METHODS_NOTE } from "@/lib/portfolio/cost-methods";
import { ColumnHeads } from "./column-heads";
import styles from "./portfolio.module.css";

const rupees = (value: string) => formatInr(Number(value), { fractionDigits: 2, allowNegative: true });
const TAX_CLASS: Record<CapitalGainsReport["holdings"][number]["tax_class"], string> = {
  equity: "Equity-oriented",
  specified: "Debt (specified fund)",
  other: "Other",
};

function download(csv: string, financialYear: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `schedule-112a-${financialYear}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Holdings by folio and scheme, realised gains by year with Schedule 112A, and tax harvesting; each with its lots. */
export function CapitalGainsView({ report }: { report: CapitalGainsReport }) {
  return (
    <>
      {report.holdings.length > 0 ? (
        <table className={styles.table}>
          <caption>Holdings by folio and scheme (value on the latest NAV)</caption>
          <ColumnHeads
            columns={[
              "Folio",
              "Fund",
              { numeric: "Units" },
              { numeric: COST_METHODS.fifo.heading },
              { numeric: "Value" },
              { numeric: "Gain" },
              { numeric: "XIRR" },
              "Tax harvesting this year",
            ]}
          />
          <tbody>
            {report.holdings.map((h) => (
              <tr key={`${h.folio}-${h.scheme_code}`}>
                <td>{h.folio}</td>
                <th scope="row">
                  <Link href={`/mutual-funds/mutual-fund-screener/${h.scheme_code}`}>{h.plan_display_name}</Link>
                  <div className={styles.muted}>
                    {TAX_CLASS[h.tax_class]} ({h.tax_class_reason}); NAV ₹{h.nav} on {formatDate(h.nav_date)}
                  </div>
                  <details>
                    <summary>{h.lots.length} lot(s)</summary>
                    <ul className={styles.checks}>
                      {h.lots.map((l, i) => (
                        <li key={i}>
                          {formatDate(l.buy_date)}: {l.units} units at ₹{l.buy_nav}, cost {rupees(l.cost)}, now{" "}
                          {rupees(l.value)}, gain {rupees(l.gain)}
                          {l.taxable_gain !== l.gain
                            ? ` (taxable ${rupees(l.taxable_gain)} over the grandfathered cost, Section 112A)`
                            : ""}{" "}
                          ({l.term} term if sold today)
                        </li>
                      ))}
                    </ul>
                  </details>
                </th>
                <td className={styles.numeric}>{h.units}</td>
                <td className={styles.numeric}>
                  {rupees(h.cost)}
                  <div className={styles.muted}>₹{h.average_cost} a unit, first in, first out</div>
                </td>
                <td className={styles.numeric}>{rupees(h.value)}</td>
                <td className={styles.numeric}>{rupees(h.gain)}</td>
                <td className={styles.numeric}>{formatPercent(h.xirr_pct, { allowNegative: true })}</td>
                <td>{h.harvest_note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.holdings.length > 0 ? <p className={styles.muted}>{COST_METHODS_NOTE}</p> : null}
      <p>
        Section 112A exemption left in {report.financial_year}: <strong>{rupees(report.exemption_left)}</strong> of
        long-term gain on equity-oriented funds can still be booked tax-free.
      </p>
      {report.years.length > 0 ? (
        <table className={styles.table}>
          <caption>Realised capital gains by financial year</caption>
          <ColumnHeads
            columns={[
              "Year",
              { numeric: "Equity short term" },
              { numeric: "Equity long term" },
              { numeric: "Other short term" },
              { numeric: "Other long term" },
              "Schedule 112A",
            ]}
          />
          <tbody>
            {report.years.map((y) => (
              <tr key={y.financial_year}>
                <th scope="row">{y.financial_year}</th>
                <td className={styles.numeric}>{rupees(y.equity_short_term)}</td>
                <td className={styles.numeric}>{rupees(y.equity_long_term)}</td>
                <td className={styles.numeric}>{rupees(y.other_short_term)}</td>
                <td className={styles.numeric}>{rupees(y.other_long_term)}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => download(y.schedule_112a_csv, y.financial_year)}>
                    Download 112A CSV ({y.financial_year})
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.realised.length > 0 ? (
        <table className={styles.table}>
          <caption>How each gain was computed (units sold first in, first out)</caption>
          <ColumnHeads
            columns={[
              "Sold",
              "Fund and folio",
              "Lot",
              { numeric: "Sale value" },
              { numeric: "Cost used" },
              { numeric: "Gain" },
              "Term and rate",
            ]}
          />
          <tbody>
            {report.realised.map((r, i) => (
              <tr key={i}>
                <td>{formatDate(r.sale_date)}</td>
                <td>
                  {r.plan_display_name}
                  <div className={styles.muted}>Folio {r.folio}</div>
                </td>
                <td>
                  {r.units} units bought {formatDate(r.buy_date)} at ₹{r.buy_nav}, sold at ₹{r.sale_nav}
                  {r.notes.map((n, j) => (
                    <div key={j} className={styles.muted}>
                      {n}
                    </div>
                  ))}
                </td>
                <td className={styles.numeric}>{rupees(r.sale_value)}</td>
                <td className={styles.numeric}>
                  {rupees(r.cost_used)}
                  {r.cost_used !== r.actual_cost ? (
                    <div className={styles.muted}>paid {rupees(r.actual_cost)}</div>
                  ) : null}
                </td>
                <td className={styles.numeric}>{rupees(r.gain)}</td>
                <td>
                  {r.term === "long" ? "Long" : "Short"} term: {r.rate}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.notes.length > 0 ? (
        <ul className={styles.muted}>
          {report.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>
        Figures follow the rules in force as we read them (see the notes on each row); check them with your tax adviser
        before you file.
      </p>
    </>
  );
}
