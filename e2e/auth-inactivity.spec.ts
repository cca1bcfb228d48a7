import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signUp, uniqueEmail } from "./support/member";
import { pauseClockSoon } from "./support/pause-clock";

// Inactivity, on a fake clock: warning after 15 minutes, logout at 20, Continue resets.
test("the inactivity dialog warns at 15 minutes, Continue resets it, and the member is logged out at 20", async ({
  page,
}, testInfo) => {
  test.slow(); // twenty fake minutes of one-second ticks
  await signUp(page, uniqueEmail(testInfo));
  // The fake clock from a fresh page load on, so every timer of the page runs on it.
  await page.clock.install();
  await page.goto("/dashboard");
  // Paused: from here the page's time moves only by runFor, so a slow machine (an accessibility scan of several
  // seconds) cannot take real seconds off the countdown.
  await pauseClockSoon(page);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Asha" })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });

  await page.clock.runFor("14:58");
  await expect(dialog).toBeHidden();
  await page.clock.runFor("00:03");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("timer")).toContainText(/Logging out in (298|299|300) seconds/);

  // Activity does not count while the warning shows; only Continue does.
  await page.mouse.move(10, 10);
  await page.clock.runFor("01:00");
  await expect(dialog.getByRole("timer")).toContainText(/Logging out in 23\d seconds/);
  // axe-core waits on timers of its own: the clock runs in real time for the scan, and is paused again after it.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page, "inactivity dialog");
  await pauseClockSoon(page);
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.clock.runFor("14:50");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor("00:15");
  await expect(dialog).toBeVisible();
  await page.clock.runFor("05:00");
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
});

test("visitors get no inactivity timer", async ({ page }) => {
  await page.clock.install();
  await page.goto("/features");
  await page.clock.runFor("21:00");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/features$/);
});
