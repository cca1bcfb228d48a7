import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const COMPARE = "/mutual-funds/compare-mutual-funds";

// Funds of the small demo dataset (lib/ingest/demo, fixed seed), which gives every scheme a portfolio. The two
// large-cap funds and the Nifty 50 index fund all hold the demo's largest companies, so every pair of the
// three shares holdings.
const FUNDS = [
  { search: "deccan plateau large cap direct growth", name: "Deccan Plateau Large Cap Fund - Direct Plan - Growth" },
  { search: "dudhsagar large cap direct", name: "Dudhsagar Falls Large Cap Fund - Direct Plan - Growth" },
  { search: "narmada nifty 50 direct", name: "Narmada Bridge Nifty 50 Index Fund - Direct Plan - Growth" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OVERLAP = /^(\d+\.\d{2})% common weight, (\d+) holdings? in common$/;

/** Types into the fund search, moves to the option with the arrow keys and adds it with Enter. */
async function addWithTypeAhead(page: Page, search: string, name: string): Promise<void> {
  const box = page.getByRole("combobox", { name: "Add a fund" });
  await box.fill(search);
  const option = page.getByRole("listbox").getByRole("option", { name: new RegExp(`^${escapeRegExp(name)}`) });
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute("id");
  for (let step = 0; step < 8 && (await box.getAttribute("aria-activedescendant")) !== optionId; step += 1)
    await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", optionId!);
  await box.press("Enter");
  await expect(
    page
      .getByRole("region", { name: /Your funds/ })
      .getByRole("listitem")
      .filter({ hasText: name }),
  ).toBeVisible();
}

const fundColumns = (page: Page) =>
  page.getByRole("table", { name: /Side-by-side comparison/ }).getByRole("columnheader");
const overlapPairs = (page: Page) => page.getByRole("region", { name: "Portfolio overlap" }).getByRole("listitem");

async function overlapFigures(page: Page): Promise<string[]> {
  return (await overlapPairs(page).locator("p").filter({ hasText: "common weight" }).allInnerTexts()).map((text) =>
    text.trim(),
  );
}

test("compare three funds found with the type-ahead, remove one, and open the same comparison from its address", async ({
  page,
  browser,
}) => {
  // A long journey (three searches, an axe scan, a second browser): about 30 s on a two-core machine.
  test.setTimeout(90_000);
  const response = await page.goto(COMPARE);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Compare mutual funds" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Choose funds to compare" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "Largest Large Cap funds" })).toBeVisible();

  await addWithTypeAhead(page, FUNDS[0]!.search, FUNDS[0]!.name);
  await expect(page).toHaveURL(/\?funds=\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Add at least one more fund" })).toBeVisible();
  for (const fund of FUNDS.slice(1)) await addWithTypeAhead(page, fund.search, fund.name);
  await expect(page).toHaveURL(/\?funds=\d+,\d+,\d+$/);

  // The side-by-side table: one column per fund, in the order added, and the best value of ranked rows marked in words.
  await expect(fundColumns(page)).toHaveText(["Fund", ...FUNDS.map((f) => f.name)]);
  const oneYear = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^1 year/ }) });
  await expect(oneYear.getByRole("cell")).toHaveCount(3);
  for (const text of await oneYear.getByRole("cell").allInnerTexts()) expect(text).toMatch(/^-?[\d,]+\.\d{2}%/);
  await expect(oneYear.getByRole("cell").filter({ hasText: "Best" })).toHaveCount(1);
  for (const label of [
    "Volatility",
    "Sharpe ratio",
    "Maximum drawdown",
    "Expense ratio",
    "Exit load",
    "Fund size (AUM)",
    "Category",
    "Minimum SIP",
    "Launched",
    "Benchmark",
  ]) {
    await expect(page.getByRole("rowheader", { name: new RegExp(`^${escapeRegExp(label)}`) })).toBeVisible();
  }

  // The growth chart's text alternative: the caption's summary and the data table.
  const chart = page.getByRole("figure").filter({ hasText: "Growth of ₹10,000" });
  await expect(chart).toContainText(
    /₹10,000 invested in each fund on [A-Z][a-z]{2} \d{2}, \d{4}, the first day they all have a NAV for, was worth ₹[\d,]+ in Deccan Plateau/,
  );
  await chart.getByText("Show the data as a table").click();
  const data = chart.getByRole("table");
  await expect(data.getByRole("columnheader")).toHaveText(["Period", ...FUNDS.map((f) => f.name)]);
  await expect(data.getByRole("row").nth(1).getByRole("cell")).toHaveText(["₹10,000.00", "₹10,000.00", "₹10,000.00"]);

  // The overlap of each of the three pairs: a percentage above 0 and the common holdings.
  await expect(overlapPairs(page)).toHaveCount(3);
  await expect(overlapPairs(page).getByRole("heading", { level: 3 })).toHaveText([
    `${FUNDS[0]!.name} and ${FUNDS[1]!.name}`,
    `${FUNDS[0]!.name} and ${FUNDS[2]!.name}`,
    `${FUNDS[1]!.name} and ${FUNDS[2]!.name}`,
  ]);
  const figures = await overlapFigures(page);
  for (const figure of figures) {
    const [, percent, count] = OVERLAP.exec(figure) ?? [];
    expect(Number(percent), figure).toBeGreaterThan(0);
    expect(Number(count), figure).toBeGreaterThan(0);
  }
  const firstPair = overlapPairs(page).first();
  await expect(firstPair).toContainText(/Largest in common: .+ Ltd/);
  await firstPair.getByText(/Show the \d+ common holdings/).click();
  const common = firstPair.getByRole("table");
  await expect(common.getByRole("columnheader")).toHaveText([
    "Holding",
    `Weight in ${FUNDS[0]!.name}`,
    `Weight in ${FUNDS[1]!.name}`,
  ]);
  const commonCount = Number(OVERLAP.exec(figures[0]!)![2]);
  await expect(common.getByRole("row")).toHaveCount(commonCount + 1);
  await expectNoSeriousA11yViolations(page, "compare, three funds");

  // Remove the second fund: two columns and one pair remain, with the overlap it had before.
  await page.getByRole("link", { name: `Remove ${FUNDS[1]!.name}` }).click();
  await expect(page).toHaveURL(/\?funds=\d+,\d+$/);
  await expect(fundColumns(page)).toHaveText(["Fund", FUNDS[0]!.name, FUNDS[2]!.name]);
  await expect(overlapPairs(page)).toHaveCount(1);
  expect(await overlapFigures(page)).toEqual([figures[1]]);
  const oneYearValues = await oneYear.getByRole("cell").allInnerTexts();

  // The address alone gives the same comparison in a new browser.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(fundColumns(fresh)).toHaveText(["Fund", FUNDS[0]!.name, FUNDS[2]!.name]);
  expect(await overlapFigures(fresh)).toEqual([figures[1]]);
  expect(
    await fresh
      .getByRole("row")
      .filter({ has: fresh.getByRole("rowheader", { name: /^1 year/ }) })
      .getByRole("cell")
      .allInnerTexts(),
  ).toEqual(oneYearValues);
  await context.close();
});

test("a popular pick starts a comparison; the page's canonical address has no query and it has breadcrumb JSON-LD", async ({
  page,
}) => {
  await page.goto(COMPARE);
  await page.getByRole("link", { name: /^Compare the \d largest Large Cap funds$/ }).click();
  await expect(page).toHaveURL(/\?funds=\d+(,\d+)+$/);
  await expect(fundColumns(page).nth(1)).toHaveText(/Large Cap Fund - Direct Plan - Growth$/);
  // One canonical link: the previous page's is swept once the new page's is in (components/seo/stale-head-sweeper.tsx).
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname + new URL(canonical ?? "").search).toBe(COMPARE);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { "@type": string; itemListElement?: { name: string }[] },
  );
  const breadcrumb = jsonLd.find((d) => d["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement?.map((i) => i.name)).toEqual(["Home", "Mutual funds", "Compare mutual funds"]);
});

test("values of the address that are not funds are left out with a note, keeping the others in order", async ({
  page,
}) => {
  await page.goto(COMPARE);
  const picks = page.getByRole("link", { name: /^Compare the \d largest Large Cap funds$/ });
  const codes = new URL((await picks.getAttribute("href"))!, "http://x").searchParams.get("funds")!.split(",");
  await page.goto(`${COMPARE}?funds=abc,${codes[1]},999999999,${codes[0]},${codes[1]}`);
  const note = page.getByRole("note", { name: "Left out of the comparison" });
  await expect(note).toContainText("Left out “abc”: not a scheme code.");
  await expect(note).toContainText("No fund has the scheme code “999999999”, so it was left out.");
  await expect(note).toContainText(`“${codes[1]}” was listed more than once and is compared once.`);
  await expect(fundColumns(page)).toHaveCount(3);
  const [second, first] = await fundColumns(page)
    .allInnerTexts()
    .then((texts) => texts.slice(1));
  await page.goto(`${COMPARE}?funds=${codes[0]},${codes[1]}`);
  await expect(fundColumns(page)).toHaveText(["Fund", first!, second!]);
});
