import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import styles from "./cost-table.module.css";

type Holding = XrayCosts["holdings"][number];
type Ter = Holding["ter"];

const rupees = (value: string | null) =>
  value === null ? "Unknown" : formatInr(Number(value), { fractionDigits: 2, allowNegative: true });
type Totals = NonNullable<XrayCosts["switch"]>["total"];
const sum = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
const shortTerm = (t: Totals) => sum(t.equity_short_term, t.slab_gain);
const longTerm = (t: Totals) => sum(t.equity_long_term, t.other_long_term);
const terText = (ter: Ter) => (ter === null ? "Not disclosed" : formatPercent(ter.value));
const terDate = (ter: Ter) =>
  ter === null ? null : `${ter.source}, ${formatDate(ter.as_of)}${ter.stale ? " (old)" : ""}`;

function Saving({ h }: { h: Holding }) {
  if (h.saving.status !== "saving") return <td colSpan={2}>{h.saving.note}</td>;
  return (
    <>
      <td className={styles.numeric}>{rupees(h.saving.yearly)}</td>
      <td className={styles.numeric}>
        {rupees(h.saving.ten_year)}
        <div className={styles.muted}>{h.saving.note}</div>
      </td>
    </>
  );
}

/**
 * What the holdings cost (TER with its date, rupees a year), what a Regular plan's Direct plan would save, and,
 * for a member, the tax of switching now. A TER no source gives reads "Not disclosed", never 0.
 */
export function CostTable({ costs }: { costs: XrayCosts }) {
  const p = costs.portfolio;
  return (
    <section aria-labelledby="xray-costs-heading">
      <h2 id="xray-costs-heading">What it costs</h2>
      <p>
        Weighted expense ratio {p.weighted_ter_pct === null ? "not known" : formatPercent(p.weighted_ter_pct)}: about{" "}
        {rupees(p.annual_cost)} a year on {rupees(p.ter_known_value)}
        {Number(p.unknown_ter_value) > 0
          ? ` (plus the cost of ${rupees(p.unknown_ter_value)} whose TER is not disclosed)`
          : ""}
        .
        {Number(p.yearly_saving) > 0
          ? ` Direct plans would cost ${rupees(p.yearly_saving)} a year less, ${rupees(p.ten_year_saving)} over 10 years.`
          : ""}
      </p>
      {/* Focusable so a keyboard can scroll a table wider than the page (axe: scrollable-region-focusable). */}
      <div className={styles.wrap} role="region" aria-label="Expense ratios and Direct savings" tabIndex={0}>
        <table className={styles.table}>
          <caption>Expense ratio per holding and the Direct plan of each Regular plan</caption>
          <thead>
            <tr>
              <th scope="col">Fund</th>
              <th scope="col" className={styles.numeric}>
                Value
              </th>
              <th scope="col" className={styles.numeric}>
                TER
              </th>
              <th scope="col" className={styles.numeric}>
                Cost a year
              </th>
              <th scope="col" className={styles.numeric}>
                Direct plan TER
              </th>
              <th scope="col" className={styles.numeric}>
                Saving a year
              </th>
              <th scope="col" className={styles.numeric}>
                Saving over 10 years
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.holdings.map((h) => (
              <tr key={h.scheme_code}>
                <th scope="row">{h.plan_display_name}</th>
                <td className={styles.numeric}>{rupees(h.value)}</td>
                <td className={styles.numeric}>
                  {terText(h.ter)}
                  {h.ter ? <div className={styles.muted}>{terDate(h.ter)}</div> : null}
                </td>
                <td className={styles.numeric}>{rupees(h.annual_cost)}</td>
                <td className={styles.numeric}>{h.direct ? terText(h.direct.ter) : "—"}</td>
                <Saving h={h} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {costs.switch ? (
        <div className={styles.wrap} role="region" aria-label="Tax of switching to Direct" tabIndex={0}>
          <table className={styles.table}>
            <caption>
              Tax of switching to Direct today (exemption left this year {rupees(costs.switch.exemption_left)})
            </caption>
            <thead>
              <tr>
                <th scope="col">Fund (folio)</th>
                <th scope="col" className={styles.numeric}>
                  Short-term gain
                </th>
                <th scope="col" className={styles.numeric}>
                  Long-term gain
                </th>
                <th scope="col" className={styles.numeric}>
                  Exit load
                </th>
                <th scope="col" className={styles.numeric}>
                  Tax if switched alone
                </th>
                <th scope="col">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {costs.switch.holdings.map((h) => (
                <tr key={`${h.folio}-${h.scheme_code}`}>
                  <th scope="row">
                    {h.plan_display_name} ({h.folio})
                  </th>
                  <td className={styles.numeric}>{rupees(shortTerm(h.alone))}</td>
                  <td className={styles.numeric}>{rupees(longTerm(h.alone))}</td>
                  <td className={styles.numeric}>{h.exit_load_known ? rupees(h.alone.exit_load) : "Unknown"}</td>
                  <td className={styles.numeric}>{rupees(h.alone.tax)}</td>
                  <td>{h.wait_note ?? "No short-term lot in profit to wait for."}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">All together</th>
                <td className={styles.numeric}>{rupees(shortTerm(costs.switch.total))}</td>
                <td className={styles.numeric}>{rupees(longTerm(costs.switch.total))}</td>
                <td className={styles.numeric}>{rupees(costs.switch.total.exit_load)}</td>
                <td className={styles.numeric}>{rupees(costs.switch.total.tax)}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      {[...costs.notes, ...(costs.switch?.notes ?? [])].length > 0 ? (
        <ul className={styles.notes}>
          {[...costs.notes, ...(costs.switch?.notes ?? [])].map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>{costs.disclaimer}</p>
    </section>
  );
}
