import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Below 768 px the screener shows cards and a full-screen filter drawer instead of the table and panel.
const SCREENER = "/mutual-funds/mutual-fund-screener";

test.use({ viewport: { width: 390, height: 844 } });

async function listCall(
  request: APIRequestContext,
  query: string,
): Promise<{ plans: { plan_display_name: string }[]; total: number }> {
  const response = await request.get(`/api/v1/mutual-funds/filtered-funds?${query}`);
  expect(response.status(), query).toBe(200);
  return ((await response.json()) as { payload: { plans: { plan_display_name: string }[]; total: number } }).payload;
}

const cards = (page: Page) => page.getByRole("list", { name: "Mutual funds" }).getByRole("listitem");
const cardNames = (page: Page) => page.getByRole("list", { name: "Mutual funds" }).getByRole("heading", { level: 3 });
const resultsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Search Results:/ });
const chips = (page: Page) => page.getByRole("list", { name: "Chosen filters" }).getByRole("button");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

test("cards, and the filter drawer: choose and Apply, Cancel discards, Clear All", async ({ page, request }) => {
  // Two axe-core runs and three drawer rounds: on two busy cores it can pass 30 s.
  test.slow();
  const everything = await listCall(request, "page=1");
  await page.goto(SCREENER);
  await expect(cards(page)).toHaveCount(10);
  await expect(cardNames(page)).toHaveText(everything.plans.map((p) => p.plan_display_name));
  await expect(cards(page).first().getByText("3Y Returns")).toBeVisible();
  await expect(cards(page).first().getByText("Expense Ratio")).toBeVisible();
  await expect(cards(page).first().getByText("AUM")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Invest/ })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Filter" })).toHaveCount(0);

  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filter" });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(390);
  await expectNoSeriousA11yViolations(page, "the filter drawer");
  await drawer.getByRole("checkbox", { name: /^Debt \(\d+\)$/ }).check();
  await drawer.getByRole("checkbox", { name: /^Low to Moderate \(\d+\)$/ }).check();
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer).toBeHidden();

  const chosen = "category=Debt&risk_level=Low+to+Moderate";
  const filtered = await listCall(request, chosen);
  await expect(page).toHaveURL(`${SCREENER}?${chosen}`);
  await expect(chips(page)).toHaveText(["Debt×", "Low to Moderate×"]);
  await expect(resultsHeading(page)).toHaveText(`Search Results: ${filtered.total} Mutual Funds`);
  await expect(cardNames(page)).toHaveText(filtered.plans.map((p) => p.plan_display_name));
  await expect(page.getByRole("link", { name: /^Invest/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the filtered screener on a phone");

  // Cancel throws the drawer's changes away.
  await page.getByRole("button", { name: "Filter (2)" }).click();
  await drawer.getByRole("checkbox", { name: /^Hybrid \(\d+\)$/ }).check();
  await drawer.getByRole("checkbox", { name: /^Debt \(\d+\)$/ }).uncheck();
  await drawer.getByRole("button", { name: "Cancel" }).click();
  await expect(drawer).toBeHidden();
  await expect(chips(page)).toHaveText(["Debt×", "Low to Moderate×"]);
  await expect(page).toHaveURL(`${SCREENER}?${chosen}`);
  await expect(cardNames(page)).toHaveText(filtered.plans.map((p) => p.plan_display_name));

  // Clear All empties the drawer; Apply shows every fund again.
  await page.getByRole("button", { name: "Filter (2)" }).click();
  await expect(drawer.getByRole("checkbox", { name: /^Debt \(\d+\)$/ })).toBeChecked();
  await drawer.getByRole("button", { name: "Clear All" }).click();
  await expect(drawer.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(SCREENER);
  await expect(page.getByRole("list", { name: "Chosen filters" })).toHaveCount(0);
  await expect(resultsHeading(page)).toHaveText(`Search Results: ${everything.total} Mutual Funds`);
  await expect(cardNames(page)).toHaveText(everything.plans.map((p) => p.plan_display_name));
});
