import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./support/member";
import { totpCode } from "./support/totp";

// The profile page: edit the name, and enrol an authenticator app (TOTP) through to aal2.
test("a member edits their name and turns on two-factor authentication", async ({ page }, testInfo) => {
  test.slow();
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/profile");
  await page.getByLabel("Full name").fill("Asha Kumari Rao");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Asha Kumari Rao", { timeout: 15_000 });

  await page.getByRole("button", { name: "Add an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const secret = (await page.locator("text=Key:").locator("span").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel("6-digit code").fill("000000" === totpCode(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid TOTP code entered" })).toBeVisible();

  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Authenticator apps" }).getByRole("listitem")).toHaveCount(1);
});
