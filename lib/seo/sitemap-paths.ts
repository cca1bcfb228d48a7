// Every sitemap URL of the site, in order: the static public pages, then the database's pages.
import type { Sql } from "postgres";
import { ROUTES } from "@/lib/routes/route-table";
import { type SitemapPath, sitemapCount, staticSitemapPaths } from "@/lib/seo/sitemap-entries";
import { countSitemapDbPaths, listSitemapDbPaths } from "@/lib/seo/sitemap-urls";

/** How many sitemap files the site needs. */
export async function siteSitemapCount(sql: Sql): Promise<number> {
  return sitemapCount(staticSitemapPaths(ROUTES).length + (await countSitemapDbPaths(sql)));
}

/** Every page of the sitemap, static ones first. */
export async function siteSitemapPaths(sql: Sql): Promise<SitemapPath[]> {
  return [...staticSitemapPaths(ROUTES), ...(await listSitemapDbPaths(sql))];
}
