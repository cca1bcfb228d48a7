import { expect, test, type APIRequestContext } from "@playwright/test";
import { CALCULATOR_LANDINGS } from "@/lib/content/calculator-landings";

// Absolute URLs use NEXT_PUBLIC_SITE_URL (the test server's address, see playwright.config.ts).
const ABSOLUTE = /^https?:\/\/[^/]+\//;

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
}

test("robots.txt keeps crawlers out of the API, member and log-in pages and names the sitemap index", async ({
  request,
}) => {
  const robots = await text(request, "/robots.txt");
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toContain("Allow: /");
  for (const path of [
    "/api/",
    "/dashboard",
    "/profile",
    "/watchlist",
    "/portfolio",
    "/risk-profiling",
    "/login",
    "/signup",
  ]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap-index\.xml/);
});

test("security.txt, a static file from public/, gives the site's contact for security reports", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toMatch(/^Contact: mailto:\S+@\S+$/m);
});

test("the sitemap index names the sitemaps, which list every kind of page by absolute URL", async ({ request }) => {
  const index = await text(request, "/sitemap-index.xml");
  expect(index).toContain("<sitemapindex");
  const sitemaps = locs(index);
  expect(sitemaps.length).toBeGreaterThanOrEqual(1);
  expect(sitemaps[0]).toMatch(/^https?:\/\/[^/]+\/sitemap\/0\.xml$/);

  const urls = locs(await text(request, new URL(sitemaps[0] ?? "").pathname));
  for (const url of urls) expect(url).toMatch(ABSOLUTE);
  const paths = urls.map((url) => new URL(url).pathname);
  expect(paths).toContain("/");
  expect(paths).toContain("/mutual-funds/categories");
  expect(paths).toContain("/mutual-funds/categories/equity-large-cap-fund");
  expect(paths.some((p) => /^\/mutual-funds\/asset-management-companies\/[a-z0-9-]+$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/mutual-funds\/new-fund-offers\/\d+$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/mutual-funds\/mutual-fund-screener\/\d+$/.test(p))).toBe(true);
  for (const member of ["/dashboard", "/login", "/signup", "/portfolio"]) expect(paths).not.toContain(member);
  expect(paths.filter((p) => p.includes("["))).toEqual([]);
  // A fund's last change is its latest NAV date.
  const sitemap = await text(request, "/sitemap/0.xml");
  expect(sitemap).toMatch(/<loc>[^<]+\/mutual-funds\/mutual-fund-screener\/\d+<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
  // Past the last sitemap there is none.
  expect((await request.get(`/sitemap/${sitemaps.length}.xml`)).status()).toBe(404);
});

test("a category page's canonical link and breadcrumb JSON-LD are absolute URLs", async ({ page }) => {
  await page.goto("/mutual-funds/categories/equity-large-cap-fund");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/mutual-funds\/categories\/equity-large-cap-fund$/);
  const origin = new URL(canonical ?? "").origin;
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const breadcrumb = jsonLd.find((d) => d["@type"] === "BreadcrumbList") as
    { itemListElement: { item: string }[] } | undefined;
  expect(breadcrumb?.itemListElement.map((i) => i.item)).toEqual(
    ["/", "/mutual-funds", "/mutual-funds/categories", "/mutual-funds/categories/equity-large-cap-fund"].map(
      (p) => `${origin}${p}`,
    ),
  );
});

for (const path of [
  "/mutual-funds",
  "/mutual-funds/categories/equity-large-cap-fund",
  "/mutual-funds/new-fund-offers",
  "/calculators",
  CALCULATOR_LANDINGS[0]?.href ?? "/calculators",
]) {
  test(`${path} has Open Graph and Twitter tags that match its title, description and canonical URL, and a share image`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const meta = async (selector: string) => page.locator(selector).first().getAttribute("content");
    const description = await meta('meta[name="description"]');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const ogTitle = await meta('meta[property="og:title"]');
    expect(ogTitle).toBeTruthy();
    expect(await page.title()).toContain(ogTitle ?? "");
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[property="og:locale"]')).toBe("en_IN");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:title"]')).toBe(ogTitle);
    const image = await meta('meta[property="og:image"]');
    expect(image).toMatch(ABSOLUTE);
    const response = await request.get(new URL(image ?? "").pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
}
