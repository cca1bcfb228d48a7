import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailedLink } from "./support/emailed-link";
import { logIn, signOut, signUp, uniqueEmail } from "./support/member";

// Forgot password -> the link in the email (the local mail server's copy) -> the reset page (PASSWORD_RECOVERY) -> updateUser.
test("a forgotten password is reset through the emailed link, and the new one logs in", async ({ page }, testInfo) => {
  test.slow(); // five full page loads through the auth service
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await signOut(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account exists for ${email}`);

  await page.goto(await emailedLink(email, "Reset your password"));
  await expect(page).toHaveURL(/\/reset-password/, { timeout: 15_000 });
  const newPassword = page.getByLabel("New password", { exact: true });
  await expect(newPassword).toBeVisible({ timeout: 15_000 });
  await newPassword.fill("Another-Horse-43");
  await page.getByLabel("Repeat the new password").fill("Another-Horse-43");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await signOut(page);
  await logIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible();
  await logIn(page, email, "Another-Horse-43");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test("a reset page without a recovery session offers a new link", async ({ page }) => {
  await page.goto("/reset-password");
  // The browser first loads the auth client and reads the (absent) session.
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password", {
    timeout: 15_000,
  });
});
