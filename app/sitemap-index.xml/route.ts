// GET /sitemap-index.xml - the sitemap index: Next.js serves generateSitemaps's files (app/sitemap.ts) but no
// index of them (and /sitemap.xml is theirs: Next.js refuses a route there), and robots.txt names this one.
import { getDatabase } from "@/lib/db/client";
import { siteUrl } from "@/lib/env/public-env";
import { sitemapIndexXml } from "@/lib/seo/sitemap-entries";
import { siteSitemapCount } from "@/lib/seo/sitemap-paths";

export const revalidate = 3600;

export async function GET(): Promise<Response> {
  const count = await siteSitemapCount(getDatabase().sql);
  return new Response(sitemapIndexXml(siteUrl(), count), { headers: { "Content-Type": "application/xml" } });
}
