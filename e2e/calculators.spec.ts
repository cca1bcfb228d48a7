import { expect, test, type Locator, type Page } from "@playwright/test";
import { LUMPSUM_DEFAULTS, LUMPSUM_FIELDS, runLumpsum, runSip, sipQueryState } from "@/lib/calculators";
import { calculatorLandings } from "@/lib/content/calculator-landings";
import { COMPANY } from "@/lib/content/company";
import { formatInr, groupIndian } from "@/lib/format";
import { expectNoSeriousA11yViolations } from "./support/axe";

interface Journey {
  id: string;
  path: string;
  title: string;
  /** The first amount box (exact label); '1,00,000' or another grouped amount is pasted into it. */
  amountLabel: string;
  pasted: string;
  /** Other boxes typed into after the paste. */
  typed?: readonly [label: string, value: string][];
  /** A figure of the result and its expected text. */
  figure: string;
  expected: string;
}

// Reference values: Groww's SIP (₹10,000/month, 12%, 10 years) and lumpsum (₹1,00,000, 12%, 10 years),
// a bank FD (₹1,00,000, 7% compounded quarterly, 5 years); the others are the module's tested outputs.
const JOURNEYS: readonly Journey[] = [
  {
    id: "sip",
    path: "/calculators/systematic-investment-plan",
    title: "SIP calculator",
    amountLabel: "Investment per instalment",
    pasted: "10,000",
    typed: [
      ["Expected return a year", "12"],
      ["Duration", "10"],
    ],
    figure: "Total value",
    expected: "₹23,23,391",
  },
  {
    id: "lumpsum",
    path: "/calculators/lumpsum-calculator",
    title: "Lumpsum calculator",
    amountLabel: "Investment amount",
    pasted: "1,00,000",
    typed: [
      ["Expected return a year", "12"],
      ["Duration", "10"],
    ],
    figure: "Total value",
    expected: "₹3,10,585",
  },
  {
    id: "fd",
    path: "/calculators/fixed-deposit-calculator",
    title: "Fixed deposit calculator",
    amountLabel: "Deposit amount",
    pasted: "1,00,000",
    typed: [
      ["Interest rate a year", "7"],
      ["Tenure", "5"],
    ],
    figure: "Maturity value",
    expected: "₹1,41,478",
  },
  {
    id: "cagr",
    path: "/calculators/cagr-calculator",
    title: "CAGR calculator",
    amountLabel: "Start value",
    pasted: "1,00,000",
    typed: [
      ["End value", "200000"],
      ["Duration", "5"],
    ],
    figure: "CAGR",
    expected: "14.87%",
  },
  {
    id: "swp",
    path: "/calculators/systematic-withdrawal-plan",
    title: "SWP calculator",
    amountLabel: "Total investment",
    pasted: "1,00,000",
    figure: "Final value",
    expected: "₹0",
  },
  {
    id: "stp",
    path: "/calculators/systematic-transfer-plan",
    title: "STP calculator",
    amountLabel: "Lumpsum in the source fund",
    pasted: "5,00,000",
    figure: "Total value",
    expected: "₹6,01,772",
  },
];

/** Pastes text into a box as a user's clipboard would (a paste event carrying the text). */
async function paste(input: Locator, text: string): Promise<void> {
  await input.fill("");
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// The figure a reader sees: while the result's code loads after an input changes, React can keep the server's
// result in the page hidden (display: none) beside the new one.
function figure(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ visible: true })
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

test.describe("calculators", () => {
  // A journey runs axe twice and opens a second browser: slow on a 2-core machine while the server warms up.
  test.describe.configure({ timeout: 90_000 });

  test("the index links to all seven calculators, with a breadcrumb", async ({ page }) => {
    const response = await page.goto("/calculators");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Calculators" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    const cards = page.locator("[data-calculator]");
    await expect(cards).toHaveCount(7);
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-calculator")))).toEqual([
      "sip",
      "lumpsum",
      "stp",
      "swp",
      "fd",
      "cagr",
      "mf",
    ]);
    await expect(page.getByRole("link", { name: /SIP calculator/ })).toHaveAttribute(
      "href",
      "/calculators/systematic-investment-plan",
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toEqual(["BreadcrumbList"]);
  });

  for (const journey of JOURNEYS) {
    test(`${journey.title}: typed and pasted values give the result, chart and URL`, async ({ page, browser }) => {
      const response = await page.goto(journey.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: journey.title })).toBeVisible();

      const amount = page.getByLabel(journey.amountLabel, { exact: true });
      // Again until it holds: a paste before hydration is undone when React sets the box to its default.
      await expect(async () => {
        await paste(amount, journey.pasted);
        await expect(amount).toHaveValue(journey.pasted, { timeout: 1_000 });
      }).toPass();
      for (const [label, value] of journey.typed ?? []) {
        const box = page.getByLabel(label, { exact: true });
        await box.fill("");
        await box.pressSequentially(value);
      }
      await expect(figure(page, journey.figure)).toContainText(journey.expected);

      // Minus and e change nothing.
      await amount.press("End");
      await amount.press("-");
      await amount.press("e");
      await amount.press("E");
      await expect(amount).toHaveValue(journey.pasted);

      // The chart's text alternative: caption summary and the data table behind a disclosure.
      const chart = page.locator("figure").first();
      await expect(chart.locator("figcaption")).toContainText(/over time/);
      await chart.getByText("Show the data as a table").click();
      await expect(chart.getByRole("table")).toBeVisible();
      await expect(page.getByRole("table", { name: "Year by year" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${journey.path} with a result`);

      // The address reproduces the result in a fresh browser, rendered by the server.
      await expect(page).toHaveURL(/\?/);
      const shared = page.url();
      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(shared);
      await expect(figure(other, journey.figure)).toContainText(journey.expected);
      await expect(other.getByLabel(journey.amountLabel, { exact: true })).toHaveValue(journey.pasted);
      const html = await (await other.request.get(shared)).text();
      expect(html).toContain(journey.expected);
      await fresh.close();
    });
  }

  test("Mutual fund calculator: a fund picked by search, valued on its real NAVs with the XIRR", async ({
    page,
    browser,
  }) => {
    await page.goto("/calculators/mutual-fund-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Mutual fund calculator" })).toBeVisible();
    await expect(page.getByText(/^Choose a fund to see/)).toBeVisible();

    // The small demo dataset has large-cap funds; the first search result is picked.
    const search = page.getByRole("combobox", { name: "Choose a fund" });
    await search.fill("large");
    await page.getByRole("listbox", { name: "Choose a fund: results" }).getByRole("option").first().click();
    await expect(page).toHaveURL(/[?&]fund=\d+/);
    await expect(figure(page, "Current value")).toContainText("₹");
    await expect(figure(page, "XIRR")).toContainText(/%|Not computable/);

    await page.getByLabel("Investment type").selectOption("lumpsum");
    const amount = page.getByLabel("Lumpsum amount", { exact: true });
    await paste(amount, "1,00,000");
    await expect(figure(page, "Invested amount")).toHaveText(/^₹1,00,000/);
    await expect(page.locator("figure figcaption")).toContainText(/is worth ₹/);
    await expectNoSeriousA11yViolations(page, "mutual fund calculator with a result");

    const total = await figure(page, "Current value").textContent();
    await expect(page).toHaveURL(/amount=100000/);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(figure(other, "Current value")).toHaveText(total ?? "");
    await fresh.close();
  });

  test("an out-of-range value shows the field's message instead of a result", async ({ page }) => {
    await page.goto("/calculators/lumpsum-calculator");
    const amount = page.getByLabel("Investment amount", { exact: true });
    await amount.fill("");
    await amount.pressSequentially("50");
    await expect(page.getByText(LUMPSUM_FIELDS.amount.message)).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Correct the highlighted fields");
    await expect(figure(page, "Total value")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "lumpsum with an error");
  });

  test("a landing page for common inputs: its result in the server HTML, its own title and canonical, linked from the calculator, in the sitemap", async ({
    page,
    request,
  }) => {
    const landing = calculatorLandings("sip").find(
      (item) => item.heading === "SIP of ₹5,000 a month for 10 years at 12%",
    );
    if (!landing)
      throw new Error("content/calculator-landings.json has no landing for a SIP of ₹5,000 a month for 10 years");
    const expected = formatInr(runSip(sipQueryState.parse(new URLSearchParams(landing.query))).result.totalValue, {
      fractionDigits: 0,
    });
    expect(expected).toBe("₹11,61,695"); // half of the ₹10,000 journey's ₹23,23,391

    const html = await (await request.get(landing.href)).text();
    expect(html).toContain(landing.heading);
    expect(html).toContain(expected);

    await page.goto("/calculators/systematic-investment-plan");
    // A full page load (a plain link), waited for as a navigation rather than within one assertion's 5 s: twice in
    // CI, beside the other suites, the h1 was still the calculator's after 5 s (the cause was not caught).
    await Promise.all([
      page.waitForURL((url) => `${url.pathname}${url.search}` === landing.href),
      page.getByRole("region", { name: "Popular calculations" }).getByRole("link", { name: landing.heading }).click(),
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.heading);
    await expect(figure(page, "Total value")).toContainText(expected);
    const origin = new URL(page.url()).origin;
    // The form writes the same query back: the address stays the landing's.
    expect(page.url()).toBe(`${origin}${landing.href}`);
    expect(await page.title()).toBe(`${landing.title} | ${COMPANY.brand}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${landing.href}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", landing.description);
    await expect(page.getByRole("link", { name: landing.heading })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page, "a SIP landing page");

    const sitemap = await (await request.get("/sitemap/0.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}${landing.href.replaceAll("&", "&amp;")}</loc>`);
  });

  test("a hostile query shows the default inputs and their result, and no error", async ({ page }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const query = `amount=-5&amount=7&rate=NaN&duration=${"9".repeat(400)}&unit=${encodeURIComponent("<script>alert(1)</script>")}`;
    const response = await page.goto(`/calculators/lumpsum-calculator?${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Investment amount", { exact: true })).toHaveValue(
      groupIndian(LUMPSUM_DEFAULTS.amount),
    );
    await expect(page.getByLabel("Duration", { exact: true })).toHaveValue(String(LUMPSUM_DEFAULTS.duration));
    await expect(figure(page, "Total value")).toContainText(
      formatInr(runLumpsum(LUMPSUM_DEFAULTS).totalValue, { fractionDigits: 0 }),
    );
    await expect(page.getByText("Correct the highlighted fields")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("alert(1)");
  });

  test("the canonical URL is the plain calculator path", async ({ page }) => {
    await page.goto("/calculators/systematic-investment-plan?amount=5000");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/calculators\/systematic-investment-plan$/,
    );
  });
});
