import { expect, test, type Browser, type Page } from "@playwright/test";
import { MEMBER_SESSION_TTL_MS } from "@/lib/auth/member-session";
import { logIn, signOut, signUp, uniqueEmail } from "./support/member";

// Issue 37, 1: one member in two browsers; signing out in the first ends the second's session too, and the
// second's member pages then send it to the login page with a notice instead of showing empty lists.

async function secondBrowser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard", { timeout: 15_000 });
  return page;
}

test("a member signed out in another browser is sent to log in again from /watchlist and /portfolio", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  const other = await secondBrowser(browser, email);

  for (const path of ["/watchlist", "/portfolio"]) {
    await other.goto(path);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await signOut(page);
    // The API reuses a session's "live" answer for MEMBER_SESSION_TTL_MS: a reload after that finds it ended.
    await other.waitForTimeout(MEMBER_SESSION_TTL_MS + 1_000);

    await other.reload();
    await expect(other).toHaveURL(`/login?next=${encodeURIComponent(path)}&reason=signed-out`, { timeout: 15_000 });
    await expect(other.getByRole("status").filter({ hasText: "You were signed out" })).toBeVisible();
    expect(await other.evaluate(() => window.localStorage.getItem("token"))).toBeNull();

    // Logging in again returns to the page, with the member's data.
    await logIn(other, email);
    await expect(other).toHaveURL(path, { timeout: 15_000 });
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/watchlist") await expect(other.getByRole("heading", { name: "Your watchlists" })).toBeVisible();

    // The first browser signs in again, to sign out (everywhere) for the next page.
    await page.goto("/login");
    await logIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard", { timeout: 15_000 });
  }
});
