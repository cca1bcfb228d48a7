import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const XRAY = "/mutual-funds/portfolio-x-ray";

// Funds of the small demo dataset (fixed seed), which gives every scheme a portfolio; the two large-cap funds
// hold the demo's largest companies, so they overlap.
const FUNDS = [
  { search: "deccan plateau large cap direct growth", name: "Deccan Plateau Large Cap Fund - Direct Plan - Growth" },
  { search: "dudhsagar large cap direct", name: "Dudhsagar Falls Large Cap Fund - Direct Plan - Growth" },
];

async function addFund(page: Page, search: string, name: string, amount: string): Promise<void> {
  await page.getByRole("combobox", { name: "Add a fund" }).fill(search);
  await page
    .getByRole("listbox")
    .getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .click();
  await page.getByRole("textbox", { name }).fill(amount);
}

test("a visitor builds an X-ray, sees exposure and overlap, and shares it by its address", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  expect((await page.goto(XRAY))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio X-ray" })).toBeVisible();

  await addFund(page, FUNDS[0]!.search, FUNDS[0]!.name, "60000");
  await addFund(page, FUNDS[1]!.search, FUNDS[1]!.name, "40000");
  await page.getByRole("button", { name: "Show the X-ray" }).click();
  // The address changes when the server has rendered the X-ray: under CI's load (every test step on two cores)
  // that took over 5 s once.
  await expect(page).toHaveURL(/\?funds=\d+:60000,\d+:40000$/, { timeout: 15_000 });

  await expect(page.getByText(/₹1,00,000 in 2 funds; 100\.00% of it is covered/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What you own, security by security" })).toBeVisible();
  await expect(page.getByRole("region", { name: "The 25 largest securities" }).getByRole("row")).not.toHaveCount(1);
  await expect(page.getByText(/^Most alike: .+ in common through \d+ shared securities/)).toBeVisible();
  // The demo's TERs (fixed seed): 1.08% and 0.69%, so 60,000 x 1.08% + 40,000 x 0.69% = ₹924 a year, 0.924%.
  await expect(page.getByRole("heading", { level: 2, name: "What it costs" })).toBeVisible();
  await expect(page.getByText(/^Weighted expense ratio/)).toHaveText(
    "Weighted expense ratio 0.92%: about ₹924.00 a year on ₹1,00,000.00.",
  );
  const costs = page.getByRole("table", { name: /Expense ratio per holding/ });
  await expect(costs.getByRole("row", { name: new RegExp(`^${FUNDS[0]!.name}`) })).toContainText(
    /1\.08%demo, \w{3} \d{2}, \d{4}.*Not a Regular plan: nothing to switch\./,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Copy the link to this X-ray" }).click();
  await expect(page.getByText("Link copied: anyone who opens it sees this X-ray.")).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(page.url());

  const other = await browser.newContext();
  const visitor = await other.newPage();
  expect((await visitor.goto(shared))?.status()).toBe(200);
  await expect(visitor.getByText(/₹1,00,000 in 2 funds/)).toBeVisible();
  await expect(visitor.getByRole("textbox", { name: FUNDS[1]!.name })).toHaveValue("40000");
  await other.close();
});

test("an address with a bad entry says what is wrong", async ({ page }) => {
  expect((await page.goto(`${XRAY}?funds=1:0`))?.status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: "must be above ₹0" })).toBeVisible();
});

test("a Regular plan's X-ray shows what its Direct plan would save, and the growth that assumes", async ({ page }) => {
  await page.goto(XRAY);
  await addFund(
    page,
    "deccan plateau large cap regular",
    "Deccan Plateau Large Cap Fund - Regular Plan - Growth",
    "100000",
  );
  await page.getByRole("button", { name: "Show the X-ray" }).click();
  const row = page
    .getByRole("table", { name: /Expense ratio per holding/ })
    .getByRole("row", { name: /^Deccan Plateau Large Cap Fund - Regular Plan/ });
  // TER 2.06% against the Direct plan's 1.08%: 0.98 points of ₹1,00,000 = ₹980 a year; the demo's 3 years give
  // no 5-year return, so no growth is assumed: 1,00,000 x (1.0098^10 - 1) = ₹10,243.67.
  await expect(row).toContainText("2.06%");
  await expect(row).toContainText("1.08%");
  await expect(row).toContainText("₹980.00");
  await expect(row).toContainText("₹10,243.67");
  await expect(row).toContainText("no market growth assumed");
});
