export interface ArticleJsonLdInput {
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  tags: readonly string[];
  /** The post's site path, e.g. /blog/sip-vs-lumpsum. */
  path: string;
  words: number;
}

/** schema.org Article of a blog post, with absolute URLs on `origin` ("https://example.com"). */
export function articleJsonLd(post: ArticleJsonLdInput, origin: string, publisher: { name: string; logoPath: string }) {
  const url = new URL(post.path, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Organization", name: post.author },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      logo: { "@type": "ImageObject", url: new URL(publisher.logoPath, origin).href },
    },
    keywords: post.tags.join(", "),
    wordCount: post.words,
    inLanguage: "en-IN",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: new URL("/opengraph-image", origin).href,
  };
}
