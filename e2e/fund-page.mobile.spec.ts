import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

const TABS = ["Overview", "MF Facts", "Performance", "Risk", "Portfolio Measures", "Category"];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

test("on a phone the tabs scroll sideways, each opens its panel, and the chart switches ranges", async ({ page }) => {
  await page.goto("/mutual-funds/categories/equity-large-cap-fund");
  await page.getByRole("region", { name: "Top funds" }).getByRole("rowheader").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

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
    await expectNoSeriousA11yViolations(page, `${name} tab on a phone`);
  }

  await tablist.getByRole("tab", { name: "Overview" }).tap();
  const chart = page.getByRole("region", { name: "NAV history" });
  await expect(chart.getByText("NAV, last year", { exact: true })).toBeVisible();
  await chart.getByRole("button", { name: "3M" }).tap();
  await expect(chart.getByText("NAV, last 3 months", { exact: true })).toBeVisible();
  await expect(chart.locator("canvas")).toBeVisible();
  await chart.getByText("Show the data as a table").tap();
  const rows = chart.getByRole("table").getByRole("rowheader");
  expect(await rows.count()).toBeGreaterThanOrEqual(55);
  expect(await rows.count()).toBeLessThanOrEqual(70);
  await expectNoSeriousA11yViolations(page, "fund page chart on a phone");
});
