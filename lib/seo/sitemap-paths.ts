// Every sitemap URL of the site, in order: the static public pages, the calculators' landing pages,
// the blog's posts and index pages, then the database's pages.
import type { Sql } from "postgres";
import { pageCount } from "@/lib/blog/paginate";
import { allPosts, POSTS_PER_PAGE } from "@/lib/blog/post-files";
import { CALCULATOR_LANDINGS } from "@/lib/content/calculator-landings";
import { ROUTES } from "@/lib/routes/route-table";
import {
  type SitemapPath,
  blogSitemapPaths,
  landingSitemapPaths,
  sitemapCount,
  staticSitemapPaths,
} from "@/lib/seo/sitemap-entries";
import { countSitemapDbPaths, listSitemapDbPaths } from "@/lib/seo/sitemap-urls";

const FIXED_PATHS: readonly SitemapPath[] = [
  ...staticSitemapPaths(ROUTES),
  ...landingSitemapPaths(CALCULATOR_LANDINGS),
  ...blogSitemapPaths(allPosts(), pageCount(allPosts().length, POSTS_PER_PAGE)),
];

/** How many sitemap files the site needs. */
export async function siteSitemapCount(sql: Sql): Promise<number> {
  return sitemapCount(FIXED_PATHS.length + (await countSitemapDbPaths(sql)));
}

/** Every page of the sitemap, static ones first. */
export async function siteSitemapPaths(sql: Sql): Promise<SitemapPath[]> {
  return [...FIXED_PATHS, ...(await listSitemapDbPaths(sql))];
}
