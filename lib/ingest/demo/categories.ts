// The demo's categories: the canonical list of lib/ingest/amfi (the one the AMFI importer uses, so demo
// and real data share slugs and URLs), minus its three legacy catch-alls, and the AMFI heading each demo
// scheme is filed under.
import { CANONICAL_CATEGORIES, CATEGORY_HEADINGS } from "@/lib/ingest/amfi/category-map";
import type { CanonicalCategory } from "@/lib/ingest/amfi/types";

/**
 * "Other Equity/Debt/Hybrid Scheme" only collect legacy AMFI headings ("Growth", "Income", "Balanced")
 * that name no SEBI category; a fictional fund would never be filed there, so the demo leaves them out.
 */
export const LEGACY_CATCH_ALL_SLUGS: readonly string[] = ["equity-other", "debt-other", "hybrid-other"];

/** Every canonical category the demo fills with schemes, in the canonical (SEBI) order. */
export const DEMO_CATEGORIES: readonly CanonicalCategory[] = CANONICAL_CATEGORIES.filter(
  (c) => !LEGACY_CATCH_ALL_SLUGS.includes(c.slug),
);

/** The AMFI headings of a category, in CATEGORY_HEADINGS order (SEBI's 2017 wording first). */
export function headingsOf(slug: string): string[] {
  return CATEGORY_HEADINGS.filter((h) => h.slug === slug).map((h) => h.heading);
}

/** The heading a demo scheme is filed under: the variant's own when it has one, else the category's first. */
export function schemeHeading(slug: string, preferred?: string): string {
  const headings = headingsOf(slug);
  if (preferred !== undefined) {
    if (!headings.includes(preferred)) throw new Error(`"${preferred}" is not an AMFI heading of ${slug}`);
    return preferred;
  }
  const first = headings[0];
  if (first === undefined) throw new Error(`No AMFI heading maps to ${slug}`);
  return first;
}
