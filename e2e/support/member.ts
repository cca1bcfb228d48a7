import { expect, type Page, type TestInfo } from "@playwright/test";

export const MEMBER_PASSWORD = "Correct-Horse-42";

/** A unique address per test (and per retry), so tests never share an account. */
export function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 24);
  return `${slug}-${testInfo.workerIndex}-${testInfo.retry}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs up through the page and waits for the dashboard (or the page `next` asked for). */
export async function signUp(
  page: Page,
  email: string,
  { name = "Asha Rao", expectPath = "/dashboard" }: { name?: string; expectPath?: string } = {},
): Promise<void> {
  if (!page.url().includes("/signup")) await page.goto("/signup");
  await page.getByLabel("Full name (optional)").fill(name);
  await page.getByLabel("Email or mobile number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  // A full page load through the proxy's session check: allow for a busy machine.
  await expect(page).toHaveURL((url) => url.pathname === expectPath, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("token"))).not.toBeNull();
}

export async function logIn(page: Page, email: string, password = MEMBER_PASSWORD): Promise<void> {
  await page.getByLabel("Email or mobile number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Signs out through the header and waits for the login page. A toast can sit over the header's button, and a
 * toast stays while the pointer is on it (sonner pauses it), so a click would wait on it for ever: wait it out first.
 */
export async function signOut(page: Page): Promise<void> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
}
