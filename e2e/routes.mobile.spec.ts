import { test } from "@playwright/test";
import { expectRoutePage, MEMBER_PATHS, memberTest, PHONE_VIEWPORT, VISITOR_PATHS } from "./support/route-pages";

// routes.spec.ts at 375 px: every page of the route table, each loaded once and scanned with axe-core there.
// Below 1024 px a members' page shows only its desktop-only message, which is what a phone gets.
test.use({ viewport: PHONE_VIEWPORT });

test.describe("the route table on a phone", () => {
  for (const path of VISITOR_PATHS) {
    test(`${path} answers 200 with its own page and no serious accessibility violation`, async ({ page }) => {
      await expectRoutePage(page, path, `${path} at 375 px`);
    });
  }
});

memberTest.describe("the route table on a phone, signed in", () => {
  for (const path of MEMBER_PATHS) {
    memberTest(`${path} answers 200 with its own page and no serious accessibility violation`, async ({ page }) => {
      await expectRoutePage(page, path, `${path} at 375 px`);
    });
  }
});
