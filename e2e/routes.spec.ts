import { expect, test } from "@playwright/test";
import { ROUTE_ALIASES, ROUTES } from "@/lib/routes/route-table";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { CONTENT_PAGES } from "./support/content-pages";

const concretePath = (route: (typeof ROUTES)[number]) => ("example" in route ? route.example : route.path);

// Pages whose own journeys do not already run axe-core: scanned here, on the same page load. Each must have
// no serious or critical violation.
const SCANNED = new Set([
  "/mutual-funds",
  "/mutual-funds/categories",
  "/mutual-funds/categories/equity-large-cap-fund",
  "/mutual-funds/asset-management-companies",
  "/mutual-funds/new-fund-offers",
  "/mutual-funds/baskets",
]);

// Content pages are loaded and checked the same way (and more) in content.spec.ts.
const CHECKED_HERE: string[] = ROUTES.map(concretePath).filter((path) => !CONTENT_PAGES.includes(path));

test.describe("the route table", () => {
  for (const path of CHECKED_HERE) {
    test(`${path} answers 200 with its own page${SCANNED.has(path) ? " and no serious accessibility violation" : ""}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("We are still building this page")).toHaveCount(0);
      if (SCANNED.has(path)) await expectNoSeriousA11yViolations(page, path);
    });
  }

  test("every page to scan with axe-core is one this file loads", () => {
    expect([...SCANNED].filter((path) => !CHECKED_HERE.includes(path))).toEqual([]);
  });
});

test.describe("unknown paths render the coming-soon page with 404", () => {
  for (const path of [
    "/no-such-page",
    "/mutual-funds/no-such-screen",
    "/calculators/no-such-calculator",
    "/mutual-funds/categories/a/b",
    "/mutual-funds/mutual-fund-screener/not-a-code",
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Coming soon")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "We are still building this page" })).toBeVisible();
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
