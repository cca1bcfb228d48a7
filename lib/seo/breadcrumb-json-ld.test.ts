import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

describe("breadcrumbJsonLd", () => {
  const trail = [
    { name: "Home", path: "/" },
    { name: "New fund offers", path: "/mutual-funds/new-fund-offers" },
  ];

  it("numbers the crumbs from 1 and keeps site paths without an origin", () => {
    expect(breadcrumbJsonLd(trail)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "/" },
        { "@type": "ListItem", position: 2, name: "New fund offers", item: "/mutual-funds/new-fund-offers" },
      ],
    });
  });

  it("gives absolute URLs with an origin", () => {
    expect(breadcrumbJsonLd(trail, "https://example.in").itemListElement.map((i) => i.item)).toEqual([
      "https://example.in/",
      "https://example.in/mutual-funds/new-fund-offers",
    ]);
  });

  it("is empty for an empty trail", () => {
    expect(breadcrumbJsonLd([]).itemListElement).toEqual([]);
  });
});
