import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  asNewSender,
  CONTACT_SUCCESS,
  CONTENT_PAGES,
  expectMetadata,
  fillContactForm,
  sendAfterMinimumFillTime,
} from "./support/content-pages";
import { PHONE_VIEWPORT } from "./support/route-pages";

test.describe("content pages on a phone", () => {
  // The route table's other pages are scanned at the same width in routes.mobile.spec.ts.
  test.use({ viewport: PHONE_VIEWPORT });
  for (const path of CONTENT_PAGES) {
    test(`${path} fits the screen, with its metadata and no serious accessibility violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectMetadata(page, path);
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page, `${path} on a phone`);
    });
  }
});

test("on a phone, the contact form sends a message and answers with a toast", async ({ page }) => {
  const tag = await asNewSender(page);
  await page.goto("/contact-us");
  await fillContactForm(page, {
    name: "Ravi Kumar",
    replyTo: `ravi-${tag}@example.in`,
    subject: "Direct plans",
    message: "How do I switch my SIP from a Regular plan to a Direct plan?",
  });
  await sendAfterMinimumFillTime(page);
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
});
