import { expect, test } from "@playwright/test";
import { ROUTE_ALIASES, ROUTES } from "@/lib/routes/route-table";

const concretePath = (route: (typeof ROUTES)[number]) => ("example" in route ? route.example : route.path);

test.describe("the route table", () => {
  for (const route of ROUTES) {
    const path = concretePath(route);
    test(`${path} answers 200 with its own page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("We are still building this page")).toHaveCount(0);
    });
  }
});

test.describe("unknown paths render the coming-soon page with 404", () => {
  for (const path of ["/no-such-page", "/mutual-funds/no-such-screen", "/calculators/no-such-calculator", "/mutual-funds/categories/a/b", "/mutual-funds/mutual-fund-screener/not-a-code"]) {
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
