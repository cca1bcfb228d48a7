import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { METHODOLOGY_SECTIONS } from "@/lib/content/methodology-anchors";
import { MONTH_ABBREVIATIONS } from "@/lib/format/dates";
import {
  DAYS_PER_YEAR,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_RISK_WINDOW_YEARS,
  DEFAULT_TRADING_DAYS_PER_YEAR,
  START_NAV_TOLERANCE_DAYS,
  STALE_PLAN_DAYS,
} from "@/lib/metrics";

// The methodology page states the rules; this proves a fund page follows them by recomputing its figures from
// the plan's NAVs as the product API serves them, with date arithmetic written here (not the metrics code's).
// The end-to-end server loads the small demo dataset (three years of NAVs) and leaves RISK_FREE_RATE unset.

const CATEGORY = "equity-large-cap-fund";
const DAY_MS = 86_400_000;

interface Nav {
  day: number;
  nav: number;
}

const isoDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const shownDay = (text: string) => {
  const match = /([A-Z][a-z]{2}) (\d{2}), (\d{4})/.exec(text)!;
  return (
    Date.UTC(
      Number(match[3]),
      MONTH_ABBREVIATIONS.indexOf(match[1] as (typeof MONTH_ABBREVIATIONS)[number]),
      Number(match[2]),
    ) / DAY_MS
  );
};

/** The same day of the month `months` earlier, clamped to that month's length. */
function monthsBefore(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months + 1, 0)).getUTCDate();
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, Math.min(date.getUTCDate(), length)) / DAY_MS;
}

/** The start NAV of a period: the last on or before the start day, only when it is within the tolerance. */
function startNav(navs: readonly Nav[], startDay: number): Nav | "too-young" | "no-nav-near-start" {
  const before = navs.filter((point) => point.day <= startDay).at(-1);
  if (!before) return "too-young";
  return startDay - before.day <= START_NAV_TOLERANCE_DAYS ? before : "no-nav-near-start";
}

/** The page's percentage as a number ("-3.21%" -> -3.21). */
const shownPercent = (text: string) => Number(text.replace(/[%,]/g, ""));

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  return ((await answer.json()) as { payload: T }).payload;
}

async function navsOf(request: APIRequestContext, isin: string): Promise<Nav[]> {
  const series = await json<{ points: { date: string; nav: number }[] }>(
    request,
    `/api/v1/funds/navs?isin=${isin}&duration=MAX`,
  );
  return series.points.map((point) => ({ day: isoDay(point.date), nav: point.nav }));
}

/** The 1-year return by the rules: absolute, from the start NAV within the tolerance; null without one. */
function oneYearReturn(navs: readonly Nav[]): number | null {
  const last = navs.at(-1)!;
  const start = startNav(navs, monthsBefore(last.day, 12));
  return typeof start === "string" ? null : (last.nav / start.nav - 1) * 100;
}

interface ScreenerPlan {
  scheme_code: number;
  isin: string | null;
  plan_type: string | null;
  option_type: string | null;
  nav_date: string;
}

function row(table: Locator, header: RegExp): Locator {
  return table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: header }) });
}

async function firstLargeCapFund(page: Page): Promise<string> {
  await page.goto(`/mutual-funds/categories/${CATEGORY}`);
  return (await page
    .getByRole("region", { name: "Top funds" })
    .getByRole("rowheader")
    .first()
    .getByRole("link")
    .getAttribute("href"))!;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

test("the methodology page states the constants the code applies, one section per anchor, linked from the footer", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "How we calculate" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we calculate");
  await expect(page).toHaveTitle(/^How we calculate returns, risk ratios and ranks \| /);
  for (const id of METHODOLOGY_SECTIONS) await expect(page.locator(`section#${id} h2`)).toBeVisible();

  const section = (id: string) => page.locator(`section#${id}`);
  await expect(section("start-nav")).toContainText(`at most ${START_NAV_TOLERANCE_DAYS} days before it`);
  await expect(section("trailing-returns")).toContainText("(end NAV / start NAV)^(12 / months) − 1");
  await expect(section("trailing-returns")).toContainText("2024-03-31 minus 1 month is 2024-02-29");
  await expect(section("since-inception")).toContainText(`^(${DAYS_PER_YEAR} / days)`);
  await expect(section("risk-ratios")).toContainText(
    `√${DEFAULT_TRADING_DAYS_PER_YEAR} (${DEFAULT_TRADING_DAYS_PER_YEAR} trading days a year)`,
  );
  await expect(section("risk-ratios")).toContainText(
    `a risk-free rate of ${(DEFAULT_RISK_FREE_RATE * 100).toFixed(2)}% a year`,
  );
  await expect(section("max-drawdown").getByRole("heading")).toHaveText(
    `Maximum drawdown (${DEFAULT_RISK_WINDOW_YEARS} years)`,
  );
  await expect(section("ranking")).toContainText("competition ranking: 1, 2, 2, 4");
  await expect(section("ranking")).toContainText("Quartile = floor(4 × (rank − 1) / plans) + 1");
  await expect(section("ranking")).toContainText(`more than ${STALE_PLAN_DAYS} days older than the site's as-of date`);
});

test("a fund page's figures are the ones its NAVs give under the stated rules, and its labels link to them", async ({
  page,
  request,
}) => {
  const path = await firstLargeCapFund(page);
  const schemeCode = Number(/\/(\d+)(?:\?|$)/.exec(path)![1]);
  const plans = (
    await json<{ plans: ScreenerPlan[] }>(
      request,
      `/api/v1/mutual-funds/filtered-funds?subcategory=${CATEGORY}&page_size=100`,
    )
  ).plans;
  const self = plans.find((plan) => plan.scheme_code === schemeCode)!;
  const navs = await navsOf(request, self.isin!);
  const last = navs.at(-1)!;

  await page.goto(`${path.split("?")[0]}#performance`);
  const trailing = page.getByRole("tabpanel", { name: "Performance" }).getByRole("table", { name: /^Returns to/ });
  const cell = (header: RegExp, index: number) => row(trailing, header).getByRole("cell").nth(index);
  await expect(row(trailing, /^1 year$/).getByRole("link", { name: "1 year" })).toHaveAttribute(
    "href",
    "/methodology#trailing-returns",
  );

  // 1Y: absolute, from the last NAV on or before the same day a year (12 calendar months) earlier.
  const oneYear = oneYearReturn(navs)!;
  expect(oneYear).not.toBeNull();
  expect(Math.abs(shownPercent((await cell(/^1 year$/, 0).textContent())!) - oneYear)).toBeLessThanOrEqual(
    0.005 + 1e-9,
  );

  // 3Y: CAGR with the exponent 12/36, or "--" (with the reason when a NAV is missing near the start).
  const threeYearStart = startNav(navs, monthsBefore(last.day, 36));
  const threeYears = cell(/^3 years$/, 0);
  if (threeYearStart === "too-young") await expect(threeYears).toHaveText("--");
  else if (threeYearStart === "no-nav-near-start")
    await expect(threeYears).toHaveText("-- (not enough NAV history near the start)");
  else
    expect(
      Math.abs(
        shownPercent((await threeYears.textContent())!) - ((last.nav / threeYearStart.nav) ** (12 / 36) - 1) * 100,
      ),
    ).toBeLessThanOrEqual(0.005 + 1e-9);

  // Since launch, or since the first NAV in our data: a CAGR over actual days on 365-day years (the demo plans are older than a year).
  const elapsed = last.day - navs[0]!.day;
  expect(elapsed).toBeGreaterThanOrEqual(DAYS_PER_YEAR);
  const sinceStart = ((last.nav / navs[0]!.nav) ** (DAYS_PER_YEAR / elapsed) - 1) * 100;
  expect(
    Math.abs(
      shownPercent((await cell(/^Since (launch|.+ \(first NAV in our data\))$/, 0).textContent())!) - sinceStart,
    ),
  ).toBeLessThanOrEqual(0.005 + 1e-9);

  // Rank: competition rank of the 1Y return among the category's Growth plans of the same type that are not
  // stale (latest NAV at most STALE_PLAN_DAYS behind the site's as-of date), each recomputed from its NAVs.
  const fund = await json<{ ranking: { site_as_of: string } | null }>(
    request,
    `/api/v1/funds?isin=${self.isin}&plan_type=${self.plan_type}&option_type=Growth`,
  );
  const counts = new Map<string, number>();
  for (const plan of plans) counts.set(plan.nav_date, (counts.get(plan.nav_date) ?? 0) + 1);
  // Before the metrics record the site's as-of date, the date most of these plans report stands in for it.
  const siteAsOf = isoDay(
    fund.ranking?.site_as_of ?? [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]![0],
  );
  const field = plans.filter(
    (plan) =>
      plan.plan_type === self.plan_type &&
      (plan.option_type ?? "Growth") === "Growth" &&
      siteAsOf - isoDay(plan.nav_date) <= STALE_PLAN_DAYS,
  );
  expect(field.map((plan) => plan.scheme_code)).toContain(schemeCode);
  const returns = (
    await Promise.all(field.map(async (plan) => oneYearReturn(await navsOf(request, plan.isin!))))
  ).filter((value): value is number => value !== null);
  const rank = returns.filter((value) => value > oneYear).length + 1;
  await expect(cell(/^1 year$/, 2)).toHaveText(`${rank} of ${returns.length}`);
  await expect(cell(/^1 year$/, 3)).toHaveText(`Q${Math.min(4, Math.floor((4 * (rank - 1)) / returns.length) + 1)}`);
  const average = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  expect(Math.abs(shownPercent((await cell(/^1 year$/, 1).textContent())!) - average)).toBeLessThanOrEqual(
    0.005 + 1e-9,
  );

  // Maximum drawdown over the risk window: from the last NAV on or before (latest − 3 years), or from the first
  // NAV for a plan younger than that with at least a year of NAVs.
  await page.getByRole("tab", { name: "Risk" }).click();
  const risk = page.getByRole("tabpanel", { name: "Risk" });
  const windowStart = monthsBefore(last.day, DEFAULT_RISK_WINDOW_YEARS * 12);
  const baseIndex = Math.max(
    0,
    navs.findLastIndex((point) => point.day <= windowStart),
  );
  expect(navs[0]!.day).toBeLessThanOrEqual(monthsBefore(last.day, 12));
  let peak = 0;
  let drawdown = 0;
  for (const point of navs.slice(baseIndex)) {
    peak = Math.max(peak, point.nav);
    drawdown = Math.min(drawdown, (point.nav / peak - 1) * 100);
  }
  expect(shownDay((await risk.getByText(/^From the daily NAVs of/).textContent())!)).toBe(navs[baseIndex]!.day);
  const drawdownRow = row(
    risk.getByRole("table", { name: "Risk ratios against the category average" }),
    new RegExp(`^Maximum drawdown \\(${DEFAULT_RISK_WINDOW_YEARS} years\\)$`),
  );
  await expect(drawdownRow.getByRole("link")).toHaveAttribute("href", "/methodology#max-drawdown");
  expect(
    Math.abs(shownPercent((await drawdownRow.getByRole("cell").first().textContent())!) - drawdown),
  ).toBeLessThanOrEqual(0.005 + 1e-9);

  // The label leads to the rule.
  await drawdownRow.getByRole("link").click();
  await expect(page).toHaveURL(/\/methodology#max-drawdown$/);
  await expect(page.locator("section#max-drawdown")).toBeInViewport();
});
