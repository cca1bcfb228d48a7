import { expect, test, type Locator, type Page } from "@playwright/test";
import { MISSING_FUND_PAGE } from "@/lib/content/missing-pages";
import { MONTH_ABBREVIATIONS } from "@/lib/format/dates";
import { expectNoSeriousA11yViolations } from "./support/axe";

// The end-to-end server loads the small demo dataset (about three years of NAVs, relative to the day it was
// loaded). The fund is the first of the Large Cap category's top funds, found the way a visitor finds it.
const CATEGORY = "/mutual-funds/categories/equity-large-cap-fund";
const TABS = [
  { id: "overview", name: "Overview", heading: "Key figures" },
  { id: "facts", name: "MF Facts", heading: "Fund facts" },
  { id: "performance", name: "Performance", heading: "Trailing returns" },
  { id: "risk", name: "Risk", heading: "Risk ratios" },
  { id: "portfolio", name: "Portfolio Measures", heading: "Portfolio measures" },
  { id: "category", name: "Category", heading: "Peer comparison" },
];
const DAY_MS = 86_400_000;

/** "Mar 05, 2024" -> UTC midnight of that day. */
function parseShownDate(text: string): number {
  const match = /([A-Z][a-z]{2}) (\d{2}), (\d{4})/.exec(text);
  if (!match) throw new Error(`no date in: ${text}`);
  return Date.UTC(
    Number(match[3]),
    MONTH_ABBREVIATIONS.indexOf(match[1] as (typeof MONTH_ABBREVIATIONS)[number]),
    Number(match[2]),
  );
}

/** The same calendar day `months` earlier (clamped to the month's length, as the NAV ranges count). */
function monthsBefore(day: number, months: number): number {
  const date = new Date(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const length = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), length));
}

interface Fund {
  name: string;
  path: string;
}

async function firstLargeCapFund(page: Page): Promise<Fund> {
  await page.goto(CATEGORY);
  const link = page.getByRole("region", { name: "Top funds" }).getByRole("rowheader").first().getByRole("link");
  return { name: (await link.textContent())!.trim(), path: (await link.getAttribute("href"))! };
}

/** The value (dd) of a term (dt) in a description list. */
function termValue(scope: Page | Locator, term: string | RegExp): Locator {
  const exact = typeof term === "string" ? new RegExp(`^${term.replace(/[()]/g, "\\$&")}$`) : term;
  return scope.locator("dt").filter({ hasText: exact }).locator("xpath=following-sibling::dd[1]");
}

/** The NAV chart's title (its caption's first line). */
function chartTitle(page: Page): Locator {
  return page.getByRole("region", { name: "NAV history" }).locator("figcaption > span").first();
}

function navTable(page: Page): Locator {
  return page.getByRole("region", { name: "NAV history" }).getByRole("table");
}

async function openNavTable(page: Page): Promise<void> {
  const region = page.getByRole("region", { name: "NAV history" });
  const details = region.locator("details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await region.getByText("Show the data as a table").click();
}

/** The dates of the NAV table's first and last rows. */
async function tableSpan(page: Page): Promise<{ first: number; last: number; rows: number }> {
  const rows = navTable(page).getByRole("rowheader");
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allTextContents();
  return { first: parseShownDate(texts[0]!), last: parseShownDate(texts.at(-1)!), rows: texts.length };
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested on its own; here it would only cover the page.
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

test("a visitor lands on a fund page and sees its name, NAV, returns and structured data", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.getByRole("link", { name: fund.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${fund.path.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fund.name);
  await expect(page).toHaveTitle(`${fund.name}: NAV, returns and portfolio | FundLens`);
  await expect(page.getByText(/^NAV ₹[\d,]+\.\d{4}$/)).toBeVisible();

  const figures = page.getByRole("region", { name: "Key figures" });
  await expect(termValue(figures, "1Y return")).toHaveText(/^-?[\d,]+\.\d{2}%$/);
  // The value, then its source and date (and a stale mark when it is old).
  await expect(termValue(figures, "Expense ratio")).toHaveText(/^\d+\.\d{2}%\S.*, as of [A-Z][a-z]{2} \d{2}, \d{4}/);

  const schemeCode = /\/(\d+)\?/.exec(fund.path)![1];
  // After an early client-side navigation the previous page's head tags linger until the sweep removes them
  // (components/seo/stale-head-sweeper.tsx, vercel/next.js#97472): exactly one of each, then.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^https?://[^/]+/mutual-funds/mutual-fund-screener/${schemeCode}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${fund.name.replace(/[-()]/g, "\\$&")}: NAV ₹`),
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(jsonLd.map((data) => data["@type"]).sort()).toEqual(["BreadcrumbList", "InvestmentFund"]);
  const investmentFund = jsonLd.find((data) => data["@type"] === "InvestmentFund")!;
  expect(investmentFund).toMatchObject({ name: fund.name, category: "Large Cap Fund" });
  const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList") as {
    itemListElement: { name: string }[];
  };
  expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
    "Home",
    "Mutual funds",
    "Large Cap Fund",
    fund.name,
  ]);
  await expectNoSeriousA11yViolations(page);
});

test("every tab shows its panel, by click and by keyboard", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.goto(fund.path);
  const tablist = page.getByRole("tablist", { name: "Fund details" });
  await expect(tablist.getByRole("tab")).toHaveText(TABS.map((tab) => tab.name));
  for (const { name, heading } of TABS) {
    await tablist.getByRole("tab", { name }).click();
    await expect(tablist.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name }).getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  }
  // The Category tab is last: the right arrow wraps to Overview, End goes back, Home to the first again.
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Overview" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "MF Facts" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(page.getByRole("tabpanel", { name: "Category" })).toBeVisible();
  // A tab is in the address, so it survives a reload.
  await expect(page).toHaveURL(/#category$/);
  await page.reload();
  await expect(tablist.getByRole("tab", { name: "Category" })).toHaveAttribute("aria-selected", "true");
});

test("no tab has a serious accessibility violation", async ({ page }) => {
  test.slow(); // six accessibility scans
  const fund = await firstLargeCapFund(page);
  for (const { id, name } of TABS) {
    await page.goto(`${fund.path}#${id}`);
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousA11yViolations(page, `${fund.path} (${name} tab)`);
  }
});

test("the panels hold the fund's facts, performance, risk, portfolio and peers", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.goto(`${fund.path}#facts`);
  const facts = page.getByRole("tabpanel", { name: "MF Facts" });
  await expect(termValue(facts, "ISIN")).toHaveText(/^INF[A-Z0-9]{9}$/);
  await expect(termValue(facts, "Exit load")).not.toBeEmpty();
  await expect(facts.getByRole("table", { name: /Managers on the factsheet/ })).toBeVisible();
  await expect(facts.getByRole("table", { name: /^Expense ratio \(a year\) over time/ })).toBeVisible();

  await page.getByRole("tab", { name: "Performance" }).click();
  const performance = page.getByRole("tabpanel", { name: "Performance" });
  const oneYear = performance.getByRole("table", { name: /^Returns to/ }).getByRole("row", { name: /^1 year/ });
  await expect(oneYear.getByRole("cell").nth(0)).toHaveText(/^-?\d+\.\d{2}%$/);
  await expect(oneYear.getByRole("cell").nth(2)).toHaveText(/^\d+ of \d+$/);
  await expect(oneYear.getByRole("cell").nth(3)).toHaveText(/^Q[1-4]$/);
  await expect(
    performance
      .getByRole("table", { name: "Monthly SIP of ₹1,000" })
      .getByRole("row", { name: /^1 year/ })
      .getByRole("cell")
      .nth(0),
  ).toHaveText("12");

  await page.getByRole("tab", { name: "Risk" }).click();
  const risk = page.getByRole("tabpanel", { name: "Risk" });
  for (const measure of ["Volatility", "Sharpe ratio", "Sortino ratio", "Maximum drawdown", "Beta", "Alpha"]) {
    await expect(
      risk
        .getByRole("row", { name: new RegExp(`^${measure}`) })
        .getByRole("cell")
        .nth(0),
    ).toHaveText(/^-?\d+\.\d{2}%?$/);
  }

  await page.getByRole("tab", { name: "Portfolio Measures" }).click();
  const portfolio = page.getByRole("tabpanel", { name: "Portfolio Measures" });
  await expect(portfolio.getByRole("table", { name: /largest holdings/ }).getByRole("rowheader")).toHaveCount(10);
  await expect(
    portfolio.getByRole("region", { name: "Sector allocation" }).getByText(/sectors; the largest is/),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Category" }).click();
  const peers = page.getByRole("tabpanel", { name: "Category" }).getByRole("region", { name: "Peer comparison" });
  await expect(peers.getByRole("rowheader", { name: `${fund.name} (this fund)` })).toBeVisible();
});

test("the chart's ranges change the NAVs it shows and its data table", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.goto(`${fund.path}#facts`);
  // In the panel, which holds it once: a CI run found two matches in the page for a moment, the other outside it.
  const facts = page.getByRole("tabpanel", { name: "MF Facts" });
  const firstNav = parseShownDate(await termValue(facts, "First NAV on record").innerText());
  await page.getByRole("tab", { name: "Overview" }).click();
  const latest = parseShownDate(await page.getByText(/^on [A-Z][a-z]{2} \d{2}, \d{4}$/).innerText());
  const ranges = page.getByRole("group", { name: "Chart range" });
  /** A range starts at the last NAV on or before the same day N months back: within a long weekend of it. */
  const expectStart = (start: number, months: number) => {
    const target = monthsBefore(latest, months);
    if (firstNav > target) expect(start).toBe(firstNav);
    else expect(target - start).toBeLessThanOrEqual(5 * DAY_MS);
  };

  await expect(ranges.getByRole("button", { name: "1Y" })).toHaveAttribute("aria-pressed", "true");
  await openNavTable(page);
  const oneYear = await tableSpan(page);
  expectStart(oneYear.first, 12);
  expect(oneYear.last).toBe(latest);

  await ranges.getByRole("button", { name: "1M" }).click();
  await expect(chartTitle(page)).toHaveText("NAV, last month");
  await openNavTable(page);
  const oneMonth = await tableSpan(page);
  expectStart(oneMonth.first, 1);
  expect(oneMonth.last).toBe(latest);
  // A month of business days, every one listed.
  expect(oneMonth.rows).toBeGreaterThanOrEqual(18);
  expect(oneMonth.rows).toBeLessThanOrEqual(24);

  await ranges.getByRole("button", { name: "3Y" }).click();
  await expect(chartTitle(page)).toHaveText("NAV, last 3 years");
  await openNavTable(page);
  const threeYears = await tableSpan(page);
  expectStart(threeYears.first, 36);
  // Long ranges list the month ends.
  expect(threeYears.rows).toBeLessThanOrEqual(38);

  await ranges.getByRole("button", { name: "MAX" }).click();
  await expect(chartTitle(page)).toHaveText("NAV, full history");
  await openNavTable(page);
  expect((await tableSpan(page)).first).toBe(firstNav);
  await expect(ranges.getByRole("button", { name: "MAX" })).toHaveAttribute("aria-pressed", "true");
});

test("the SIP widget checks its fields and tells what a SIP in this fund would have become", async ({ page }) => {
  // Many field checks and an axe scan of the whole fund page: close to 30 s on a two-core machine.
  test.setTimeout(90_000);
  const fund = await firstLargeCapFund(page);
  await page.goto(fund.path);
  const widget = page.getByRole("region", { name: "What would my SIP have become?" });
  const amount = widget.getByRole("textbox", { name: /Monthly amount/ });
  const start = widget.getByRole("textbox", { name: "Start date" });

  await amount.fill("");
  await widget.getByRole("button", { name: "Calculate" }).click();
  await expect(widget.getByText("Enter an amount between ₹100 and ₹1,00,00,000")).toBeVisible();
  await amount.fill("0");
  await expect(widget.getByText("Enter an amount between ₹100 and ₹1,00,00,000")).toBeVisible();
  await amount.fill("2500");
  await start.fill("2000-01-01");
  await start.press("Tab");
  await widget.getByRole("button", { name: "Calculate" }).click();
  await expect(
    widget.getByText(/^Choose a start date on or after [A-Z][a-z]{2} \d{2}, \d{4}, the fund's first NAV date$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${fund.path} (SIP widget errors)`);

  await start.fill("");
  // A year back from the helper text's latest date: a valid start.
  const helper = await widget.getByText(/^Any day from/).innerText();
  const latest = parseShownDate(helper.split(" to ")[1]!);
  const from = new Date(monthsBefore(latest, 12)).toISOString().slice(0, 10);
  await start.fill(from);
  await start.press("Tab");
  await widget.getByRole("button", { name: "Calculate" }).click();

  const note = widget.getByText(/monthly instalments of ₹2,500/);
  await expect(note).toBeVisible();
  const instalments = Number(/^(\d+) monthly/.exec(await note.innerText())![1]);
  expect(instalments).toBeGreaterThanOrEqual(12);
  expect(instalments).toBeLessThanOrEqual(13);
  const invested = (instalments * 2500).toLocaleString("en-IN");
  await expect(termValue(widget, "Invested")).toHaveText(`₹${invested}`);
  await expect(termValue(widget, /^Value on /)).toHaveText(/^₹[\d,]+$/);
  await expect(termValue(widget, "Gain")).toHaveText(/^-?₹[\d,]+ \(-?\d+\.\d{2}%\)$/);
  await expect(termValue(widget, "XIRR")).toHaveText(/^-?\d+\.\d{2}% a year$/);
  await expectNoSeriousA11yViolations(page, `${fund.path} (SIP widget result)`);

  // The mutual fund calculator takes over with this fund chosen.
  const schemeCode = /\/(\d+)\?/.exec(fund.path)![1];
  await expect(page.getByRole("link", { name: /open this fund in the mutual fund calculator/ })).toHaveAttribute(
    "href",
    new RegExp(`^/calculators/mutual-fund-calculator\\?(.+&)?fund=${schemeCode}(&|$)`),
  );
});

test("the category link leads to the fund's category page", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.goto(fund.path);
  await page.getByRole("list", { name: "About this fund" }).getByRole("link", { name: "Large Cap Fund" }).click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Large Cap Fund" })).toBeVisible();
});

test("sibling plans link to each other, and ?isin= of another plan lands on that plan", async ({ page }) => {
  const fund = await firstLargeCapFund(page);
  await page.goto(fund.path);
  const plans = page.getByRole("navigation", { name: "Plans of this fund" });
  await expect(plans.locator('[aria-current="page"]')).toHaveText("Direct Plan - Growth");
  const regular = plans.getByRole("link", { name: "Regular Plan - Growth" });
  const regularPath = (await regular.getAttribute("href"))!;
  const [, regularCode, regularIsin] = /\/(\d+)\?isin=(IN[A-Z0-9]+)$/.exec(regularPath)!;

  // This page's address with the sibling's ISIN: the browser moves to the sibling's page.
  const ownCode = /\/(\d+)\?/.exec(fund.path)![1];
  await page.goto(`/mutual-funds/mutual-fund-screener/${ownCode}?isin=${regularIsin}`);
  await expect(page).toHaveURL(new RegExp(`/mutual-funds/mutual-fund-screener/${regularCode}\\?isin=${regularIsin}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fund.name.replace("Direct Plan", "Regular Plan"));

  // An ISIN of another fund altogether is looked up, and lands on that fund.
  await page.goto(CATEGORY);
  const other = page.getByRole("region", { name: "Top funds" }).getByRole("rowheader").nth(1).getByRole("link");
  const otherName = (await other.textContent())!.trim();
  const [, otherCode, otherIsin] = /\/(\d+)\?isin=(IN[A-Z0-9]+)$/.exec((await other.getAttribute("href"))!)!;
  await page.goto(`/mutual-funds/mutual-fund-screener/${ownCode}?isin=${otherIsin}`);
  await expect(page).toHaveURL(new RegExp(`/mutual-funds/mutual-fund-screener/${otherCode}\\?isin=${otherIsin}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(otherName);

  // Its own ISIN, or one that names no fund, leaves the visitor where they are.
  await page.goto(`/mutual-funds/mutual-fund-screener/${ownCode}?isin=INF000Z99999`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fund.name);
  await expect(page).toHaveURL(/\?isin=INF000Z99999$/);
});

test("an unknown scheme code answers 404 with the fund's not-found page, with or without ?isin=", async ({ page }) => {
  for (const path of [
    "/mutual-funds/mutual-fund-screener/99999999",
    "/mutual-funds/mutual-fund-screener/99999999?isin=INF000Z99999",
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: MISSING_FUND_PAGE.heading })).toBeVisible();
  }
});

test("fund pages are static: rendered once, then served from the cache whatever the query", async ({
  request,
  page,
}) => {
  const fund = await firstLargeCapFund(page);
  const plain = fund.path.split("?")[0]!;
  await request.get(plain);
  for (const path of [plain, fund.path, `${plain}?isin=INF000Z99999`]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
    expect(response.headers()["cache-control"]).toMatch(/s-maxage=300/);
  }
});
