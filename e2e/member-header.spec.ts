import { expect, test } from "@playwright/test";
import { signOut, signUp, uniqueEmail } from "./support/member";

// The member navigation is inferred from the token kept in local storage.
test("with a stored token the header shows the member menu, and sign-out clears storage and goes to /login", async ({
  page,
}, testInfo) => {
  await signUp(page, uniqueEmail(testInfo));
  await page.evaluate(() => window.localStorage.setItem("other", "kept-until-logout"));
  await page.goto("/portfolio");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("button", { name: "Mutual Funds" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Tools" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Features" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);

  await signOut(page);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto("/features");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" })).toBeVisible();
});

test("a stale token without a session is dropped, and the visitor header comes back", async ({ page }) => {
  await page.goto("/features");
  await page.evaluate(() => window.localStorage.setItem("token", "a-token-from-an-old-session"));
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" })).toBeVisible();
  // Read once the page has settled: under CI's load one run read it while the page was navigating ("Execution context
  // was destroyed"), which failed the poll instead of letting it read again.
  await expect
    .poll(async () => {
      await page.waitForLoadState();
      return page
        .evaluate(() => window.localStorage.getItem("token"))
        .catch((error: Error) => `not read: ${error.message}`);
    })
    .toBeNull();
});
