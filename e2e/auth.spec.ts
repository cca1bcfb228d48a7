import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SAME_REQUEST_SECONDS } from "@/lib/dashboard/welcome";
import { logIn, MEMBER_PASSWORD, signOut, signUp, uniqueEmail } from "./support/member";

// Issue 7, "Done when": the members' journeys against the embedded auth service, through the real clients.

test("sign up, log out, log in, and land on the protected page asked for; a reload keeps the session", async ({
  page,
}, testInfo) => {
  // Five full page loads through the auth service. (routes.spec.ts scans each of these pages with axe-core.)
  test.slow();
  const email = uniqueEmail(testInfo);

  await page.goto("/watchlist");
  await expect(page).toHaveURL(/\/login\?next=%2Fwatchlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fwatchlist$/);
  await signUp(page, email, { expectPath: "/watchlist" });
  const signedUpAt = Date.now();

  // Just signed up: welcomed, not welcomed back (issue 37, 12).
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Asha" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Your watchlists/ })).toHaveAttribute("href", "/watchlist");

  await signOut(page);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  // A session begun within seconds of the account's creation counts as the sign-up's own: this log-in comes later,
  // as a person's would.
  await page.waitForTimeout(Math.max(0, signedUpAt + (SAME_REQUEST_SECONDS + 1) * 1000 - Date.now()));
  await logIn(page, email);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Asha Rao");

  // Logged in again: a return.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Asha" })).toBeVisible();
});

test("a foreign next address is ignored after logging in", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await signOut(page);
  await page.goto("/login?next=//evil.example/path");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the login and sign-up pages send a member to /", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/login");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/signup");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("sign-up explains a missing identifier, a weak password and a wrong login", async ({ page }, testInfo) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "You must provide either an email or phone number and a password" }),
  ).toBeVisible();

  await page.getByLabel("Email or mobile number").fill(uniqueEmail(testInfo));
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await expect(page.getByText("Password strength: Weak")).toBeVisible();
  await page.getByRole("button", { name: "Sign up" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Password should be at least 6 characters." });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("listitem")).toContainText(["It is too short."]);

  await password.fill("abcdefg1");
  await expect(page.getByText("Password strength: Moderate")).toBeVisible();
  await password.fill(MEMBER_PASSWORD);
  await expect(page.getByText("Password strength: Strong")).toBeVisible();

  await page.goto("/login");
  await logIn(page, uniqueEmail(testInfo), "Not-the-password-1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible();
});

test("logging out in a second tab logs the first tab out too", async ({ page, context }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo));
  const second = await context.newPage();
  await second.goto("/profile");
  await expect(second.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

  await signOut(second);
  await expect(page).toHaveURL(/\/login(\?next=%2Fdashboard)?$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
});

test("members' pages ask for a desktop below 1024 px", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo));
  const message = page.getByRole("heading", { name: "Please use a desktop device" });
  const greeting = page.getByRole("heading", { level: 1, name: "Welcome, Asha" });

  await page.setViewportSize({ width: 1023, height: 800 });
  await page.goto("/dashboard");
  await expect(message).toBeVisible();
  await expect(greeting).toBeHidden();
  await expectNoSeriousA11yViolations(page, "/dashboard at 1023 px");

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(message).toBeHidden();
  await expect(greeting).toBeVisible();
});
