import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env/public-env";
import { disallowedPaths } from "@/lib/seo/robots-rules";
import { SITEMAP_INDEX_PATH } from "@/lib/seo/sitemap-entries";

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths() },
    sitemap: new URL(SITEMAP_INDEX_PATH, origin).href,
  };
}
