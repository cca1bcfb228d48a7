import { expect, test } from "@playwright/test";

const ENTRY_POINTS = [
  "/mutual-funds/mutual-fund-screener",
  "/mutual-funds/compare-mutual-funds",
  "/mutual-funds/categories",
  "/mutual-funds/new-fund-offers",
  "/mutual-funds/asset-management-companies",
  "/mutual-funds/baskets",
  "/calculators",
];

test.describe("the mutual funds guide", () => {
  test("explains mutual funds, states the key facts in its FAQs and links to every section", async ({ page }) => {
    const response = await page.goto("/mutual-funds");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Mutual funds" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Direct vs Regular plans, Growth vs IDCW" }),
    ).toBeVisible();

    const equityFaqs = page.getByRole("region", { name: "Equity funds FAQs" });
    const elss = equityFaqs.locator("details", { hasText: "What is an ELSS fund" });
    await expect(elss.getByText(/deduction of up to ₹1\.5 lakh a year under section 80C/)).toBeHidden();
    await elss.locator("summary").click();
    await expect(elss.getByText(/deduction of up to ₹1\.5 lakh a year under section 80C/)).toBeVisible();
    await expect(elss.getByText(/3-year lock-in/)).toBeVisible();

    const horizon = equityFaqs.locator("details", { hasText: "How long should I stay invested" });
    await horizon.locator("summary").click();
    await expect(horizon.getByText(/at least 5 years/)).toBeVisible();

    const review = page
      .getByRole("region", { name: "Mutual funds FAQs" })
      .locator("details", { hasText: "How often should I review" });
    await review.locator("summary").click();
    await expect(review.getByText(/every 6 to 12 months/)).toBeVisible();

    const explore = page.getByRole("region", { name: "Explore mutual funds" });
    const hrefs = await explore.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual([...ENTRY_POINTS].sort());
    await expect(
      page.getByRole("main").getByRole("link", { name: "See every SEBI category with its returns" }),
    ).toHaveAttribute("href", "/mutual-funds/categories");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types.sort()).toEqual(["BreadcrumbList", "FAQPage"]);
  });

  test("the fund houses card leads to its page", async ({ page }) => {
    await page.goto("/mutual-funds");
    await page.getByRole("region", { name: "Explore mutual funds" }).getByRole("link", { name: "Fund houses" }).click();
    await expect(page).toHaveURL(/\/mutual-funds\/asset-management-companies$/);
  });
});

test.describe("fund baskets", () => {
  test("lists the baskets with their funds, each linking to its fund page", async ({ page }) => {
    const response = await page.goto("/mutual-funds/baskets");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Fund baskets" })).toBeVisible();
    const elss = page.getByRole("region", { name: "Tax saver (ELSS)", exact: true });
    await expect(elss).toBeVisible();
    const rows = elss.getByRole("rowheader");
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/mutual-funds\/mutual-fund-screener\/\d+\?isin=[A-Z0-9]{12}$/,
    );
    const allLinks = page.getByRole("main").getByRole("rowheader").getByRole("link");
    for (const href of await allLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/mutual-funds\/mutual-fund-screener\/\d+(\?isin=[A-Z0-9]{12})?$/);
    }
  });

  test("/mutual-funds/basket redirects to the baskets", async ({ page }) => {
    await page.goto("/mutual-funds/basket");
    expect(new URL(page.url()).pathname).toBe("/mutual-funds/baskets");
    await expect(page.getByRole("heading", { level: 1, name: "Fund baskets" })).toBeVisible();
  });
});
