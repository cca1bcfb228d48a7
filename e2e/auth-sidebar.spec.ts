import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./support/member";

// Sidebar layouts: members only, desktop only, 60 px collapsed and 250 px on hover.
test("members get the collapsible tools and mutual-funds sidebars; visitors do not", async ({ page }, testInfo) => {
  await page.goto("/calculators");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Tools" })).toHaveCount(0);

  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/calculators/cagr-calculator");
  const tools = page.getByRole("navigation", { name: "Tools" });
  // Drawn once the header's member part has loaded after hydration.
  await expect(tools).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await tools.boundingBox())?.width).toBe(60);
  await expect(tools.getByRole("link", { name: "Calculators" })).toHaveAttribute("data-active", "true");
  await expect(tools.getByRole("link", { name: "Risk Profiling" })).toHaveAttribute("data-active", "false");

  await tools.hover();
  await expect.poll(async () => (await tools.boundingBox())?.width).toBe(250);
  await expect(tools.getByRole("link", { name: "Goal Planner" })).toHaveAttribute("href", "/goal-planning");
  await page.mouse.move(900, 600);
  await expect.poll(async () => (await tools.boundingBox())?.width).toBe(60);

  await page.goto("/mutual-funds/new-fund-offers");
  const funds = page.getByRole("navigation", { name: "Mutual funds" });
  await expect(funds.getByRole("link", { name: "NFO" })).toHaveAttribute("aria-current", "page");
  await expect(funds.getByRole("link")).toHaveCount(4);

  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(funds).toBeHidden();
});
