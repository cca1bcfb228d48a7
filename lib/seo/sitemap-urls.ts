// The database's pages for the sitemap: categories and fund houses with active funds, every new fund
// offer, and every active plan (screener_plans holds the plans with a NAV in the dataset's last 30 days).
import type { Sql } from "postgres";
import type { SitemapPath } from "@/lib/seo/sitemap-entries";

export const CATEGORY_PATH = "/mutual-funds/categories";
export const AMC_PATH = "/mutual-funds/asset-management-companies";
export const NFO_PATH = "/mutual-funds/new-fund-offers";
export const FUND_PATH = "/mutual-funds/mutual-fund-screener";

/** How many database pages the sitemap names (to work out how many sitemaps there are). */
export async function countSitemapDbPaths(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select ((select count(distinct category_slug) from screener_plans where category_slug is not null)
          + (select count(distinct amc_slug) from screener_plans)
          + (select count(*) from new_fund_offers)
          + (select count(*) from screener_plans))::int as n`;
  return row?.n ?? 0;
}

/**
 * Every database page, in a stable order: categories, fund houses, offers, then funds (by scheme code,
 * with their latest NAV date as the last change).
 */
export async function listSitemapDbPaths(sql: Sql): Promise<SitemapPath[]> {
  const [categories, amcs, offers, plans] = await Promise.all([
    sql<
      { slug: string }[]
    >`select distinct category_slug as slug from screener_plans where category_slug is not null order by 1`,
    sql<{ slug: string }[]>`select distinct amc_slug as slug from screener_plans order by 1`,
    sql<{ id: number }[]>`select id from new_fund_offers order by id`,
    sql<
      { code: number; navDate: string }[]
    >`select scheme_code as code, nav_date::text as "navDate" from screener_plans order by scheme_code`,
  ]);
  return [
    ...categories.map((c) => ({ path: `${CATEGORY_PATH}/${c.slug}` })),
    ...amcs.map((a) => ({ path: `${AMC_PATH}/${a.slug}` })),
    ...offers.map((o) => ({ path: `${NFO_PATH}/${o.id}` })),
    ...plans.map((p) => ({ path: `${FUND_PATH}/${p.code}`, lastModified: p.navDate })),
  ];
}
