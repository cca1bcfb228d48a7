import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });
// Two accessibility scans of the fund page's widest panels: over 30 s on a 2-core machine running the other suites.
test.describe.configure({ timeout: 90_000 });

const TABS = ["Overview", "MF Facts", "Performance", "Risk", "Portfolio Measures", "Category"];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

async function openFirstLargeCapFund(page: Page): Promise<void> {
  await page.goto("/mutual-funds/categories/equity-large-cap-fund");
  await page.getByRole("region", { name: "Top funds" }).getByRole("rowheader").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("on a phone the tabs scroll sideways and each opens its panel", async ({ page }) => {
  await openFirstLargeCapFund(page);
  // The page itself never scrolls sideways; the tab strip does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const tablist = page.getByRole("tablist", { name: "Fund details" });
  expect(await tablist.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  for (const name of TABS) {
    const tab = tablist.getByRole("tab", { name });
    await tab.tap();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).toBeInViewport();
    await expect(page.getByRole("tabpanel", { name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  // The widest tables: they scroll inside the page.
  await expectNoSeriousA11yViolations(page, "Category tab on a phone");
  await tablist.getByRole("tab", { name: "Performance" }).tap();
  await expectNoSeriousA11yViolations(page, "Performance tab on a phone");
});

test("on a phone the NAV chart switches ranges and shows its data", async ({ page }) => {
  await openFirstLargeCapFund(page);
  const chart = page.getByRole("region", { name: "NAV history" });
  const title = chart.locator("figcaption > span").first();
  await expect(title).toHaveText("NAV, last year");
  await chart.getByRole("button", { name: "3M" }).tap();
  await expect(title).toHaveText("NAV, last 3 months");
  await expect(chart.locator("canvas")).toBeVisible();
  await chart.getByText("Show the data as a table").tap();
  // Three months of business days, every one listed.
  const rows = chart.getByRole("table").getByRole("rowheader");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(55);
  expect(await rows.count()).toBeLessThanOrEqual(70);
  await expectNoSeriousA11yViolations(page, "fund page chart on a phone");
});
