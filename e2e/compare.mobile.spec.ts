import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, three funds compare in a table that scrolls sideways under a fixed first column", async ({
  page,
}) => {
  await page.goto("/mutual-funds/compare-mutual-funds");
  // The small demo dataset keeps seven large-cap funds (enough to rank): the popular pick compares the 3 largest.
  await page.getByRole("link", { name: "Compare the 3 largest Large Cap funds" }).click();
  await expect(page).toHaveURL(/\?funds=\d+,\d+,\d+$/);

  const table = page.getByRole("table", { name: /Side-by-side comparison/ });
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  const scroller = page.getByRole("region", { name: "Side-by-side comparison (scrolls sideways)" });
  const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  // The page itself never scrolls sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const label = table.getByRole("rowheader", { name: /^Expense ratio/ });
  await label.scrollIntoViewIfNeeded();
  const before = await label.boundingBox();
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = await label.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  const lastFund = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Expense ratio/ }) })
    .getByRole("cell")
    .last();
  await expect(lastFund).toBeInViewport();

  // One overlap for each pair of the three funds.
  await expect(page.getByRole("region", { name: "Portfolio overlap" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("figure").filter({ hasText: "Growth of ₹10,000" })).toContainText(
    "₹10,000 invested in each fund on",
  );
  await expectNoSeriousA11yViolations(page, "compare on a phone, three funds");
});
