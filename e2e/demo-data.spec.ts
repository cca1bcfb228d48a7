import { expect, test } from "@playwright/test";

// The end-to-end server starts on an empty database, so `npm start` loads the (small) demo dataset.
test("every page says it shows demo data while the demo dataset is loaded", async ({ page }) => {
  for (const path of ["/", "/mutual-funds", "/calculators/cagr-calculator", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "Demo data." })).toContainText("fictional");
  }
});
