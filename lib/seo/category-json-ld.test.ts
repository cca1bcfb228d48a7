import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { categoryBreadcrumbTrail, faqPageJsonLd } from "@/lib/seo/category-json-ld";

describe("categoryBreadcrumbTrail", () => {
  it("ends at Categories on the index", () => {
    expect(categoryBreadcrumbTrail()).toEqual([
      { name: "Home", path: "/" },
      { name: "Mutual funds", path: "/mutual-funds" },
      { name: "Categories", path: "/mutual-funds/categories" },
    ]);
  });

  it("adds the category on its page", () => {
    expect(categoryBreadcrumbTrail({ name: "Large Cap Fund", slug: "equity-large-cap-fund" }).at(-1)).toEqual({
      name: "Large Cap Fund",
      path: "/mutual-funds/categories/equity-large-cap-fund",
    });
  });
});

describe("the category trail as a BreadcrumbList", () => {
  const trail = categoryBreadcrumbTrail({ name: "Large Cap Fund", slug: "equity-large-cap-fund" });

  it("numbers the steps from 1 and keeps paths without an origin", () => {
    expect(breadcrumbJsonLd(trail)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "/" },
        { "@type": "ListItem", position: 2, name: "Mutual funds", item: "/mutual-funds" },
        { "@type": "ListItem", position: 3, name: "Categories", item: "/mutual-funds/categories" },
        {
          "@type": "ListItem",
          position: 4,
          name: "Large Cap Fund",
          item: "/mutual-funds/categories/equity-large-cap-fund",
        },
      ],
    });
  });

  it("makes absolute URLs against an origin", () => {
    const items = breadcrumbJsonLd(trail, "https://example.in").itemListElement as { item: string }[];
    expect(items.map((i) => i.item)).toEqual([
      "https://example.in/",
      "https://example.in/mutual-funds",
      "https://example.in/mutual-funds/categories",
      "https://example.in/mutual-funds/categories/equity-large-cap-fund",
    ]);
  });
});

describe("faqPageJsonLd", () => {
  it("makes one Question with an accepted Answer per FAQ", () => {
    expect(faqPageJsonLd([{ question: "Q1?", answer: "A1." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } }],
    });
  });
});
