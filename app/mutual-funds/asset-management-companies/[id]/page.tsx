import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { FundTable } from "@/components/funds/fund-table";
import { AmcAumFact, assetClassAumText } from "@/components/amc/amc-aum-fact";
import { AmcGuideCards } from "@/components/amc/amc-guide-cards";
import styles from "@/components/amc/amc-detail.module.css";
import { AMC_GUIDE } from "@/lib/content/amc-guide";
import { loadAmcPage } from "@/lib/funds/load-amc-page";
import { aumCoverageText } from "@/lib/funds/aum-coverage-text";
import { formatCroreAmount } from "@/lib/format";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { AmcMonogram } from "@/components/amc/amc-monogram";

const PATH = "/mutual-funds/asset-management-companies";

const route = routeFor("/mutual-funds/asset-management-companies/[id]");

type Props = { params: Promise<{ id: string }> };

// One query per request for both the metadata and the page; no fund house there answers not-found.tsx.
const loadAmc = cache(async (id: string) => (await loadAmcPage(id)) ?? notFound());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const amc = await loadAmc((await params).id);
  const covers = aumCoverageText(amc.aum_coverage);
  const aum =
    amc.total_aum === null ? "" : ` managing ${formatCroreAmount(amc.total_aum)}${covers ? ` (${covers})` : ""}`;
  return metadataFor(route, `${amc.name}: funds, AUM and returns`, {
    description: `${amc.name}${aum}: all ${amc.fund_count} active mutual funds with their returns, costs and size, and how to judge a fund house.`,
    canonical: `${PATH}/${amc.slug}`,
  });
}

export default async function AmcPage({ params }: Props) {
  const { id } = await params;
  const amc = await loadAmc(id);
  // The numeric id works as an address too, but the slug is the page's one canonical address.
  if (id !== amc.slug) permanentRedirect(`${PATH}/${amc.slug}`);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <AmcMonogram src={amc.logo_url} size={56} />
        <h1>{amc.name}</h1>
      </div>
      <ul className={styles.facts}>
        <li>
          <strong>{amc.fund_count}</strong> active funds
        </li>
        <li>
          <strong>{amc.plan_count}</strong> plans
        </li>
        <AmcAumFact amc={amc} />
      </ul>
      {amc.asset_classes.length > 0 ? (
        <section className={styles.section} aria-labelledby="amc-mix">
          <h2 id="amc-mix">Funds by asset class</h2>
          {/* Scrolls sideways on a phone: focusable and named, so keyboard users can scroll it too. */}
          <div className={styles.tableWrap} role="region" aria-label="Funds by asset class table" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Asset class</th>
                  <th scope="col" className={styles.number}>
                    Funds
                  </th>
                  <th scope="col" className={styles.number}>
                    AUM
                  </th>
                </tr>
              </thead>
              <tbody>
                {amc.asset_classes.map((row) => (
                  <tr key={row.asset_class}>
                    <th scope="row">{row.asset_class}</th>
                    <td className={styles.number}>{row.fund_count}</td>
                    <td className={styles.number}>{assetClassAumText(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="amc-funds">
        <h2 id="amc-funds">Funds</h2>
        {amc.funds.length === 0 ? (
          <p>This fund house has no fund with a recent NAV.</p>
        ) : (
          <FundTable
            plans={amc.funds}
            columns={["category", "return_1y", "return_3y", "return_5y", "expense_ratio", "aum"]}
            caption={`${amc.funds.length} funds, largest first`}
            hideCaption
          />
        )}
      </section>
      <AmcGuideCards guide={AMC_GUIDE} />
    </div>
  );
}
