import { NO_PLAN_FACTS } from "@/lib/funds/facts/latest-plan-facts";
import { render, screen, within } from "@testing-library/react";
import type { FundOverview } from "@/lib/api/schemas/funds";
import type { Standing } from "@/lib/funds/category-standings";
import type { FundPage } from "@/lib/funds/fund-page";
import { overviewReturns, PAYOUT_RETURN_NOTE, performanceReturns } from "@/lib/funds/payout-returns";
import { ReturnValue, UnrankedNote, unrankedText } from "./metric-reasons";
import { OverviewPanel } from "./overview-panel";
import { PerformancePanel } from "./performance-panel";
import { RiskPanel } from "./risk-panel";

jest.mock("./sip-widget-loader", () => ({ SipWidgetLoader: () => null }));
jest.mock("./nav-chart", () => ({ NavChart: () => null }));
// The canvas is drawn in a browser only; the figure's text alternative is what these tests read.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => null }));

const STALE: FundOverview["ranking"] = {
  eligible: false,
  reason: "stale-nav",
  site_as_of: "2026-08-21",
  last_nav_date: "2026-08-03",
};
const IDCW: FundOverview["ranking"] = {
  eligible: false,
  reason: "idcw",
  site_as_of: "2026-08-21",
  last_nav_date: "2026-08-21",
};
const RANKED: FundOverview["ranking"] = {
  eligible: true,
  reason: null,
  site_as_of: "2026-08-21",
  last_nav_date: "2026-08-21",
};

const standing = (rank: number | null): Standing => ({
  value_pct: 10,
  rank,
  out_of: 8,
  peer_count: 8,
  quartile: rank === null ? null : 2,
  beaten: rank === null ? null : 5,
  average_pct: 9,
  best_pct: 14,
  worst_pct: 3,
});

/** A fund page with a 1Y return, a 3Y return missing for want of a NAV near its start, and a 5Y missing because the plan is too young. */
function fundPage(ranking: FundOverview["ranking"], rank: number | null = 3): FundPage {
  const overview: FundOverview = {
    scheme_code: 900001,
    isin: "INF000A01011",
    plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
    scheme_name: "Alpha Large Cap Fund",
    plan_type: "Direct",
    option_type: "Growth",
    amc: { slug: "alpha", name: "Alpha Mutual Fund", logo_url: "/amc-logos/alpha.svg" },
    category: { id: 1, slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" },
    nav: { value: 120.5, date: "2026-08-21", change: 0.5, change_pct: 0.42, held_back: null },
    inception_date: "2022-01-03",
    returns: { "1m": 1, "3m": 2, "6m": 4, "1y": 10, "3y": null, "5y": null, "10y": null, max: 12 },
    returns_missing: { "3y": "no-nav-near-start", "5y": "too-young", "10y": "too-young" },
    ranking,
    risk: { volatility: 14, sharpe: 0.8, sortino: 1.1, max_drawdown: -18.5, beta: 0.95, alpha: 1.2 },
    facts: NO_PLAN_FACTS,
    expense_ratio_history: { runs: [], last_change: null },
    direct_plan: null,
    benchmark: null,
    variants: [],
  };
  return {
    overview,
    navs: { range: "1Y", points: [] } as unknown as FundPage["navs"],
    performance: {
      asOf: "2026-08-21",
      // `missing` is what the metrics engine writes beside a year without a return.
      calendarYears: [
        { year: 2025, returnPct: null, partial: false, missing: "no-nav-near-start" },
      ] as unknown as NonNullable<FundPage["performance"]>["calendarYears"],
      ytd: { year: 2026, returnPct: 6, partial: false },
      rolling: { "1y": null, "3y": null },
      sip: { "1y": null, "3y": null, "5y": null },
      risk: null,
    },
    category: {
      stats: {
        averages: { volatility: 15, sharpe: 0.7, sortino: 1, max_drawdown: -20 },
        risk_levels: [],
        category: { name: "Large Cap Fund" },
      } as unknown as NonNullable<FundPage["category"]>["stats"],
      returns: {} as NonNullable<FundPage["category"]>["returns"],
      peers: {} as NonNullable<FundPage["category"]>["peers"],
      standings: { trailing_1y: standing(rank), trailing_3y: standing(null) },
    },
    portfolio: {} as FundPage["portfolio"],
    idcw: [],
  };
}

const rowOf = (table: HTMLElement, header: RegExp) =>
  within(table).getByRole("rowheader", { name: header }).closest("tr")!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("ReturnValue", () => {
  it("shows the return when there is one", () => {
    render(<ReturnValue value={-2.345} missing="no-nav-near-start" />);
    expect(document.body.textContent).toBe("-2.35%");
  });

  it("says why a period has no return when no NAV was near its start", () => {
    render(<ReturnValue value={null} missing="no-nav-near-start" />);
    expect(document.body.textContent).toBe("-- (not enough NAV history near the start)");
  });

  it("leaves a plain -- for a plan younger than the period, or with no reason on record", () => {
    const { container, rerender } = render(<ReturnValue value={null} missing="too-young" />);
    expect(container.textContent).toBe("--");
    rerender(<ReturnValue value={null} />);
    expect(container.textContent).toBe("--");
  });
});

describe("unrankedText and UnrankedNote", () => {
  it("names both dates and the staleness limit for a stale plan", () => {
    expect(unrankedText(STALE)).toBe(
      "This plan is not ranked or counted in the category average: its latest NAV (Aug 03, 2026) is more than 7 days older than the site's as-of date (Aug 21, 2026), so its returns cover a different window from its peers'.",
    );
  });

  it("explains that a NAV return ignores an IDCW plan's payouts", () => {
    expect(unrankedText(IDCW)).toMatch(/it is an IDCW plan, and a NAV return ignores the payouts/);
  });

  it("says nothing for a ranked plan or when no ranking is on record", () => {
    expect(unrankedText(RANKED)).toBeNull();
    expect(unrankedText(null)).toBeNull();
    const { container } = render(<UnrankedNote ranking={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links the note to the ranking rules", () => {
    render(<UnrankedNote ranking={STALE} />);
    expect(screen.getByRole("link", { name: "Who is ranked" })).toHaveAttribute("href", "/methodology#ranking");
  });
});

describe("the fund page's panels", () => {
  it("shows each trailing return with its reason, and links every label to its methodology section", () => {
    render(<PerformancePanel page={fundPage(RANKED)} />);
    const table = screen.getByRole("table", { name: /^Returns to/ });
    expect(cellTexts(rowOf(table, /^1 year$/))).toEqual(["10.00%", "9.00%", "3 of 8", "Q2"]);
    expect(cellTexts(rowOf(table, /^3 years$/))[0]).toBe("-- (not enough NAV history near the start)");
    expect(cellTexts(rowOf(table, /^5 years$/))[0]).toBe("--");
    expect(within(table).getByRole("link", { name: "3 years" })).toHaveAttribute(
      "href",
      "/methodology#trailing-returns",
    );
    // No launch date on record: the figure runs from the first NAV, and says so.
    expect(within(table).getByRole("link", { name: "Since Jan 03, 2022 (first NAV in our data)" })).toHaveAttribute(
      "href",
      "/methodology#since-inception",
    );
    expect(within(table).getByRole("link", { name: "Category average" })).toHaveAttribute(
      "href",
      "/methodology#category-average",
    );
    expect(within(table).getByRole("link", { name: "Rank" })).toHaveAttribute("href", "/methodology#ranking");
    expect(screen.queryByText(/is not ranked/)).not.toBeInTheDocument();

    const years = screen.getByRole("table", { name: "Calendar-year returns with rank and quartile" });
    expect(cellTexts(rowOf(years, /^2025$/))[0]).toBe("-- (not enough NAV history near the start)");
    expect(within(years).getByRole("link", { name: "2025" })).toHaveAttribute("href", "/methodology#calendar-returns");
  });

  it("says why a stale plan is not ranked", () => {
    render(<PerformancePanel page={fundPage(STALE, null)} />);
    expect(
      screen.getByText(
        /its latest NAV \(Aug 03, 2026\) is more than 7 days older than the site's as-of date \(Aug 21, 2026\)/,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /^Returns to/ });
    expect(cellTexts(rowOf(table, /^1 year$/))).toEqual(["10.00%", "9.00%", "--", "--"]);
  });

  it("says why an IDCW plan is not ranked, without claiming it is placed among the Growth plans", () => {
    const page = fundPage(IDCW, null);
    page.overview.option_type = "IDCW Payout";
    render(<PerformancePanel page={page} />);
    expect(screen.getByText(/a NAV return ignores the payouts/)).toBeInTheDocument();
    expect(screen.queryByText(/placed among the Growth plans/)).not.toBeInTheDocument();
  });

  it("shows an IDCW plan's returns as -- with the reason in Key figures and Performance, never 0.00% (issue 37, 3)", () => {
    // A Daily IDCW overnight plan: its NAV stays put, so every stored return is 0.
    const stored = fundPage(IDCW, null);
    const flat = { "1m": 0, "3m": 0, "6m": 0, "1y": 0, "3y": 0, "5y": 0, "10y": null, max: 0 };
    const page: FundPage = {
      ...stored,
      overview: overviewReturns({ ...stored.overview, option_type: "IDCW Payout", returns: flat, returns_missing: {} }),
      performance: performanceReturns(
        { ...stored.performance!, calendarYears: [{ year: 2025, returnPct: 0, partial: false }] },
        "IDCW Payout",
      ),
    };
    const { unmount } = render(<OverviewPanel page={page} />);
    for (const label of ["1Y return", "3Y return, a year", "5Y return, a year"])
      expect(screen.getByText(label).closest("div")).toHaveTextContent(`${label}-- (not meaningful for an IDCW plan)`);
    expect(document.body.textContent).not.toMatch(/(^|[^\d])0\.00%/);
    unmount();

    render(<PerformancePanel page={page} />);
    const table = screen.getByRole("table", { name: /^Returns to/ });
    for (const period of [/^1 year$/, /^3 years$/, /^Since /])
      expect(cellTexts(rowOf(table, period))[0]).toBe("-- (not meaningful for an IDCW plan)");
    const years = screen.getByRole("table", { name: "Calendar-year returns with rank and quartile" });
    expect(cellTexts(rowOf(years, /^2025$/))[0]).toBe("-- (not meaningful for an IDCW plan)");
    expect(screen.getByText(PAYOUT_RETURN_NOTE)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/(^|[^\d])0\.00%/);
  });

  it("names the drawdown's window and links each risk measure to its section", () => {
    render(<RiskPanel page={fundPage(RANKED)} />);
    const table = screen.getByRole("table", { name: "Risk ratios against the category average" });
    expect(within(table).getByRole("link", { name: "Maximum drawdown (3 years)" })).toHaveAttribute(
      "href",
      "/methodology#max-drawdown",
    );
    expect(within(table).getByRole("link", { name: "Sharpe ratio" })).toHaveAttribute(
      "href",
      "/methodology#risk-ratios",
    );
    expect(within(table).getByRole("link", { name: "Beta" })).toHaveAttribute("href", "/methodology#beta-alpha");
  });

  it("links the key figures and gives the reason beside a missing 3Y return", () => {
    render(<OverviewPanel page={fundPage(RANKED)} />);
    expect(screen.getByRole("link", { name: "1Y return" })).toHaveAttribute("href", "/methodology#trailing-returns");
    expect(screen.getByRole("link", { name: "3Y rank in category" })).toHaveAttribute("href", "/methodology#ranking");
    expect(screen.getByText("3Y return, a year").closest("div")!.querySelector("dd")!.textContent).toBe(
      "-- (not enough NAV history near the start)",
    );
  });
});
