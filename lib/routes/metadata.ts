import type { Metadata } from "next";
import { COMPANY } from "@/lib/content/company";
import type { AppRoute } from "@/lib/routes/route-table";

export interface PageMetadataOptions {
  /** Defaults to the route's summary. */
  description?: string;
  /** A site-relative canonical path (made absolute by the root layout's metadataBase). */
  canonical?: string;
  /** Open Graph type: "article" for blog posts, "website" otherwise. */
  type?: "website" | "article";
}

/**
 * A page's title, description, canonical URL, Open Graph and Twitter tags from one place. Next.js merges
 * metadata shallowly, so a page that set only `description` would leave Open Graph with the route's summary:
 * pass every override here instead of spreading and replacing fields.
 */
export function metadataFor(route: AppRoute, title: string = route.title, options: PageMetadataOptions = {}): Metadata {
  const description = options.description ?? route.summary;
  const url = options.canonical ?? (route.path.includes("[") ? undefined : route.path);
  return {
    title,
    description,
    robots: route.access === "public" ? undefined : { index: false, follow: false },
    alternates: url ? { canonical: url } : undefined,
    openGraph: { title, description, url, siteName: COMPANY.brand, locale: "en_IN", type: options.type ?? "website" },
    twitter: { card: "summary_large_image", title, description },
  };
}
