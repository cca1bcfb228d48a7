import { expect, test } from "@playwright/test";
import { DESKTOP_VIEWPORT } from "./support/route-pages";

// Chromium warns when a page preloads a stylesheet, script or image it then does not use: a wasted download
// on every visit, competing with what the page does need.
const UNUSED_PRELOAD = "preloaded using link preload but not used";

test.use({ viewport: DESKTOP_VIEWPORT });

for (const path of [
  "/",
  "/mutual-funds/mutual-fund-screener/900001",
  "/mutual-funds/mutual-fund-screener",
  "/mutual-funds/categories/equity-large-cap-fund",
  "/mutual-funds/asset-management-companies/1",
  "/calculators/systematic-investment-plan",
  "/mutual-funds/compare-mutual-funds",
  // Its fund tables link to fund pages, whose prefetches preloaded their logos.
  "/mutual-funds/baskets",
  // A short page: the footer is in view at once, and its links' prefetches preloaded those pages' stylesheets.
  "/login",
]) {
  test(`${path} uses everything it preloads`, async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes(UNUSED_PRELOAD)) warnings.push(message.text());
    });
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    // A fixed wait, unlike anywhere else in the suite: Chromium reports an unused preload only once a few
    // seconds (about 3) have passed after the load event, and there is no event to wait for instead.
    await page.waitForTimeout(4_000);
    expect(warnings).toEqual([]);
  });
}
