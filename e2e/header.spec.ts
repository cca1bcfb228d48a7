import { expect, test } from "@playwright/test";

test.describe("logged-out header", () => {
  test("shows Features, the Mutual Funds and Tools menus, Sign Up and Login", async ({ page }) => {
    await page.goto("/features");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Features" })).toBeVisible();
    // Scoped to the header: the page body has its own "sign up" links (the Emergency Fund widget's).
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    await nav.getByRole("button", { name: "Mutual Funds" }).click();
    const fundLinks = nav.getByRole("list").getByRole("link");
    for (const [name, href] of [
      ["All About Mutual Fund", "/mutual-funds"],
      ["Screener", "/mutual-funds/mutual-fund-screener"],
      ["NFO", "/mutual-funds/new-fund-offers"],
      ["Baskets", "/mutual-funds/baskets"],
      ["Compare", "/mutual-funds/compare-mutual-funds"],
    ] as const) {
      await expect(fundLinks.filter({ hasText: new RegExp(`^${name}$`) })).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Screener" })).toBeHidden();

    await nav.getByRole("button", { name: "Tools" }).click();
    await expect(nav.getByRole("link", { name: "Risk Profiling" })).toHaveAttribute("href", "/risk-profiling");
    await expect(nav.getByRole("link", { name: "Goal Planning" })).toHaveAttribute("href", "/goal-planning");
    await expect(nav.getByRole("link", { name: "Calculators" })).toHaveAttribute("href", "/calculators");
    await nav.getByRole("link", { name: "Calculators" }).click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calculators" })).toBeVisible();
  });

  test("highlights the active tab by path prefix", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/mutual-funds/new-fund-offers");
    await expect(nav.getByRole("button", { name: "Mutual Funds" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Tools" })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/calculators/cagr-calculator");
    await expect(nav.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Mutual Funds" })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/features");
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
  });

  for (const path of ["/", "/login", "/signup"]) {
    test(`the top navigation is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(0);
    });
  }
});

test("the footer shows the distributor registration, the disclaimer and the company links", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/AMFI-registered mutual fund distributor · ARN-\d+/)).toBeVisible();
  await expect(footer.getByText(/not financial, investment, tax or legal advice/)).toBeVisible();
  await expect(footer.getByText(/© \d{4} .+\. All rights reserved\./)).toBeVisible();
  for (const section of ["Product", "Resources", "Company", "Social"]) {
    await expect(footer.getByRole("navigation", { name: section })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/cookie-policy");
});

test("the skip link appears on the first Tab and moves focus to the main content", async ({ page }) => {
  await page.goto("/features");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  // Shown for real when focused (a visually hidden link would be a 1 px box), inside the viewport.
  const box = await skip.boundingBox();
  expect(box?.height).toBeGreaterThan(20);
  expect(box?.width).toBeGreaterThan(60);
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
