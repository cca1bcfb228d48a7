/** One step of a breadcrumb trail: what it is called and the site path it leads to. */
export interface Crumb {
  name: string;
  path: string;
}

/** Home > Mutual funds > the given pages: the trail of every page under /mutual-funds. */
export function mutualFundsTrail(...pages: Crumb[]): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: "Mutual funds", path: "/mutual-funds" }, ...pages];
}

export interface BreadcrumbListJsonLd {
  "@context": "https://schema.org";
  "@type": "BreadcrumbList";
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
}

/**
 * schema.org BreadcrumbList of a trail, first crumb first. With `origin` ("https://example.com") the items
 * are absolute URLs; without it they stay site paths, which JSON-LD resolves against the page's address.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin?: string): BreadcrumbListJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: origin ? new URL(crumb.path, origin).href : crumb.path,
    })),
  };
}
