import { expect, test, type Page } from "@playwright/test";
import { logIn, signOut, signUp, uniqueEmail } from "./support/member";
import { totpCode } from "./support/totp";

// Issue 19, point 1: a member with an authenticator app logs in with the password and then its code; a
// password-only session is sent to the code step from member pages; removing an app from an aal1 session
// asks for its code first. Codes are computed here (RFC 6238, e2e/support/totp.ts) from the key the page shows.

const CODE_LABEL = "6-digit code from your authenticator app";

/** Enrols an authenticator app on /profile through the page and returns its key. */
async function addApp(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Add an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const secret = (await page.locator("text=Key:").locator("span").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.").last()).toBeVisible();
  return secret;
}

const wrongCodeFor = (secret: string) =>
  ["000000", "111111", "222222"].find(
    (code) => ![-30_000, 0, 30_000].some((shift) => totpCode(secret, Date.now() + shift) === code),
  ) ?? "333333";

test("a member with an authenticator app logs in with the password and then its code, and removes apps with a code", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await page.goto("/profile");
  const first = await addApp(page);
  const second = await addApp(page);
  const apps = page.getByRole("list", { name: "Authenticator apps" }).getByRole("listitem");
  await expect(apps).toHaveCount(2);

  await signOut(page);

  // The password alone no longer opens the dashboard: the code step follows it.
  await logIn(page, email);
  const codeField = page.getByLabel(CODE_LABEL);
  await expect(codeField).toBeVisible({ timeout: 15_000 });
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(page).toHaveURL(/\/login$/);
  await codeField.fill(wrongCodeFor(first));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();
  await codeField.fill(totpCode(first));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Asha" })).toBeVisible();

  // A second browser stops at the code step and opens a member page directly: the page sends it back to the code.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto("/login");
  await logIn(tab, email);
  await expect(tab.getByLabel(CODE_LABEL)).toBeVisible({ timeout: 15_000 });
  await tab.goto("/profile");
  await expect(tab).toHaveURL(/\/login\?next=%2Fprofile&step=mfa$/, { timeout: 15_000 });
  // A member with two apps picks the one at hand.
  await tab.getByLabel("Authenticator app", { exact: true }).selectOption({ index: 1 });
  await tab.getByLabel(CODE_LABEL).fill(totpCode(second));
  await tab.getByRole("button", { name: "Verify and log in" }).click();
  await expect(tab).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await other.close();

  // Removing the app this session was verified with drops it to aal1 on the server; the other app then asks for its code.
  await page.goto("/profile");
  await expect(apps).toHaveCount(2, { timeout: 15_000 });
  await apps.first().getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("The authenticator app has been removed.")).toBeVisible();
  await expect(apps).toHaveCount(1);
  await apps.first().getByRole("button", { name: "Remove" }).click();
  const removeField = page.getByRole("form", { name: "Two-factor authentication" }).getByLabel(CODE_LABEL);
  await expect(removeField).toBeVisible();
  await expect(page.getByText("AAL2 required to unenroll verified factor")).toHaveCount(0);
  await removeField.fill(totpCode(second));
  await page.getByRole("button", { name: "Verify and remove" }).click();
  await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
  await expect(apps).toHaveCount(0);

  // With no app left, the password alone signs in again.
  await signOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});
