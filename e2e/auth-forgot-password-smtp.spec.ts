import { expect, test } from "@playwright/test";
import { emailedLink } from "./support/emailed-link";
import { logIn, signOut, signUp, uniqueEmail } from "./support/member";

// Forgot password through real email: the app sends over SMTP to the local mail server
// (scripts/e2e-smtp-sink.ts), and the journey follows the link in the email it received.
test("forgot password: the email arrives over SMTP, its link resets the password, the new one logs in", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await signOut(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The login page has an "Email or mobile number" field: fill only once the navigation has landed.
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account exists for ${email}`);

  await page.goto(await emailedLink(email, "Reset your password"));
  await expect(page).toHaveURL(/\/reset-password/, { timeout: 15_000 });
  const newPassword = page.getByLabel("New password", { exact: true });
  await expect(newPassword).toBeVisible({ timeout: 15_000 });
  await newPassword.fill("Mail-Carried-Horse-44");
  await page.getByLabel("Repeat the new password").fill("Mail-Carried-Horse-44");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await signOut(page);
  await logIn(page, email, "Mail-Carried-Horse-44");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});
