import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signUp, uniqueEmail } from "./support/member";

async function fill(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test("a member takes the risk profile, and retaking keeps the history", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/risk-profiling");
  for (let step = 1; step <= 10; step++) {
    await expect(page.getByText(new RegExp(`^Question ${step} of 10`))).toBeVisible();
    await page.getByRole("group").getByRole("radio").last().check();
    await page.getByRole("button", { name: step === 10 ? "See my risk profile" : "Next" }).click();
  }
  await expect(page.getByText("Your risk profile is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Your risk profile: / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Your risk profile: / })).toBeVisible();
  await page.getByRole("button", { name: "Retake the questionnaire" }).click();
  for (let step = 1; step <= 10; step++) {
    await page.getByRole("group").getByRole("radio").first().check();
    await page.getByRole("button", { name: step === 10 ? "See my risk profile" : "Next" }).click();
  }
  await expect(page.getByRole("list", { name: "Earlier results" }).getByRole("listitem")).toHaveCount(1);
});

test("a member fills the four plan tools, reloads and sees the values", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/goal-planning#spending-habits");
  await fill(page, "Monthly take-home income", "100000");
  await fill(page, "Housing (rent, maintenance)", "30000");
  await expect(page.getByRole("definition").nth(2)).toHaveText("70.00%");
  await page.getByRole("tabpanel").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved to your account.").first()).toBeVisible();

  await page.getByRole("tab", { name: "My Finance" }).click();
  await fill(page, "Bank balances", "250000");
  await fill(page, "Car loan", "50000");
  await page.getByRole("tabpanel").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("tabpanel").getByText("Last saved")).toBeVisible();

  await page.getByRole("tab", { name: "Emergency Fund" }).click();
  await fill(page, "Essential monthly expenses (with EMIs)", "40000");
  await page.getByRole("tabpanel").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("tabpanel").getByText("Last saved")).toBeVisible();

  await page.getByRole("tab", { name: "Goal Planner" }).click();
  await page.getByRole("button", { name: "Add a goal" }).click();
  await fill(page, "Name", "House");
  await fill(page, "Cost today", "5000000");
  await page.getByRole("tabpanel").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("tabpanel").getByText("Last saved")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/goal-planning#spending-habits");
  await expect(page.getByLabel("Monthly take-home income", { exact: true })).toHaveValue("1,00,000");
  await page.getByRole("tab", { name: "My Finance" }).click();
  await expect(page.getByLabel("Bank balances", { exact: true })).toHaveValue("2,50,000");
  await expect(page.getByRole("definition").nth(2)).toHaveText("₹2,00,000");
  await page.getByRole("tab", { name: "Emergency Fund" }).click();
  await expect(page.getByLabel("Essential monthly expenses (with EMIs)", { exact: true })).toHaveValue("40,000");
  await page.getByRole("tab", { name: "Goal Planner" }).click();
  await expect(page.getByRole("region", { name: "House" })).toBeVisible();
  // Spending Habits left ₹70,000 a month to save, which the goals are measured against.
  await expect(page.getByText(/you can save \(Spending Habits\)/)).toBeVisible();
});

test("a member records three transactions, sees the portfolio valued with XIRR, and the dashboard's blocks", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/portfolio");
  const record = async (fundText: string, kind: string, date: string, amount: string) => {
    if (await page.getByRole("button", { name: "Change" }).isVisible())
      await page.getByRole("button", { name: "Change" }).click();
    const box = page.getByRole("combobox", { name: "Fund" });
    await box.fill(fundText);
    await page.getByRole("listbox", { name: "Fund: results" }).getByRole("option").first().click();
    await page.getByLabel("Transaction", { exact: true }).selectOption({ label: kind });
    await page.getByLabel("Date", { exact: true }).fill(date);
    await fill(page, "Amount", amount);
    await page.getByRole("button", { name: "Record" }).click();
    await expect(page.getByText(/^Recorded: /).first()).toBeVisible();
  };
  await record("large", "Purchase (lumpsum)", "2024-01-15", "50000");
  await record("large", "SIP instalment", "2024-06-14", "10000");
  await record("large", "Redemption (sale)", "2025-01-15", "5000");
  await expect(page.getByRole("table", { name: "Your transactions" }).getByRole("row")).toHaveCount(4);
  const summary = page.getByRole("list", { name: "Portfolio summary" }).or(page.getByLabel("Portfolio summary"));
  await expect(summary).toContainText("XIRR");
  await expect(summary).toContainText("%");
  await expect(page.getByRole("heading", { name: "Import your consolidated account statement (CAS)" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/dashboard");
  for (const block of [
    "Net worth",
    "Portfolio",
    "Watchlist movers",
    "Goals",
    "Risk profile",
    "New fund offers open now",
  ]) {
    await expect(page.getByRole("heading", { name: block, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Portfolio" }).getByText("XIRR")).toBeVisible();
});

test("a visitor takes the risk profile on /, signs up from the result and finds it saved", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const section = page.locator("#risk-profile");
  for (let step = 1; step <= 10; step++) {
    await expect(section.getByText(new RegExp(`^Question ${step} of 10`))).toBeVisible();
    await section.getByRole("group").getByRole("radio").nth(1).check();
    await section.getByRole("button", { name: step === 10 ? "See my risk profile" : "Next" }).click();
  }
  const heading = section.getByRole("heading", { name: /^Your risk profile: / });
  await expect(heading).toBeVisible();
  const profile = (await heading.textContent())!.replace("Your risk profile: ", "");
  await expectNoSeriousA11yViolations(page);
  await section.getByRole("link", { name: "Sign up to save this result" }).click();
  // Wait for the sign-up page itself, or the helper would open /signup afresh and lose `next`.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/signup" && url.searchParams.get("next") === "/risk-profiling",
  );
  await signUp(page, uniqueEmail(testInfo), { expectPath: "/risk-profiling" });
  await expect(page.getByText("Your risk profile is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Your risk profile: ${profile}` })).toBeVisible();
});
