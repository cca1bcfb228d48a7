import { articleJsonLd } from "@/lib/seo/article-json-ld";

describe("articleJsonLd", () => {
  it("describes a post with absolute URLs on the site's origin", () => {
    const data = articleJsonLd(
      {
        title: "SIP or lumpsum",
        summary: "How to choose.",
        date: "2026-10-12",
        author: "FundLens Research",
        tags: ["sip", "tax saving"],
        path: "/blog/sip-vs-lumpsum",
        words: 812,
      },
      "https://fundlens.example",
      { name: "FundLens", logoPath: "/icon.svg" },
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "SIP or lumpsum",
      description: "How to choose.",
      datePublished: "2026-10-12",
      dateModified: "2026-10-12",
      author: { "@type": "Organization", name: "FundLens Research" },
      publisher: {
        "@type": "Organization",
        name: "FundLens",
        logo: { "@type": "ImageObject", url: "https://fundlens.example/icon.svg" },
      },
      keywords: "sip, tax saving",
      wordCount: 812,
      inLanguage: "en-IN",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://fundlens.example/blog/sip-vs-lumpsum" },
      url: "https://fundlens.example/blog/sip-vs-lumpsum",
      image: "https://fundlens.example/opengraph-image",
    });
  });
});
