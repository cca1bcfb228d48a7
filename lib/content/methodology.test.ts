import { proseSection } from "@/lib/content/content-fields";
import { METHODOLOGY_SECTIONS, methodologyHref, methodologySections } from "@/lib/content/methodology";
import {
  DAYS_PER_YEAR,
  DEFAULT_MAX_GAP_DAYS,
  DEFAULT_RISK_WINDOW_YEARS,
  DEFAULT_TRADING_DAYS_PER_YEAR,
  START_NAV_TOLERANCE_DAYS,
  STALE_PLAN_DAYS,
} from "@/lib/metrics";

const text = (riskFreeRate = 0.065) =>
  Object.fromEntries(
    methodologySections({ riskFreeRate }).map((section) => [
      section.id,
      `${section.heading}\n${[...section.paragraphs, ...(section.bullets ?? [])].join("\n")}`,
    ]),
  );

describe("methodologySections", () => {
  it("has one section per anchor, in the anchors' order", () => {
    expect(methodologySections({ riskFreeRate: 0.065 }).map((section) => section.id)).toEqual([
      ...METHODOLOGY_SECTIONS,
    ]);
    expect(methodologyHref("max-drawdown")).toBe("/methodology#max-drawdown");
  });

  it("states the constants the metrics apply", () => {
    const sections = text();
    expect(sections["start-nav"]).toContain(`at most ${START_NAV_TOLERANCE_DAYS} days before it`);
    expect(sections["ranking"]).toContain(`more than ${STALE_PLAN_DAYS} days older than the site's as-of date`);
    expect(sections["since-inception"]).toContain(`^(${DAYS_PER_YEAR} / days)`);
    expect(sections["risk-ratios"]).toContain(
      `√${DEFAULT_TRADING_DAYS_PER_YEAR} (${DEFAULT_TRADING_DAYS_PER_YEAR} trading days a year)`,
    );
    expect(sections["max-drawdown"]).toContain(`Maximum drawdown (${DEFAULT_RISK_WINDOW_YEARS} years)`);
    expect(sections["beta-alpha"]).toContain(`more than ${DEFAULT_MAX_GAP_DAYS} days apart`);
    expect(sections["vs-benchmark"]).toContain(`more than ${DEFAULT_MAX_GAP_DAYS} days apart`);
    expect(sections["vs-benchmark"]).toContain(`× √${DEFAULT_TRADING_DAYS_PER_YEAR}`);
  });

  it("lists each category's benchmark from the table the metrics use", () => {
    const section = text()["vs-benchmark"];
    expect(section).toContain("Large Cap Fund: Nifty 100 TRI\nLarge & Mid Cap Fund: Nifty LargeMidcap 250 TRI\n");
    expect(section).toContain("Flexi Cap Fund: Nifty 500 TRI");
    expect(section).not.toContain("Sectoral/Thematic:");
  });

  it("prints the period months, the CAGR exponent and the month clamping as the code computes them", () => {
    const sections = text();
    expect(sections["trailing-returns"]).toContain("1M = 1, 3M = 3, 6M = 6, 1Y = 12, 3Y = 36, 5Y = 60, 10Y = 120");
    expect(sections["trailing-returns"]).toContain("(1M, 3M, 6M, 1Y)");
    expect(sections["trailing-returns"]).toContain("(3Y, 5Y, 10Y)");
    expect(sections["trailing-returns"]).toContain("the exponent 12 / 36 = 1/3 exactly");
    // addMonths clamps to the month's length and never snaps to a month end.
    expect(sections["trailing-returns"]).toContain("2024-03-31 minus 1 month is 2024-02-29");
    expect(sections["trailing-returns"]).toContain("2024-02-29 minus 12 months is 2023-02-28");
    expect(sections["trailing-returns"]).toContain("2024-02-28 minus 1 month is 2024-01-28");
  });

  it("lists the NAV move bands and the split factors from the table the metrics refresh applies", () => {
    const section = text()["nav-anomalies"];
    expect(section).toContain("Overnight and liquid funds: ±1% (the largest ordinary day-on-day move");
    expect(section).toContain("Equity funds: ±20%");
    expect(section).toContain("divided or multiplied by 2, 3, 4, 5, 10, 100, 1,000 or 10,000");
    expect(section).toContain("the band widens by √(gap / 7)");
  });

  it("gives the quartiles of small fields from the quartile formula", () => {
    expect(text().ranking).toContain(
      "1 plan: Q1; 2 plans: Q1, Q3; 3 plans: Q1, Q2, Q3; 4 plans: Q1, Q2, Q3, Q4; 5 plans: Q1, Q1, Q2, Q3, Q4",
    );
  });

  it("states the deployment's risk-free rate", () => {
    expect(text(0.065)["risk-ratios"]).toContain("a risk-free rate of 6.50% a year");
    expect(text(0.07)["risk-ratios"]).toContain("a risk-free rate of 7.00% a year");
    expect(text(0.07)["beta-alpha"]).toContain("rf = 7.00%");
  });

  it("keeps every section within the content files' rules for prose", () => {
    for (const section of methodologySections({ riskFreeRate: 0.065 }))
      expect(() => proseSection.parse(section)).not.toThrow();
  });
});
