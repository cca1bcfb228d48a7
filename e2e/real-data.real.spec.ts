import { existsSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_REAL_DATA_DIR } from "./support/server-env";

// The app on real public data (../shared/data: the year of AMFI captures, the scheme master, the TERs, the AUM
// table, the NSE index series and the fund houses' portfolios), loaded by its own server (playwright.config.ts).
// The figures below are read from those files by hand: SBI Flexicap Fund's Direct plan has a Total TER of 0.82% in
// the tracker's file of 2024-10-07, an AUM of Rs 23,145.58 crore at the month-end of 2026-01-30, and "Rs. 1000 and
// in multiples of Re. 1." with a launch on 22-Aug-2005 in the scheme master of 2024-11-18.
test.skip(
  !existsSync(E2E_REAL_DATA_DIR),
  `the real data is not at ${E2E_REAL_DATA_DIR} (it lives outside the repository, in ../shared/data)`,
);

const SCREENER = "/mutual-funds/mutual-fund-screener";
const SBI_FLEXICAP_DIRECT_GROWTH = 119718;

/** The fact list's definition of the term that starts with `label`. */
const factRow = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Fund facts" })
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator("xpath=following-sibling::*[1]");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
});

test("a real SBI equity fund shows its expense ratio and its history, AUM, launch date, minimum amount and benchmark, each with source and date", async ({
  page,
}) => {
  await page.goto(`${SCREENER}/${SBI_FLEXICAP_DIRECT_GROWTH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SBI Flexicap Fund - Direct Plan - Growth");

  await page.getByRole("tab", { name: "MF Facts" }).click();
  await expect(factRow(page, "Expense ratio")).toContainText("0.82%");
  await expect(factRow(page, "Expense ratio")).toContainText("AMFI TER, as of Oct 07, 2024");
  await expect(factRow(page, "Expense ratio")).toContainText("Stale: older than its usual 45-day refresh");
  await expect(factRow(page, "AUM")).toContainText("₹23,145.58 Cr");
  await expect(factRow(page, "AUM")).toContainText("AMFI fund performance (AUM), as of Jan 30, 2026");
  await expect(factRow(page, "Minimum lump sum")).toContainText("₹1,000");
  await expect(factRow(page, "Minimum lump sum")).toContainText("AMFI scheme master, as of Nov 18, 2024");
  await expect(factRow(page, "Launch date")).toContainText("Aug 22, 2005");
  await expect(factRow(page, "Launch date")).toContainText("AMFI scheme master, as of Nov 18, 2024");
  // No loaded source gives SBI's exit load: the page says so rather than inventing it.
  await expect(factRow(page, "Exit load")).toContainText("Not disclosed yet");
  // The benchmark printed under the scheme's holdings in SBI's disclosure of 31-Jul-2025.
  await expect(factRow(page, "Benchmark")).toContainText("BSE 500 TRI");
  await expect(factRow(page, "Benchmark")).toContainText("SBI Mutual Fund monthly portfolio, as of Jul 31, 2025");

  // The TER history from the tracker's dated changes.
  await expect(page.getByText("Last changed on Oct 05, 2024, from 0.81% to 0.82%.")).toBeVisible();
  const history = page.getByRole("table", { name: /Expense ratio \(a year\) over time/ });
  await expect(history.getByRole("row").nth(1)).toContainText("0.82%Oct 05, 2024Oct 07, 2024AMFI TER");

  // The scheme's own BSE 500 TRI has no series in our data: the category's usual index (Nifty 500 TRI, NSE's
  // file) stands in, named as a stand-in, with beta and alpha against it.
  await page.getByRole("tab", { name: "Performance" }).click();
  const benchmark = page.getByRole("region", { name: "Against the benchmark" });
  await expect(benchmark).toContainText("Nifty 500 TRI (stand-in: category benchmark)");
  await expect(benchmark).toContainText(
    "The scheme's own benchmark is BSE 500 TRI as given by SBI Mutual Fund monthly portfolio, as of Jul 31, 2025; no series for it is in our data, so Nifty 500 TRI stands in for it.",
  );
  await expect(benchmark).toContainText("NSE Indices (file niftyindices-NIFTY500-TRI-NTR-2024-09-24_2026-10-06.csv)");
  await expect(benchmark.getByRole("row", { name: /^Beta/ })).toContainText(/\d\.\d\d/);
});

interface ListAnswer {
  plans: { plan_display_name: string; expense_ratio: number | null; aum: number | null }[];
  total: number;
}

async function listCall(request: APIRequestContext, query: string): Promise<ListAnswer> {
  const response = await request.get(`/api/v1/mutual-funds/filtered-funds?${query}`);
  expect(response.status(), query).toBe(200);
  return ((await response.json()) as { payload: ListAnswer }).payload;
}

const rows = (page: Page) => page.getByRole("table").getByRole("rowheader");
const names = (answer: ListAnswer) => answer.plans.map((plan) => plan.plan_display_name);

test("the screener sorts and filters SBI's equity plans by their real expense ratio and AUM", async ({
  page,
  request,
}) => {
  const scope = "amc=sbi-mutual-fund&category=Equity";
  await page.goto(`${SCREENER}?${scope}`);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Expense Ratio Low to High" });
  const cheapest = await listCall(request, `${scope}&order_by=expense_ratio&order_dir=asc`);
  await expect(page).toHaveURL(`${SCREENER}?${scope}&order_by=expense_ratio&order_dir=asc`);
  await expect(rows(page)).toHaveText(names(cheapest));
  const ratios = cheapest.plans.map((plan) => plan.expense_ratio);
  expect(ratios.every((ratio) => typeof ratio === "number")).toBe(true);
  expect(ratios).toEqual([...ratios].sort((a, b) => a! - b!));

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "AUM High to Low" });
  const largest = await listCall(request, `${scope}&order_by=aum&order_dir=desc`);
  await expect(rows(page)).toHaveText(names(largest));
  const sizes = largest.plans.map((plan) => plan.aum);
  expect(sizes.every((size) => typeof size === "number")).toBe(true);
  expect(sizes).toEqual([...sizes].sort((a, b) => b! - a!));
  // The fund-level AUM repeats on every plan of a fund: SBI's largest equity fund, from the real file.
  expect(largest.plans[0]!.plan_display_name).toMatch(/^SBI /);

  // A filter on the real expense ratios: Direct plans at 0.5% or less.
  const filtered = `${scope}&expense_ratio_max=0.5`;
  await page.goto(`${SCREENER}?${filtered}`);
  const cheap = await listCall(request, filtered);
  expect(cheap.total).toBeGreaterThan(0);
  expect(cheap.plans.every((plan) => plan.expense_ratio !== null && plan.expense_ratio <= 0.5)).toBe(true);
  await expect(rows(page)).toHaveText(names(cheap));
});

// Portfolios from the fund houses' disclosures of July 2025 (../shared/data/portfolios): the figures as the SBI
// workbook prints them (HDFC Bank Ltd. 7.96% of SBI Large & Midcap Fund, 9.53% of SBI ELSS Tax Saver Fund).
const SBI_LARGE_MIDCAP = 101530;
const SBI_ELSS = 103883;
const SBI_MAGNUM_INCOME = 100638;

test("a real SBI equity fund shows its disclosed holdings, sectors and allocation; a debt fund its credit quality", async ({
  page,
}) => {
  await page.goto(`${SCREENER}/${SBI_LARGE_MIDCAP}`);
  await page.getByRole("tab", { name: "Portfolio Measures" }).click();
  const portfolio = page.getByRole("tabpanel", { name: "Portfolio Measures" });
  await expect(portfolio).toContainText(
    "From the portfolio disclosed as of Jul 31, 2025 (source: SBI Mutual Fund monthly portfolio)",
  );
  await expect(portfolio).toContainText("Stale: older than its usual 75-day refresh");
  const topHoldings = portfolio.getByRole("table", { name: /largest holdings as of Jul 31, 2025/ });
  await expect(topHoldings.getByRole("row").nth(1)).toContainText("HDFC Bank Ltd.BanksEquity--7.96%");
  await expect(portfolio.getByText("3 asset classes; the largest is Equity at 95.02% of the portfolio.")).toBeVisible();
  // 30 equity sectors, plus the money-market paper and the cash line: every breakdown adds up to 100 %.
  await expect(portfolio.getByText("32 sectors; the largest is Banks at 20.79% of the portfolio.")).toBeVisible();

  await page.goto(`${SCREENER}/${SBI_MAGNUM_INCOME}`);
  await page.getByRole("tab", { name: "Portfolio Measures" }).click();
  await expect(page.getByRole("tabpanel", { name: "Portfolio Measures" })).toContainText(
    "the largest is Sovereign at 62.01% of the portfolio.",
  );
});

test("compare shows the overlap of two real SBI funds with their common holdings", async ({ page }) => {
  await page.goto(`/mutual-funds/compare-mutual-funds?funds=${SBI_LARGE_MIDCAP},${SBI_ELSS}`);
  const pair = page.getByRole("region", { name: "Portfolio overlap" }).getByRole("listitem").first();
  await expect(pair).toContainText("37.66% common weight, 30 holdings in common");
  await expect(pair).toContainText("Portfolios as of Jul 31, 2025 and Jul 31, 2025.");
  await pair.getByText("Show the 30 common holdings").click();
  const common = pair.getByRole("table");
  await expect(common.getByRole("row")).toHaveCount(31);
  await expect(common.getByRole("row").nth(1)).toContainText("HDFC Bank Ltd.7.96%9.53%");
});
