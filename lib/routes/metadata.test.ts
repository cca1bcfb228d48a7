import { COMPANY } from "@/lib/content/company";
import { metadataFor, SHARE_IMAGE } from "@/lib/routes/metadata";
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
