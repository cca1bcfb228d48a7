import { expect, test } from "@playwright/test";
import {
  MISSING_AMC_PAGE,
  MISSING_ARTICLE_PAGE,
  MISSING_CATEGORY_PAGE,
  MISSING_FUND_PAGE,
} from "@/lib/content/missing-pages";
import { ROUTE_ALIASES } from "@/lib/routes/route-table";
import { DESKTOP_VIEWPORT, expectRoutePage, MEMBER_PATHS, memberTest, VISITOR_PATHS } from "./support/route-pages";

// Every page of the route table, each loaded once and scanned with axe-core there; the same at 375 px in
// routes.mobile.spec.ts.
test.use({ viewport: DESKTOP_VIEWPORT });

test.describe("the route table", () => {
  for (const path of VISITOR_PATHS) {
    test(`${path} answers 200 with its own page and no serious accessibility violation`, async ({ page }) => {
      await expectRoutePage(page, path, path);
    });
  }
});

memberTest.describe("the route table, signed in", () => {
  for (const path of MEMBER_PATHS) {
    memberTest(`${path} answers 200 with its own page and no serious accessibility violation`, async ({ page }) => {
      await expectRoutePage(page, path, path);
    });
  }
});

test.describe("unknown paths render the coming-soon page with 404", () => {
  for (const path of [
    "/no-such-page",
    "/mutual-funds/no-such-screen",
    "/calculators/no-such-calculator",
    "/mutual-funds/categories/a/b",
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Coming soon")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "We are still building this page" })).toBeVisible();
    });
  }
});

test.describe("an id that names nothing is a 404 that says what was not found", () => {
  for (const { path, content } of [
    { path: "/mutual-funds/mutual-fund-screener/999999999", content: MISSING_FUND_PAGE },
    { path: "/mutual-funds/mutual-fund-screener/not-a-code", content: MISSING_FUND_PAGE },
    { path: "/mutual-funds/asset-management-companies/no-such-fund-house", content: MISSING_AMC_PAGE },
    { path: "/mutual-funds/categories/no-such-category", content: MISSING_CATEGORY_PAGE },
    { path: "/blog/no-such-article", content: MISSING_ARTICLE_PAGE },
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${content.title} | FundLens`);
      await expect(page.getByRole("heading", { level: 1, name: content.heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      const first = content.links[0]!;
      await expect(page.getByRole("main").getByRole("link", { name: first.label })).toHaveAttribute("href", first.href);
    });
  }
});

test.describe("alternative spellings redirect permanently to their screen", () => {
  for (const { source, destination } of ROUTE_ALIASES) {
    test(`${source} -> ${destination}`, async ({ page, request }) => {
      const first = await request.get(source, { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(first.headers()["location"]).toBe(destination);
      // The query survives the redirect. Read from the answer itself: once the screener hydrates, it tidies
      // its address and drops parameters it does not know, which made reading page.url() a race.
      const withQuery = await request.get(`${source}?from=menu`, { maxRedirects: 0 });
      expect(withQuery.headers()["location"]).toBe(`${destination}?from=menu`);
      await page.goto(source);
      expect(new URL(page.url()).pathname).toBe(destination);
    });
  }
});
