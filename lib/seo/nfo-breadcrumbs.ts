import type { Crumb } from "@/lib/seo/breadcrumb-json-ld";

export const NFO_LIST_PATH = "/mutual-funds/new-fund-offers";

/** The site path of one offer's page. */
export function nfoPath(id: number): string {
  return `${NFO_LIST_PATH}/${id}`;
}

/** Home > Mutual funds > New fund offers, then the offer when there is one. */
export function nfoBreadcrumbs(offer?: { id: number; name: string }): Crumb[] {
  const trail: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Mutual funds", path: "/mutual-funds" },
    { name: "New fund offers", path: NFO_LIST_PATH },
  ];
  return offer ? [...trail, { name: offer.name, path: nfoPath(offer.id) }] : trail;
}
