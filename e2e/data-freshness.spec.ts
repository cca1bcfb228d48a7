import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatDate } from "@/lib/format";

// The data's as-of date in the screener's and a fund page's header, and the site-wide notice when the NAVs are
// behind what AMFI should have published. The notice is decided in the browser, by its clock (a cached page is
// read later than it was rendered), so Playwright's clock moves time here; the server's data stays as loaded.
const DAY_MS = 86_400_000;
const SCREENER = "/mutual-funds/mutual-fund-screener";

/** Noon in India, `days` after an ISO date. */
const noonInIndia = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS + 6.5 * 3_600_000);

async function siteAsOf(request: APIRequestContext): Promise<string> {
  const health = (await (await request.get("/api/health")).json()) as {
    payload: { latest_nav_date: string | null; stale: boolean };
  };
  expect(health.payload.latest_nav_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return health.payload.latest_nav_date!;
}

async function firstFundPage(page: Page): Promise<string> {
  const link = page.locator(`main table a[href^="${SCREENER}/"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}

const staleNotice = (page: Page) => page.getByRole("note").filter({ hasText: "These NAVs may be out of date." });

test("the screener and a fund page show the data's as-of date, with no notice while the NAVs are current", async ({
  page,
  request,
}) => {
  const asOf = await siteAsOf(request);
  // The as-of day itself, at noon: its NAVs are not even due yet.
  await page.clock.setFixedTime(noonInIndia(asOf, 0));
  await page.goto(SCREENER);
  await expect(page.locator("main")).toContainText(`Data as of ${formatDate(asOf)}`);
  const fund = await firstFundPage(page);
  await page.goto(fund);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Data as of ${formatDate(asOf)}`);
  // The notice would come with hydration: the tab bar works by then.
  await page.getByRole("tab", { name: "Performance" }).click();
  await expect(page.getByRole("tab", { name: "Performance" })).toHaveAttribute("aria-selected", "true");
  await expect(staleNotice(page)).toHaveCount(0);
});

test("two weeks on, every page says the NAVs may be out of date", async ({ page, request }) => {
  const asOf = await siteAsOf(request);
  await page.clock.setFixedTime(noonInIndia(asOf, 14));
  await page.goto(SCREENER);
  const fund = await firstFundPage(page);
  for (const path of [SCREENER, fund, "/calculators/cagr-calculator"]) {
    await page.goto(path);
    await expect(staleNotice(page)).toContainText(`The latest are of ${formatDate(asOf)}`);
  }
  await expect(page.locator("main")).not.toContainText("Data as of"); // the calculator has no data header
});

test("/api/health reports the latest NAV date, that it is current, and that no scheduled sync has run", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { payload } = (await response.json()) as { payload: Record<string, unknown> };
  // The end-to-end app loads the demo dataset up to the day it starts, and never syncs (SYNC_SCHEDULE=off).
  expect(payload).toMatchObject({ database: "up", stale: false, last_sync: null });
  expect(payload.latest_nav_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(payload.expected_nav_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
