import { expect, test } from "@playwright/test";

// The end-to-end server starts on an empty database, so `npm start` loads the (small) demo dataset.
test("every page says it shows demo data while the demo dataset is loaded", async ({ page }) => {
  for (const path of ["/", "/mutual-funds", "/calculators/cagr-calculator", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "Demo data." })).toContainText("fictional");
  }
});

test("the fund-house list is read from the database: the demo's fund houses with their active funds", async ({
  page,
}) => {
  await page.goto("/mutual-funds/asset-management-companies");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10); // the header row and the small demo's fund houses
  const first = rows.nth(1);
  await expect(first.getByRole("rowheader")).toHaveText(/Mutual Fund$/);
  await expect(first.getByRole("cell").first()).toHaveText(/^[1-9]\d*$/);
  await expect(first.getByRole("cell").nth(1)).toHaveText(/^₹[\d,]+\.\d{2} Cr$/);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/mutual-funds\/asset-management-companies\/[a-z0-9-]+$/);
});
