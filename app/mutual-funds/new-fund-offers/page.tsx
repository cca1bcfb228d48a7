import { OfferTable } from "@/components/nfo/offer-table";
import { JsonLd } from "@/components/seo/json-ld";
import { getDatabase } from "@/lib/db/client";
import { siteUrl } from "@/lib/env/public-env";
import { listNewFundOffers, RECENTLY_CLOSED_DAYS } from "@/lib/funds/nfo-list";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { nfoBreadcrumbs } from "@/lib/seo/nfo-breadcrumbs";
import styles from "./nfo-list.module.css";

const route = routeFor("/mutual-funds/new-fund-offers");
export const metadata = metadataFor(route);

export default async function NewFundOffersPage() {
  const offers = await listNewFundOffers(getDatabase().sql, todayInIndia());
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbJsonLd(nfoBreadcrumbs(), siteUrl())} />
      <h1>{route.title}</h1>
      <p className={styles.summary}>{route.summary}</p>
      {offers.length === 0 ? (
        <p role="status">
          No new fund offer is open or coming up, and none closed in the last {RECENTLY_CLOSED_DAYS} days. Please check
          again soon.
        </p>
      ) : (
        <OfferTable offers={offers} />
      )}
    </div>
  );
}
