import { expect, test, type Page } from "@playwright/test";
import { MONTH_ABBREVIATIONS } from "@/lib/format/dates";

// The end-to-end server loads the small demo dataset, whose eight offers are upcoming, open or closed
// relative to the day it was loaded (lib/ingest/demo/offers.ts); every one closed within the last 60 days.
const LIST = "/mutual-funds/new-fund-offers";
const COUNTDOWN = /^(Closed|--|1 day left|([2-9]|\d{2,}) days left)$/;
const DAY_MS = 86_400_000;

/** "Mar 05, 2024" -> UTC midnight of that day. */
function parseShownDate(text: string): number {
  const match = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`not a date: ${text}`);
  const month = MONTH_ABBREVIATIONS.indexOf(match[1] as (typeof MONTH_ABBREVIATIONS)[number]);
  return Date.UTC(Number(match[3]), month, Number(match[2]));
}

/** Noon in India (06:30 UTC) on a day given as UTC midnight. */
const noonInIndia = (day: number) => new Date(day + 6.5 * 3_600_000);

interface ListedOffer {
  name: string;
  href: string;
  open: number;
  close: number;
}

async function firstListedOffer(page: Page): Promise<ListedOffer> {
  await page.goto(LIST);
  const row = page.getByRole("table").getByRole("row").nth(1);
  const link = row.getByRole("rowheader").getByRole("link");
  return {
    name: (await link.textContent()) ?? "",
    href: (await link.getAttribute("href")) ?? "",
    open: parseShownDate(await row.getByRole("cell").nth(2).innerText()),
    close: parseShownDate(await row.getByRole("cell").nth(3).innerText()),
  };
}

test("the list shows the offers, open and upcoming first, each with its dates and status", async ({ page }) => {
  const response = await page.goto(LIST);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "New fund offers" })).toBeVisible();
  const table = page.getByRole("table");
  for (const name of [
    "Offer",
    "Fund house",
    "Category",
    "Opens",
    "Closes",
    "Minimum investment",
    "Risk level",
    "Status",
  ]) {
    await expect(table.getByRole("columnheader", { name, exact: true })).toBeVisible();
  }
  const rows = table.getByRole("rowgroup").nth(1).getByRole("row");
  await expect(rows).toHaveCount(8);
  const statuses = (
    await rows
      .getByRole("cell")
      .filter({ has: page.locator("[data-status]") })
      .allInnerTexts()
  ).map((s) => s.trim());
  expect(statuses).toHaveLength(8);
  for (const status of statuses) expect(status).toMatch(COUNTDOWN);
  expect(statuses).toContain("--");
  expect(statuses).toContain("Closed");
  expect(statuses.some((s) => s.endsWith("left"))).toBe(true);
  // Closed offers come last.
  const firstClosed = statuses.indexOf("Closed");
  expect(statuses.slice(firstClosed).every((s) => s === "Closed")).toBe(true);

  const first = rows.first();
  await expect(first.getByRole("cell").nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  await expect(first.getByRole("cell").nth(4)).toHaveText(/^₹[\d,]+$/);
  await expect(first.getByRole("cell").nth(5)).toHaveText(
    /^(Low|Low to Moderate|Moderate|Moderately High|High|Very High)$/,
  );

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null") as {
    itemListElement: { name: string }[];
  };
  expect(jsonLd.itemListElement.map((i) => i.name)).toEqual(["Home", "Mutual funds", "New fund offers"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/mutual-funds\/new-fund-offers$/);
});

test("the detail page of an offer gives its facts, objective and fund managers", async ({ page }) => {
  const offer = await firstListedOffer(page);
  await page.getByRole("link", { name: offer.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${offer.href}$`));
  await expect(page.getByRole("heading", { level: 1, name: offer.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${offer.name}: new fund offer`));
  // Right after a client-side navigation the list's description can still stand beside the offer's: one first.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toContain(offer.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${offer.href}$`));

  const facts = page.locator("dl");
  for (const term of [
    "Status",
    "Fund house",
    "Category",
    "Opens",
    "Closes",
    "Minimum investment",
    "Benchmark",
    "Riskometer",
    "Exit load",
  ]) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts.getByRole("link", { name: /Mutual Fund$/ })).toHaveAttribute(
    "href",
    /^\/mutual-funds\/asset-management-companies\/[a-z0-9-]+$/,
  );
  await expect(facts.locator('a[href^="/mutual-funds/categories/"]')).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Investment objective" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fund managers" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Fund managers" }).getByRole("listitem").first()).toHaveText(/\S/);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null") as {
    itemListElement: { name: string; item: string }[];
  };
  expect(jsonLd.itemListElement.map((i) => i.name)).toEqual(["Home", "Mutual funds", "New fund offers", offer.name]);
  // Absolute on the site address (NEXT_PUBLIC_SITE_URL).
  expect(jsonLd.itemListElement.at(-1)?.item).toMatch(new RegExp(`^https?://[^/]+${offer.href}$`));
});

test.describe("the countdown follows the browser's date in India", () => {
  test("before the open date it shows --", async ({ page }) => {
    const offer = await firstListedOffer(page);
    await page.clock.setFixedTime(noonInIndia(offer.open - DAY_MS));
    await page.goto(offer.href);
    await expect(page.locator("[data-status]")).toHaveText("--");
  });

  test("from the open date it counts the days to the end of the close date", async ({ page }) => {
    const offer = await firstListedOffer(page);
    const days = Math.round((offer.close - offer.open) / DAY_MS) + 1;
    await page.clock.setFixedTime(noonInIndia(offer.open));
    await page.goto(offer.href);
    await expect(page.locator("[data-status]")).toHaveText(`${days} ${days === 1 ? "day" : "days"} left`);
    await page.clock.setFixedTime(noonInIndia(offer.close));
    await page.goto(offer.href);
    await expect(page.locator("[data-status]")).toHaveText("1 day left");
  });

  test("after the close date it shows Closed, on the list too", async ({ page }) => {
    const offer = await firstListedOffer(page);
    await page.clock.setFixedTime(noonInIndia(offer.close + DAY_MS));
    await page.goto(offer.href);
    await expect(page.locator("[data-status]")).toHaveText("Closed");
    await page.goto(LIST);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: offer.name, exact: true }) });
    await expect(row.locator("[data-status]")).toHaveText("Closed");
  });
});

test("on a phone the offers are cards with each value under its name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST);
  const header = await page.getByRole("columnheader", { name: "Fund house" }).boundingBox();
  expect(header?.width ?? 0).toBeLessThanOrEqual(1);
  const card = page.getByRole("table").getByRole("row").nth(1);
  const box = await card.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  const content = await card
    .getByRole("cell")
    .first()
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(content).toBe('"Fund house"');
});

test.describe("an offer that does not exist is a 404 that says so", () => {
  for (const id of ["999999", "0", "abc", "99999999999"]) {
    test(id, async ({ page }) => {
      const response = await page.goto(`${LIST}/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("New fund offer not found | FundLens");
      await expect(page.getByRole("heading", { level: 1, name: "New fund offer not found" })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: "All new fund offers" })).toHaveAttribute(
        "href",
        LIST,
      );
    });
  }
});
