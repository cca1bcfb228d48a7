import { JsonLd } from "@/components/seo/json-ld";
import { XrayForm } from "@/components/xray/xray-form";
import { CostTable } from "@/components/xray/costs/cost-table";
import { XrayResult } from "@/components/xray/xray-result";
import styles from "@/components/xray/xray.module.css";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { getDatabase } from "@/lib/db/client";
import { siteUrl } from "@/lib/env/public-env";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { breadcrumbJsonLd, mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";
import { loadXrayPage } from "@/lib/xray/load-xray-page";
import { XRAY_PATH } from "@/lib/xray/xray-selection";

const route = routeFor("/mutual-funds/portfolio-x-ray");
// The canonical address is the page without ?funds=: one page to index, whatever is being X-rayed.
export const metadata = metadataFor(route);

const TRAIL = mutualFundsTrail({ name: route.title, path: XRAY_PATH });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PortfolioXrayPage({ searchParams }: Props) {
  const { rows, xray, refusal } = await loadXrayPage(getDatabase().sql, (await searchParams).funds, todayInIndia());
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbJsonLd(TRAIL, siteUrl())} />
      <CategoryBreadcrumb trail={TRAIL} />
      <h1>{route.title}</h1>
      <p className={styles.note}>{route.summary}</p>
      {refusal && (
        <p role="alert" className={styles.callout}>
          {refusal}
        </p>
      )}
      <XrayForm initial={rows} shareable={xray !== null} />
      {xray && <XrayResult xray={xray} />}
      {xray && <CostTable costs={xray.costs} />}
      <p className={styles.disclaimer}>
        This X-ray is information about the funds&apos; disclosed portfolios, not advice; the disclaimer at the foot of
        the page applies.
      </p>
    </div>
  );
}
