import { expect, test } from "@playwright/test";

// The small demo dataset has at most 7 funds a category (MIN_PEER_PLANS + 2), so paging is exercised with ?page_size=2.
const PAGED = "/mutual-funds/categories/other-index-funds?page_size=2";

test.describe("category pages", () => {
  test("the index lists categories grouped by broad category and links to each", async ({ page }) => {
    const response = await page.goto("/mutual-funds/categories");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Fund categories" })).toBeVisible();
    for (const assetClass of ["Equity", "Debt", "Hybrid"])
      await expect(page.getByRole("heading", { level: 2, name: assetClass, exact: true })).toBeVisible();
    const equity = page.getByRole("region", { name: "Equity", exact: true });
    await expect(equity.getByRole("link", { name: "Large Cap Fund", exact: true })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await equity.getByRole("link", { name: "Large Cap Fund", exact: true }).click();
    await expect(page).toHaveURL(/\/mutual-funds\/categories\/equity-large-cap-fund$/);
    await expect(page.getByRole("heading", { level: 1, name: "Large Cap Fund" })).toBeVisible();
  });

  test("a category page shows its definition, metrics and top funds", async ({ page }) => {
    await page.goto("/mutual-funds/categories/equity-large-cap-fund");
    await expect(page.getByRole("heading", { level: 2, name: "SEBI definition" })).toBeVisible();
    await expect(page.getByText(/predominantly investing in large cap stocks/)).toBeVisible();
    const metrics = page.getByRole("region", { name: "Key metrics" });
    await expect(metrics.getByText("Total AUM")).toBeVisible();
    await expect(metrics.getByText("Funds", { exact: true })).toBeVisible();
    const topFunds = page.getByRole("region", { name: "Top funds" });
    const firstFund = topFunds.getByRole("rowheader").first().getByRole("link");
    await expect(firstFund).toHaveAttribute("href", /^\/mutual-funds\/mutual-fund-screener\/\d+\?isin=/);
    await expect(page.getByRole("table", { name: /Average trailing returns/ })).toBeVisible();
    await expect(page.locator("details summary").first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types.sort()).toEqual(["BreadcrumbList", "FAQPage"]);
  });

  test("the pager moves through the top funds and the URL follows", async ({ page }) => {
    await page.goto(PAGED);
    const rows = page.getByRole("region", { name: "Top funds" }).getByRole("rowheader");
    await expect(rows).toHaveCount(2);
    const firstPage = await rows.allTextContents();
    const pager = page.getByRole("navigation", { name: "Top funds pages" });
    await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
    const secondPage = await rows.allTextContents();
    expect(secondPage).not.toEqual(firstPage);
    await pager.getByRole("link", { name: "Page 1" }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    expect(await rows.allTextContents()).toEqual(firstPage);
  });

  test("a page past the end shows the last page", async ({ page }) => {
    await page.goto(`${PAGED}&page=999`);
    const pager = page.getByRole("navigation", { name: "Top funds pages" });
    await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("region", { name: "Top funds" }).getByRole("rowheader").first()).toBeVisible();
  });

  test("an unknown category answers 404", async ({ page }) => {
    const response = await page.goto("/mutual-funds/categories/no-such-category");
    expect(response?.status()).toBe(404);
  });
});
