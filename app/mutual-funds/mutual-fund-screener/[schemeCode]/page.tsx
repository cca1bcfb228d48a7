import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, Suspense } from "react";
import { CategoryPanel } from "@/components/fund-detail/category-panel";
import { FactsPanel } from "@/components/fund-detail/facts-panel";
import { FundHeader } from "@/components/fund-detail/fund-header";
import { FundTabs } from "@/components/fund-detail/fund-tabs";
import { IsinRedirect } from "@/components/fund-detail/isin-redirect";
import { OverviewPanel } from "@/components/fund-detail/overview-panel";
import { PerformancePanel } from "@/components/fund-detail/performance-panel";
import { PortfolioPanel } from "@/components/fund-detail/portfolio-panel";
import { RiskPanel } from "@/components/fund-detail/risk-panel";
import styles from "@/components/fund-detail/fund-detail.module.css";
import { DataAsOf } from "@/components/layout/data-as-of";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/env/public-env";
import { loadFundPage } from "@/lib/funds/load-fund-page";
import { fundCanonicalPath } from "@/lib/routes/fund-page-path";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { fundJsonLd, fundPageDescription, fundPageTitle } from "@/lib/seo/fund-json-ld";

const route = routeFor("/mutual-funds/mutual-fund-screener/[schemeCode]");

// Static regeneration: no fund is built ahead, each renders on its first visit and is then served from the
// cache, refreshed at most every 5 minutes and after every import (app/internal/revalidate-pages). So the
// page reads no search parameters: ?isin= is handled in the browser (IsinRedirect).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { schemeCode: string }[] {
  return [];
}

type Props = { params: Promise<{ schemeCode: string }> };

// One load per render, shared by generateMetadata and the page; no fund there answers the fund's 404 (not-found.tsx).
const loadFund = cache(async (schemeCode: string) => (await loadFundPage(schemeCode)) ?? notFound());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { overview } = await loadFund((await params).schemeCode);
  return metadataFor(route, fundPageTitle(overview), {
    description: fundPageDescription(overview),
    canonical: fundCanonicalPath(overview.scheme_code),
  });
}

export default async function FundDetailPage({ params }: Props) {
  const page = await loadFund((await params).schemeCode);
  const { overview } = page;
  const tabs = [
    { id: "overview", label: "Overview", content: <OverviewPanel page={page} /> },
    { id: "facts", label: "MF Facts", content: <FactsPanel page={page} /> },
    { id: "performance", label: "Performance", content: <PerformancePanel page={page} /> },
    { id: "risk", label: "Risk", content: <RiskPanel page={page} /> },
    { id: "portfolio", label: "Portfolio Measures", content: <PortfolioPanel page={page} /> },
    { id: "category", label: "Category", content: <CategoryPanel page={page} /> },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={fundJsonLd(overview, siteUrl())} />
      <Suspense fallback={null}>
        <IsinRedirect plan={{ scheme_code: overview.scheme_code, isin: overview.isin }} siblings={overview.variants} />
      </Suspense>
      <FundHeader fund={overview} />
      <DataAsOf />
      <FundTabs tabs={tabs} label="Fund details" />
    </div>
  );
}
