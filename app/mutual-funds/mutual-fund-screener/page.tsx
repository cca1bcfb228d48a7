import type { Metadata } from "next";
import { cache } from "react";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { DataAsOf } from "@/components/layout/data-as-of";
import { ScreenerClient } from "@/components/screener/screener-client";
import styles from "@/components/screener/screener.module.css";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";
import { screenerPageMeta } from "@/lib/screener/screener-seo";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { loadScreenerFilters, loadScreenerPage } from "@/lib/screener/screener-page-data";
import { SCREENER_PATH } from "@/lib/screener/screener-url-state";

const route = routeFor("/mutual-funds/mutual-fund-screener");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The filters, read once per request for both generateMetadata and the page.
const loadFilters = cache(loadScreenerFilters);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseScreenerParams(await searchParams);
  const meta = screenerPageMeta(state, await loadFilters(), route.summary);
  return metadataFor(route, meta.title, { description: meta.description, canonical: meta.canonical });
}

export default async function ScreenerPage({ searchParams }: Props) {
  const asked = parseScreenerParams(await searchParams);
  const [filters, { state, page }] = await Promise.all([loadFilters(), loadScreenerPage(asked)]);
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={mutualFundsTrail({ name: route.title, path: SCREENER_PATH })} />
      <h1>{route.title}</h1>
      <DataAsOf />
      <ScreenerClient initialState={state} initialFilters={filters} initialPage={page} />
    </div>
  );
}
