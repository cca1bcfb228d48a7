import { expect, test } from "@playwright/test";

test("on a phone the menu slides in with the same items and closes", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeVisible();
  for (const name of [
    "Features",
    "All About Mutual Fund",
    "Screener",
    "NFO",
    "Baskets",
    "Compare",
    "Risk Profiling",
    "Goal Planning",
    "Calculators",
    "Sign Up",
    "Login",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Screener", exact: true }).click();
  await expect(page).toHaveURL(/\/mutual-funds\/mutual-fund-screener$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Mutual Funds" })).toBeVisible();
  await expect(menu).toBeHidden();
});
