// The sitemap's URL list, pure: which static pages it names, how the URLs are split into sitemaps of at
// most 50,000 (the sitemaps.org limit), and each entry's absolute address. app/sitemap.ts serves it;
// lib/seo/sitemap-urls.ts reads the database's pages.
import type { AppRoute } from "@/lib/routes/route-table";

/** Where the sitemap index is served (app/sitemap-index.xml/route.ts); robots.txt names it. */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

/** The sitemaps.org limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One page of the sitemap: its site path and, where the data gives one, when it last changed (YYYY-MM-DD). */
export interface SitemapPath {
  path: string;
  lastModified?: string;
}

/** A sitemap entry as Next.js's MetadataRoute.Sitemap takes it. */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
}

/** The static public pages of the route table: no member-only or log-in pages, no `[param]` patterns. */
export function staticSitemapPaths(routes: readonly AppRoute[]): SitemapPath[] {
  return routes
    .filter((route) => route.access === "public" && !route.path.includes("["))
    .map((route) => ({ path: route.path }));
}

/** The calculators' landing pages, each at its own address (the calculator's path and a query string). */
export function landingSitemapPaths(landings: readonly { href: string }[]): SitemapPath[] {
  return landings.map(({ href }) => ({ path: href }));
}

/** The blog's posts, each dated by its publication day, then its index pages after the first (/blog is a static route). */
export function blogSitemapPaths(posts: readonly { slug: string; date: string }[], indexPages: number): SitemapPath[] {
  const pages = Array.from({ length: Math.max(0, indexPages - 1) }, (_, i) => ({ path: `/blog/page/${i + 2}` }));
  return [...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date })), ...pages];
}

/** How many sitemaps `total` URLs need; at least one, so the index never names nothing. */
export function sitemapCount(total: number, perSitemap: number = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(total / perSitemap));
}

/** The `id`-th (from 0) run of at most `perSitemap` items; empty past the end or for a malformed id. */
export function sitemapChunk<T>(items: readonly T[], id: number, perSitemap: number = MAX_URLS_PER_SITEMAP): T[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return items.slice(id * perSitemap, (id + 1) * perSitemap);
}

/**
 * The entries of site paths, with absolute URLs on `origin` ("https://example.com"), entity-escaped
 * as sitemaps.org requires: Next.js writes each url into <loc> as it is, and a landing page's query
 * has "&" (new URL has already percent-encoded the other characters XML reserves).
 */
export function sitemapEntries(paths: readonly SitemapPath[], origin: string): SitemapEntry[] {
  return paths.map(({ path, lastModified }) => {
    const url = new URL(path, origin).href.replace(/&/g, "&amp;");
    return lastModified ? { url, lastModified } : { url };
  });
}

/** The address of the `id`-th sitemap, where Next.js serves generateSitemaps's files. */
export function sitemapUrl(origin: string, id: number): string {
  return new URL(`/sitemap/${id}.xml`, origin).href;
}

/** The sitemaps.org index naming the `count` sitemaps (Next.js serves the files, not an index of them). */
export function sitemapIndexXml(origin: string, count: number): string {
  const items = Array.from({ length: count }, (_, id) => `<sitemap><loc>${sitemapUrl(origin, id)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
