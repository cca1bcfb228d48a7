import { expect, test } from "@playwright/test";

test("the cookie banner shows until closed, links to the policy in a new tab, and sets a 365-day cookie", async ({
  page,
  context,
}) => {
  await page.goto("/features");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  const policy = banner.getByRole("link", { name: "Cookie Policy" });
  await expect(policy).toHaveAttribute("href", "/cookie-policy");
  await expect(policy).toHaveAttribute("target", "_blank");

  const before = Date.now() / 1000;
  await banner.getByRole("button", { name: /accept cookies and close/i }).click();
  await expect(banner).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === "cookie_consent");
  expect(consent?.value).toBe("accepted");
  const lifetimeDays = ((consent?.expires ?? 0) - before) / 86_400;
  expect(lifetimeDays).toBeGreaterThan(364.99);
  expect(lifetimeDays).toBeLessThan(365.01);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
});

test("analytics is not loaded when no measurement id is configured, even after consent", async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on("request", (r) => r.url().includes("googletagmanager") && analyticsRequests.push(r.url()));
  await page.goto("/features");
  await page.getByRole("button", { name: /accept cookies and close/i }).click();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(analyticsRequests).toEqual([]);
});
