import { breadcrumbJsonLd, mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";

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

describe("mutualFundsTrail", () => {
  it("starts at Home and Mutual funds", () => {
    expect(mutualFundsTrail()).toEqual([
      { name: "Home", path: "/" },
      { name: "Mutual funds", path: "/mutual-funds" },
    ]);
    expect(
      mutualFundsTrail({ name: "Fund baskets", path: "/mutual-funds/baskets" }).map((crumb) => crumb.name),
    ).toEqual(["Home", "Mutual funds", "Fund baskets"]);
  });
});
