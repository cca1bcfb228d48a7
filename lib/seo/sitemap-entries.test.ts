import { ROUTES } from "@/lib/routes/route-table";
import { CALCULATOR_LANDINGS } from "@/lib/content/calculator-landings";
import {
  MAX_URLS_PER_SITEMAP,
  blogSitemapPaths,
  landingSitemapPaths,
  sitemapChunk,
  sitemapCount,
  sitemapEntries,
  sitemapIndexXml,
  staticSitemapPaths,
} from "@/lib/seo/sitemap-entries";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("sitemapCount and sitemapChunk", () => {
  it.each([
    [0, 1, [0]],
    [1, 1, [1]],
    [50_000, 1, [50_000]],
    [50_001, 2, [50_000, 1]],
    [120_000, 3, [50_000, 50_000, 20_000]],
  ])("splits %i URLs into %i sitemaps of sizes %j", (total, count, sizes) => {
    expect(sitemapCount(total)).toBe(count);
    const items = numbers(total);
    const chunks = numbers(count).map((id) => sitemapChunk(items, id));
    expect(chunks.map((c) => c.length)).toEqual(sizes);
    // Every URL exactly once, in order.
    expect(chunks.flat()).toEqual(items);
    expect(sitemapChunk(items, count)).toEqual([]);
  });

  it("uses the sitemaps.org limit", () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  });

  it("returns nothing for a negative or fractional id", () => {
    expect(sitemapChunk([1, 2, 3], -1)).toEqual([]);
    expect(sitemapChunk([1, 2, 3], 0.5)).toEqual([]);
  });
});

describe("staticSitemapPaths", () => {
  const paths = staticSitemapPaths(ROUTES).map((p) => p.path);

  it("names the public static pages", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/mutual-funds/categories");
    expect(paths).toContain("/calculators/cagr-calculator");
  });

  it("leaves out member pages, log-in pages and [param] patterns", () => {
    for (const path of ["/dashboard", "/profile", "/watchlist", "/portfolio", "/risk-profiling", "/login", "/signup"])
      expect(paths).not.toContain(path);
    expect(paths.filter((p) => p.includes("["))).toEqual([]);
  });
});

describe("landingSitemapPaths", () => {
  it("names every calculator landing page at its own address", () => {
    const paths = landingSitemapPaths(CALCULATOR_LANDINGS).map((p) => p.path);
    expect(paths).toEqual(CALCULATOR_LANDINGS.map((landing) => landing.href));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\/calculators\/[a-z-]+\?[a-z-]+=/);
  });
});

describe("blogSitemapPaths", () => {
  it("lists each post with its date, then the index pages after the first", () => {
    const posts = [
      { slug: "b", date: "2026-11-09" },
      { slug: "a", date: "2026-10-12" },
    ];
    expect(blogSitemapPaths(posts, 3)).toEqual([
      { path: "/blog/b", lastModified: "2026-11-09" },
      { path: "/blog/a", lastModified: "2026-10-12" },
      { path: "/blog/page/2" },
      { path: "/blog/page/3" },
    ]);
    expect(blogSitemapPaths([], 1)).toEqual([]);
  });
});

describe("sitemapEntries", () => {
  it("entity-escapes a query's & (Next.js writes the url into <loc> as it is)", () => {
    expect(
      sitemapEntries(
        [{ path: "/calculators/lumpsum-calculator?amount=500000&rate=12" }],
        "https://fundlens.example.in",
      ),
    ).toEqual([{ url: "https://fundlens.example.in/calculators/lumpsum-calculator?amount=500000&amp;rate=12" }]);
    // new URL percent-encodes the other characters XML reserves.
    expect(sitemapEntries([{ path: "/a?b='<>\"&c" }], "https://x.in")).toEqual([
      { url: "https://x.in/a?b=%27%3C%3E%22&amp;c" },
    ]);
  });

  it("makes absolute URLs on the origin and keeps a last-modified date only where there is one", () => {
    expect(
      sitemapEntries(
        [{ path: "/" }, { path: "/mutual-funds/mutual-fund-screener/119551", lastModified: "2026-08-21" }],
        "https://fundlens.example.in",
      ),
    ).toEqual([
      { url: "https://fundlens.example.in/" },
      { url: "https://fundlens.example.in/mutual-funds/mutual-fund-screener/119551", lastModified: "2026-08-21" },
    ]);
  });
});

describe("sitemapIndexXml", () => {
  it("names each sitemap file by its absolute address", () => {
    const xml = sitemapIndexXml("https://fundlens.example.in", 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://fundlens.example.in/sitemap/0.xml</loc>");
    expect(xml).toContain("<loc>https://fundlens.example.in/sitemap/1.xml</loc>");
    expect(xml).not.toContain("/sitemap/2.xml");
  });
});
