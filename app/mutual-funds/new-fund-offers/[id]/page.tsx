import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OfferDetails } from "@/components/nfo/offer-details";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/env/public-env";
import { loadOfferPage } from "@/lib/funds/load-offer-page";
import { offerDescription, offerTitle } from "@/lib/funds/offer-description";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { NFO_LIST_PATH, nfoBreadcrumbs, nfoPath } from "@/lib/seo/nfo-breadcrumbs";
import styles from "./nfo-detail.module.css";

const route = routeFor("/mutual-funds/new-fund-offers/[id]");

type Props = { params: Promise<{ id: string }> };

// One query per request, shared by generateMetadata and the page; an unknown or malformed id is the site's 404.
const findOffer = cache(async (id: string) => (await loadOfferPage(id)) ?? notFound());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const offer = await findOffer((await params).id);
  return metadataFor(route, offerTitle(offer), { description: offerDescription(offer), canonical: nfoPath(offer.id) });
}

export default async function NewFundOfferPage({ params }: Props) {
  const offer = await findOffer((await params).id);
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbJsonLd(nfoBreadcrumbs(offer), siteUrl())} />
      <p className={styles.back}>
        <Link href={NFO_LIST_PATH}>All new fund offers</Link>
      </p>
      <h1>{offer.name}</h1>
      <p className={styles.summary}>
        New fund offer from {offer.amc.name}
        {offer.category ? ` in ${offer.category.name}` : ""}.
      </p>
      <OfferDetails offer={offer} />
    </div>
  );
}
