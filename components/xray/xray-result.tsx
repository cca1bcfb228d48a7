import { ChartFigure } from "@/components/charts/chart-figure";
import tableStyles from "@/components/categories/categories.module.css";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import type { Xray } from "@/lib/xray/load-xray";
import { sectorChart, sliceChart, topSecuritiesChart, TOP_CHARTED_SECURITIES } from "./xray-chart-data";
import styles from "./xray.module.css";

const TOP_LISTED = 25;
/** The call-out names this many widely held securities: a sentence of hundreds of names is read by nobody. */
const NAMED_WIDELY_HELD = 10;
const rupees = (value: number) => formatInr(value, { allowNegative: true, fractionDigits: 0 });
const percent = (value: number | null) => (value === null ? "--" : formatPercent(value, { allowNegative: true }));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={i > 0 ? tableStyles.number : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={`${row[0]}-${r}`}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={tableStyles.number}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The call-out of the securities held through three or more funds: how many, and the largest by name (the answer
 * lists the largest of them and counts them all), then how many more there are.
 */
function widelyHeldCallout(look: Xray["look_through"]): string {
  const count = look.widely_held_count;
  const names = look.widely_held.slice(0, NAMED_WIDELY_HELD).map((security) => security.name);
  const lead = "Held through three or more of your funds:";
  if (count === 1) return `${lead} 1 security, ${names[0]}.`;
  const more = count - names.length;
  if (more <= 0) return `${lead} ${count} securities, largest first: ${names.join(", ")}.`;
  return `${lead} ${count} securities. The largest: ${names.join(", ")}, and ${more} more.`;
}

/**
 * The X-ray of a set of holdings: the basis (each fund's disclosure date, the covered share), look-through by
 * asset class, sector, security, debt issuer and fund house, and the overlap between the funds. The public
 * page and the member's page feed it; every figure is read from the disclosed portfolios named at the top.
 */
export function XrayResult({ xray }: { xray: Xray }) {
  const look = xray.look_through;
  const names = new Map(look.funds.map((fund) => [fund.scheme_code, fund.name]));
  const most = xray.overlap.most_overlapping;
  return (
    <div className={styles.result}>
      <Section id="xray-basis" title="What this X-ray is based on">
        <p className={styles.headline}>
          {rupees(look.total_value)} in {look.funds.length} {look.funds.length === 1 ? "fund" : "funds"};{" "}
          <strong>{percent(look.covered_pct)}</strong> of it is covered by a disclosed portfolio.
          {look.not_disclosed.value > 0 &&
            ` ${rupees(look.not_disclosed.value)} (${percent(look.not_disclosed.share_pct)}) is in funds without a disclosed portfolio: it is shown as its own "not disclosed" slice, never spread over the rest.`}
        </p>
        <Table
          caption="Your funds and the portfolio each is looked through"
          head={["Fund", "Amount", "Share", "Portfolio as of", "Weights add up to"]}
          rows={look.funds.map((fund) => [
            fund.name,
            rupees(fund.value),
            percent(fund.share_pct),
            fund.disclosure ? `${formatDate(fund.disclosure.as_of)} (${fund.disclosure.source})` : "Not disclosed",
            fund.disclosure ? percent(fund.disclosure.weight_total_pct) : "--",
          ])}
        />
      </Section>

      <Section id="xray-asset-classes" title="By asset class">
        <ChartFigure
          title="Asset classes of your whole holding"
          summary={`Equity, debt, money market, cash (negative when a fund owes more than it holds in cash) and the rest, as a share of ${rupees(look.total_value)}.`}
          data={sliceChart(look.asset_classes, "Share of your holding (%)")}
          format="signed-percent"
        />
        <Table
          caption="Asset classes"
          head={["Asset class", "Value", "Share"]}
          rows={look.asset_classes.map((slice) => [slice.label, rupees(slice.value), percent(slice.share_pct)])}
        />
      </Section>

      <Section id="xray-sectors" title="By sector">
        <p className={styles.note}>Sectors as each fund house names them; the largest ten are charted.</p>
        <ChartFigure
          title="Sectors of your whole holding"
          summary="The share of your holding in each sector, through every fund."
          data={sectorChart(look)}
          format="percent"
        />
        <Table
          caption="Sectors"
          head={["Sector", "Value", "Share"]}
          rows={look.sectors.map((slice) => [slice.label, rupees(slice.value), percent(slice.share_pct)])}
        />
      </Section>

      <Section id="xray-securities" title="What you own, security by security">
        <p className={styles.headline}>
          {look.concentration.distinct_securities} distinct securities; the largest 10 are{" "}
          <strong>{percent(look.concentration.top10_pct)}</strong> of your holding.
        </p>
        {look.widely_held_count > 0 && (
          <div role="note" className={styles.callout}>
            {widelyHeldCallout(look)}
          </div>
        )}
        <ChartFigure
          title={`Your ${TOP_CHARTED_SECURITIES} largest securities, by fund`}
          summary="Each bar is one security's ₹ value in your holding, split by the funds you hold it through."
          data={topSecuritiesChart(look)}
          format="inr"
        />
        <Table
          caption={`The ${TOP_LISTED} largest securities`}
          head={["Security", "Value", "Share", "Through (weight in the fund)"]}
          rows={look.securities
            .slice(0, TOP_LISTED)
            .map((security) => [
              security.name,
              rupees(security.value),
              percent(security.share_pct),
              security.funds.map((f) => `${names.get(f.scheme_code)} (${percent(f.weight_pct)})`).join("; "),
            ])}
        />
      </Section>

      {look.debt_issuers.length > 0 && (
        <Section id="xray-issuers" title="Debt by issuer">
          <p className={styles.note}>
            Issuers by the ISIN&apos;s issuer code, named after their largest instrument; government securities as the
            Government of India.
            {look.debt_issuers_left_out.count > 0 &&
              ` The largest ${look.debt_issuers.length} of ${look.debt_issuers.length + look.debt_issuers_left_out.count}, then the rest added up.`}
          </p>
          <Table
            caption="Debt and money-market issuers"
            head={["Issuer", "Value", "Share"]}
            rows={[
              ...look.debt_issuers.map((issuer) => [issuer.label, rupees(issuer.value), percent(issuer.share_pct)]),
              ...(look.debt_issuers_left_out.count > 0
                ? [
                    [
                      `The other ${look.debt_issuers_left_out.count} ${look.debt_issuers_left_out.count === 1 ? "issuer" : "issuers"}`,
                      rupees(look.debt_issuers_left_out.value),
                      percent(look.debt_issuers_left_out.share_pct),
                    ],
                  ]
                : []),
            ]}
          />
        </Section>
      )}

      <Section id="xray-houses" title="By fund house">
        <Table
          caption="Fund houses"
          head={["Fund house", "Value", "Share"]}
          rows={look.fund_houses.map((house) => [house.label, rupees(house.value), percent(house.share_pct)])}
        />
      </Section>

      {look.funds.length > 1 && (
        <Section id="xray-overlap" title="Overlap between your funds">
          <p className={styles.note}>
            The sum, over the securities two funds both hold, of the smaller of their two weights: the compare
            page&apos;s method. Blank where a fund has no disclosed portfolio.
          </p>
          <Table
            caption="Overlap between each pair of funds"
            head={["Fund", ...look.funds.map((_, i) => `#${i + 1}`)]}
            rows={look.funds.map((fund, i) => [
              `#${i + 1} ${fund.name}`,
              ...xray.overlap.rows[i]!.map((value, j) => (i === j ? "--" : value === null ? "" : percent(value))),
            ])}
          />
          {most && most.common_count === 0 && (
            <p className={styles.headline}>
              None of your funds with a disclosed portfolio holds a security another one holds.
            </p>
          )}
          {most && most.common_count > 0 && (
            <>
              <p className={styles.headline}>
                Most alike: {look.funds[most.a]!.name} and {look.funds[most.b]!.name},{" "}
                <strong>{percent(most.overlap_pct)}</strong> in common through {most.common_count} shared{" "}
                {most.common_count === 1 ? "security" : "securities"} (portfolios of {formatDate(most.as_of[0])} and{" "}
                {formatDate(most.as_of[1])})
                {most.common_count > most.common.length && `; the largest ${most.common.length} below`}.
              </p>
              <Table
                caption="What the most overlapping pair share"
                head={["Security", `Weight in #${most.a + 1}`, `Weight in #${most.b + 1}`, "In common"]}
                rows={most.common.map((c) => [c.name, percent(c.weight_a), percent(c.weight_b), percent(c.common_pct)])}
              />
            </>
          )}
        </Section>
      )}
    </div>
  );
}
