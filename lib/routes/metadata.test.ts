import { COMPANY } from "@/lib/content/company";
import { MISSING_OFFER_PAGE, UNKNOWN_PATH_PAGE } from "@/lib/content/missing-pages";
import { metadataFor, missingPageMetadata, SHARE_IMAGE } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

describe("metadataFor", () => {
  const guide = routeFor("/mutual-funds");

  it("gives a static public page its title, summary, own canonical and matching Open Graph and Twitter tags", () => {
    expect(metadataFor(guide)).toEqual({
      title: guide.title,
      description: guide.summary,
      robots: undefined,
      alternates: { canonical: "/mutual-funds" },
      openGraph: {
        title: guide.title,
        description: guide.summary,
        url: "/mutual-funds",
        siteName: COMPANY.brand,
        locale: "en_IN",
        type: "website",
        images: [SHARE_IMAGE],
      },
      twitter: { card: "summary_large_image", title: guide.title, description: guide.summary, images: [SHARE_IMAGE] },
    });
  });

  it("carries an overridden title, description and canonical into Open Graph and Twitter", () => {
    const meta = metadataFor(routeFor("/mutual-funds/categories/[slug]"), "Large Cap Fund", {
      description: "Large caps.",
      canonical: "/mutual-funds/categories/large-cap-fund",
      type: "article",
    });
    expect(meta.alternates).toEqual({ canonical: "/mutual-funds/categories/large-cap-fund" });
    expect(meta.openGraph).toMatchObject({
      title: "Large Cap Fund",
      description: "Large caps.",
      url: "/mutual-funds/categories/large-cap-fund",
      type: "article",
    });
    expect(meta.twitter).toMatchObject({ title: "Large Cap Fund", description: "Large caps." });
  });

  it("adds an article's date, authors and tags to Open Graph", () => {
    const article = { publishedTime: "2026-10-12", authors: ["FundLens Research"], tags: ["sip"] };
    const meta = metadataFor(routeFor("/blog/[slug]"), "SIP or lumpsum", {
      canonical: "/blog/sip-vs-lumpsum",
      article,
    });
    expect(meta.openGraph).toMatchObject({
      type: "article",
      url: "/blog/sip-vs-lumpsum",
      publishedTime: "2026-10-12",
      authors: ["FundLens Research"],
      tags: ["sip"],
    });
  });

  it("gives a dynamic route no canonical of its own pattern", () => {
    const meta = metadataFor(routeFor("/mutual-funds/categories/[slug]"));
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ url: undefined });
  });

  it("keeps member pages out of search engines", () => {
    expect(metadataFor(routeFor("/dashboard")).robots).toEqual({ index: false, follow: false });
  });
});

describe("missingPageMetadata", () => {
  it("titles an unknown offer's 404 as not found, not as an offer, and keeps it out of search results", () => {
    const meta = missingPageMetadata(MISSING_OFFER_PAGE);
    expect(meta).toEqual({
      title: "New fund offer not found",
      description: MISSING_OFFER_PAGE.message,
      robots: { index: false, follow: true },
    });
    expect(meta.title).not.toBe(routeFor("/mutual-funds/new-fund-offers/[id]").title);
    expect(MISSING_OFFER_PAGE.heading).toMatch(/not found$/);
    expect(MISSING_OFFER_PAGE.links[0]).toEqual({
      href: "/mutual-funds/new-fund-offers",
      label: "All new fund offers",
    });
  });

  it("names no canonical or Open Graph address for a page that does not exist", () => {
    const meta = missingPageMetadata(UNKNOWN_PATH_PAGE);
    expect(meta.title).toBe("Coming soon");
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).toBeUndefined();
  });
});
