import type { MetadataRoute } from "next";
import { getDatabase } from "@/lib/db/client";
import { siteUrl } from "@/lib/env/public-env";
import { sitemapChunk, sitemapEntries } from "@/lib/seo/sitemap-entries";
import { siteSitemapCount, siteSitemapPaths } from "@/lib/seo/sitemap-paths";

// Served at /sitemap/{id}.xml (the index is app/sitemap-index.xml/route.ts). Reads the database, so it is
// refreshed hourly rather than fixed at build time.
export const revalidate = 3600;

export async function generateSitemaps(): Promise<{ id: number }[]> {
  const count = await siteSitemapCount(getDatabase().sql);
  return Array.from({ length: count }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const paths = await siteSitemapPaths(getDatabase().sql);
  return sitemapEntries(sitemapChunk(paths, Number(await id)), siteUrl());
}
