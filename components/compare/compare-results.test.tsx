import { DEFAULT_RISK_WINDOW_YEARS } from "@/lib/metrics";
import { render, screen, within } from "@testing-library/react";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { comparedReturns, PAYOUT_RETURN_NOTE } from "@/lib/funds/payout-returns";
import { CompareTable } from "./compare-table";
import { OverlapSection } from "./overlap-section";

const SOURCE = { as_of: "2026-10-31", source: "factsheet-2026-10.csv", stale: false };

function fund(scheme_code: number, name: string, changes: Partial<ComparedFund> = {}): ComparedFund {
  return {
    isin: null as unknown as string,
    scheme_code,
    plan_display_name: name,
    plan_type: "Direct",
    option_type: "Growth",
    amc_name: "Alpha Mutual Fund",
    category: "Large Cap Fund",
    nav: 12.3456,
    nav_date: "2026-11-20",
    nav_unverified: false,
    inception_date: "2023-11-22",
    returns: { "1m": 1, "3m": 2, "6m": 3, "1y": 10, "3y": null, "5y": null, "10y": null, max: 9 },
    since_launch_from: null,
    sip_returns: { "1y": 8, "3y": null, "5y": null },
    calendar_years: [
      { year: 2024, return_pct: 7, partial: false },
      { year: 2025, return_pct: 11, partial: false },
    ],
    risk: { volatility: 15, sharpe: 0.8, sortino: 1.1, max_drawdown: -20 },
    expense_ratio: 0.65,
    aum: 25_000,
    risk_level: "Very High",
    exit_load: "1% within 1 year",
    min_sip: 100,
    min_lumpsum: 1000,
    benchmark: "Nifty 100 TRI",
    launch_date: "2013-01-01",
    fact_sources: {
      expense_ratio: { as_of: "2024-10-07", source: "AMFI TER", stale: true },
      aum: { as_of: "2026-10-31", source: "AMFI fund performance (AUM)", stale: false },
      risk_level: SOURCE,
      exit_load: SOURCE,
      min_sip: SOURCE,
      min_lumpsum: SOURCE,
      benchmark: SOURCE,
      launch_date: SOURCE,
    },
    ...changes,
  };
}

const A = fund(1, "Alpha Fund");
const B = fund(2, "Beta Fund", {
  returns: { ...A.returns, "1y": 12.5 },
  risk: { volatility: 12, sharpe: 0.8, sortino: 1.3, max_drawdown: -25 },
  expense_ratio: 1.2,
  exit_load: null,
  fact_sources: { ...A.fact_sources, exit_load: null },
  calendar_years: [
    { year: 2024, return_pct: 8, partial: false },
    { year: 2025, return_pct: 9, partial: true },
  ],
});

const rowOf = (label: string) => screen.getByRole("rowheader", { name: new RegExp(`^${label}`) }).closest("tr")!;
const cells = (label: string) =>
  within(rowOf(label))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("CompareTable", () => {
  it("puts each fund in a column, linked to its page, and marks the best value of a ranked row in words", () => {
    render(<CompareTable funds={[A, B]} />);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Fund",
      "Alpha Fund",
      "Beta Fund",
    ]);
    expect(screen.getByRole("link", { name: "Beta Fund" })).toHaveAttribute(
      "href",
      "/mutual-funds/mutual-fund-screener/2",
    );
    expect(cells("1 year")).toEqual(["10.00%", "12.50%★ Best"]);
    expect(cells("Volatility")).toEqual(["15.00%", "12.00%★ Best"]);
    expect(cells("Maximum drawdown")).toEqual(["-20.00%★ Best", "-25.00%"]);
    // The label names the window the drawdown is computed over.
    expect(
      screen.getByRole("rowheader", { name: new RegExp(`^Maximum drawdown \\(${DEFAULT_RISK_WINDOW_YEARS} years\\)`) }),
    ).toBeInTheDocument();
    const ter = "AMFI TER, as of Oct 07, 2024. Stale: older than its usual 45-day refresh";
    expect(cells("Expense ratio")).toEqual([`0.65%${ter}★ Best`, `1.20%${ter}`]);
    expect(cells("Calendar year 2024")).toEqual(["7.00%", "8.00%★ Best"]);
  });

  it("marks nothing where the funds tie or fewer than two have a value, and never marks plain facts", () => {
    render(<CompareTable funds={[A, B]} />);
    expect(cells("Sharpe ratio")).toEqual(["0.80", "0.80"]);
    // A part-year return is shown but not ranked against a full year.
    expect(cells("Calendar year 2025")).toEqual(["11.00%", "9.00% (part of the year)"]);
    const aum = "₹25,000.00 CrAMFI fund performance (AUM), as of Oct 31, 2026";
    expect(cells("Fund size")).toEqual([aum, aum]);
    const factsheet = "factsheet-2026-10.csv, as of Oct 31, 2026";
    // Each cell names its own source and date; a fact no source gives has neither.
    expect(cells("Exit load")).toEqual([`1% within 1 year${factsheet}`, "--"]);
    expect(cells("Minimum SIP")).toEqual([`₹100${factsheet}`, `₹100${factsheet}`]);
    expect(cells("Launched")).toEqual([`Jan 01, 2013${factsheet}`, `Jan 01, 2013${factsheet}`]);
    expect(cells("NAV")).toEqual(["₹12.3456 on Nov 20, 2026", "₹12.3456 on Nov 20, 2026"]);
  });

  it("names the first NAV as such where no source gives a launch date", () => {
    const young = fund(3, "Gamma Fund", { launch_date: null, fact_sources: { ...A.fact_sources, launch_date: null } });
    render(<CompareTable funds={[A, young]} />);
    expect(cells("Launched")).toEqual([
      "Jan 01, 2013factsheet-2026-10.csv, as of Oct 31, 2026",
      "Nov 22, 2023 (first NAV on record)",
    ]);
  });

  it("names the first NAV a since-launch figure runs from when the data starts after launch, and ranks none then", () => {
    const old = fund(3, "Old Fund", {
      launch_date: "1993-01-01",
      since_launch_from: "2015-12-31",
      returns: { ...A.returns, max: 4.31 },
    });
    const { unmount } = render(<CompareTable funds={[old, A]} />);
    // Was "4.31%" beside "Launched Jan 01, 1993", and 9.00% "★ Best".
    expect(cells("Since launch")).toEqual(["4.31% since Dec 31, 2015 (first NAV in our data)", "9.00%"]);
    unmount();
    render(<CompareTable funds={[A, fund(4, "Young Fund", { returns: { ...A.returns, max: 12 } })]} />);
    expect(cells("Since launch")).toEqual(["9.00%", "12.00%★ Best"]);
  });

  it("has a 3-month return row between 1 and 6 months", () => {
    render(<CompareTable funds={[A, B]} />);
    const labels = screen.getAllByRole("rowheader").map((th) => th.textContent ?? "");
    const at = (label: string) => labels.findIndex((text) => text.startsWith(label));
    expect(at("3 months")).toBe(at("1 month") + 1);
    expect(at("6 months")).toBe(at("3 months") + 1);
    expect(rowOf("3 months")).toHaveTextContent("3 months2.00%2.00%");
  });

  it("shows an IDCW plan's returns as -- with the reason beside a Growth plan's, never its 0.00% (issue 37, 3)", () => {
    const flat = { "1m": 0, "3m": 0, "6m": 0, "1y": 0, "3y": null, "5y": null, "10y": null, max: 0 };
    const idcw = comparedReturns(
      fund(3, "Gamma Overnight Fund - Daily IDCW Payout", {
        option_type: "IDCW Payout",
        returns: flat,
        sip_returns: { "1y": 0, "3y": null, "5y": null },
        calendar_years: [{ year: 2025, return_pct: 0, partial: false }],
      }),
    );
    render(<CompareTable funds={[A, idcw]} />);
    expect(rowOf("1 year")).toHaveTextContent(/^1 year.*10\.00%.*--$/);
    expect(rowOf("SIP, 1 year")).toHaveTextContent(/--$/);
    expect(rowOf("Calendar year 2025")).toHaveTextContent(/--$/);
    expect(screen.getByText(PAYOUT_RETURN_NOTE)).toBeInTheDocument();
    expect(screen.getByRole("table").textContent).not.toMatch(/(^|[^\d])0\.00%/);
  });

  it("gives a Direct plan of an older scheme its own start, and the scheme's launch as the scheme's (issue 37, 9)", () => {
    render(
      <CompareTable
        funds={[fund(4, "SBI Large & Midcap Fund - Direct Plan - Growth", { launch_date: "1993-01-01" }), B]}
      />,
    );
    expect(cells("Launched")[0]).toContain("Jan 01, 2013 (Direct plans began then; the scheme launched Jan 01, 1993)");
  });

  it("leaves out rows no fund has a value for", () => {
    render(<CompareTable funds={[A, B]} />);
    expect(screen.queryByRole("rowheader", { name: /^3 years/ })).toBeNull();
    expect(screen.queryByRole("rowheader", { name: /^SIP, 5 years/ })).toBeNull();
    expect(screen.getByRole("rowheader", { name: /^SIP, 1 year/ })).toBeInTheDocument();
  });

  it("groups the rows under Returns, Risk, Costs and Facts", () => {
    render(<CompareTable funds={[A, B]} />);
    const groups = screen.getAllByRole("rowheader").filter((th) => th.getAttribute("scope") === "rowgroup");
    expect(groups.map((th) => th.textContent)).toEqual(["Returns", "Risk", "Costs", "Facts"]);
  });
});

describe("OverlapSection", () => {
  it("shows each pair's common weight and holdings, and says when holdings are not disclosed", () => {
    const C = fund(3, "Gamma Fund");
    render(
      <OverlapSection
        funds={[A, B, C]}
        overlaps={[
          {
            a: 0,
            b: 1,
            as_of: ["2026-10-31", "2026-09-30"],
            overlap: {
              disclosed: true,
              overlap_pct: 12,
              common: [
                { name: "HDFC Bank Ltd", isin: "INE040A01034", weight_a: 9, weight_b: 7, common_pct: 7 },
                { name: "Infosys Ltd", isin: null, weight_a: 6.5, weight_b: 5, common_pct: 5 },
              ],
            },
          },
          { a: 0, b: 2, as_of: ["2026-10-31", null], overlap: { disclosed: false, missing: ["b"] } },
          { a: 1, b: 2, as_of: ["2026-09-30", "2026-10-31"], overlap: { disclosed: true, overlap_pct: 0, common: [] } },
        ]}
      />,
    );
    const pairs = screen.getAllByRole("listitem");
    expect(pairs.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Alpha Fund and Beta Fund",
      "Alpha Fund and Gamma Fund",
      "Beta Fund and Gamma Fund",
    ]);
    expect(pairs[0]).toHaveTextContent("12.00% common weight, 2 holdings in common");
    expect(pairs[0]).toHaveTextContent("Largest in common: HDFC Bank Ltd, Infosys Ltd.");
    expect(pairs[0]).toHaveTextContent("Portfolios as of Oct 31, 2026 and Sep 30, 2026.");
    const table = within(pairs[0]!).getByRole("table", { hidden: true });
    expect(
      within(table)
        .getAllByRole("row", { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(["HoldingWeight in Alpha FundWeight in Beta Fund", "HDFC Bank Ltd9.00%7.00%", "Infosys Ltd6.50%5.00%"]);
    expect(pairs[1]).toHaveTextContent("Holdings not disclosed for Gamma Fund, so the overlap cannot be worked out.");
    expect(pairs[1]).not.toHaveTextContent("0.00%");
    expect(pairs[2]).toHaveTextContent("0.00% common weight, no holdings in common");
  });
});
