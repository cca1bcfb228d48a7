import { test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Pages whose own journeys do not already run axe-core. Each must have no serious or critical violation.
const PAGES = [
  "/mutual-funds",
  "/mutual-funds/categories",
  "/mutual-funds/categories/equity-large-cap-fund",
  "/mutual-funds/asset-management-companies",
  "/mutual-funds/new-fund-offers",
  "/mutual-funds/baskets",
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  });
}
