import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, label, value, figure, expected } of [
  {
    path: "/calculators/systematic-investment-plan",
    label: "Investment per instalment",
    value: "10000",
    figure: "Total value",
    expected: "₹23,23,391",
  },
  {
    path: "/calculators/systematic-withdrawal-plan",
    label: "Withdrawal per period",
    value: "10000",
    figure: "Final value",
    // By hand: Rs 10,00,000 at 8% a year (monthly rate 1.08^(1/12) - 1, the default convention), Rs 10,000
    // withdrawn at each month's end for 10 years: 10,00,000 x g - 10,000 x (g - 1) / r with g = 1.08^10 = 3,57,682.
    expected: "₹3,57,682",
  },
]) {
  test(`on a phone, ${path} works without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    const box = page.getByLabel(label, { exact: true });
    await box.fill("");
    await box.pressSequentially(value);
    await expect(page.locator("dl > div").filter({ hasText: figure }).first()).toContainText(expected);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, `${path} on a phone`);
  });
}
