import { fireEvent, render, screen, within } from "@testing-library/react";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { NO_PLAN_FACTS } from "@/lib/funds/facts/latest-plan-facts";
import { formatPercent } from "@/lib/format";
import { DatedFactValue, StaleNote } from "./dated-fact-value";
import { DirectVsRegularSection } from "./direct-vs-regular-section";
import { TerHistorySection } from "./ter-history-section";

describe("DatedFactValue", () => {
  it("shows the value with its source and date, and the stale mark with the kind's refresh limit", () => {
    const { container, rerender } = render(
      <DatedFactValue
        kind="expense_ratio"
        fact={{ value: 0.62, as_of: "2024-10-07", source: "AMFI TER", stale: true }}
        format={(value) => formatPercent(value)}
      />,
    );
    expect(container.textContent).toBe("0.62%AMFI TER, as of Oct 07, 2024. Stale: older than its usual 45-day refresh");
    rerender(
      <DatedFactValue
        kind="exit_load"
        fact={{ value: "Nil", as_of: "2026-10-31", source: "factsheet.csv", stale: false }}
        format={String}
      />,
    );
    expect(container.textContent).toBe("Nilfactsheet.csv, as of Oct 31, 2026");
  });

  it("says Not disclosed yet when no source gives the fact", () => {
    const { container } = render(<DatedFactValue kind="aum" fact={null} format={String} />);
    expect(container.textContent).toBe("Not disclosed yet");
  });
});

describe("StaleNote", () => {
  it("marks a portfolio older than 75 days and says nothing for a recent one or none", () => {
    const { container, rerender } = render(<StaleNote kind="portfolio" asOf="2020-01-31" />);
    expect(container.textContent).toBe("Stale: older than its usual 75-day refresh (as of Jan 31, 2020).");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    rerender(<StaleNote kind="portfolio" asOf={yesterday} />);
    expect(container.textContent).toBe("");
    rerender(<StaleNote kind="portfolio" asOf={null} />);
    expect(container.textContent).toBe("");
  });
});

describe("TerHistorySection", () => {
  it("lists the runs newest first with the date of the last change", () => {
    render(
      <TerHistorySection
        history={{
          runs: [
            { value: 0.7, from: "2023-04-06", to: "2023-08-31", source: "AMFI TER" },
            { value: 0.62, from: "2023-09-01", to: "2024-10-07", source: "AMFI TER" },
          ],
          last_change: "2023-09-01",
        }}
      />,
    );
    expect(screen.getByText("Last changed on Sep 01, 2023, from 0.70% to 0.62%.")).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "0.62%Sep 01, 2023Oct 07, 2024AMFI TER",
      "0.70%Apr 06, 2023Aug 31, 2023AMFI TER",
    ]);
  });

  it("says the value never changed, or that no TER is disclosed yet", () => {
    const { rerender } = render(
      <TerHistorySection
        history={{
          runs: [{ value: 0.5, from: "2024-01-01", to: "2024-02-01", source: "AMFI TER" }],
          last_change: null,
        }}
      />,
    );
    expect(screen.getByText("Unchanged at 0.50% since Jan 01, 2024, the first date on record.")).toBeInTheDocument();
    rerender(<TerHistorySection history={{ runs: [], last_change: null }} />);
    expect(screen.getByText("Not disclosed yet.")).toBeInTheDocument();
  });
});

function regularPlan(changes: Partial<FundOverview> = {}): FundOverview {
  return {
    scheme_code: 1002,
    isin: "INF000A01029",
    plan_display_name: "Alpha Large Cap Fund - Regular Plan - Growth",
    scheme_name: "Alpha Large Cap Fund",
    plan_type: "Regular",
    option_type: "Growth",
    amc: { slug: "alpha", name: "Alpha Mutual Fund", logo_url: "/amc-logos/alpha.svg" },
    category: null,
    nav: { value: 12, date: "2026-11-20", change: null, change_pct: null, held_back: null },
    inception_date: "2013-01-01",
    // 5Y at 10 % a year after a 1.5 % TER: 11.5 % before costs.
    returns: { "1m": null, "3m": null, "6m": null, "1y": null, "3y": 9, "5y": 10, "10y": null, max: null },
    returns_missing: {},
    ranking: null,
    risk: null,
    facts: { ...NO_PLAN_FACTS, expense_ratio: { value: 1.5, as_of: "2026-11-15", source: "AMFI TER", stale: false } },
    expense_ratio_history: { runs: [], last_change: null },
    direct_plan: {
      scheme_code: 1001,
      isin: "INF000A01011",
      plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
      expense_ratio: { value: 0.5, as_of: "2026-11-15", source: "AMFI TER", stale: false },
    },
    benchmark: null,
    variants: [],
    ...changes,
  };
}

describe("DirectVsRegularSection", () => {
  it("shows what the TER difference costs after 1, 5 and 10 years, from the plan's own return, and links the Direct plan", async () => {
    render(<DirectVsRegularSection overview={regularPlan()} />);
    expect(screen.getByRole("link", { name: /Direct plan of this fund/ })).toHaveAttribute(
      "href",
      "/mutual-funds/mutual-fund-screener/1001?isin=INF000A01011",
    );
    // The calculator's code arrives after hydration.
    expect(await screen.findByRole("textbox", { name: /Fund's return before costs/ })).toHaveValue("11.5");
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    // ₹1,00,000 at 10 % (Regular) and 11 % (Direct): 1,10,000 / 1,11,000; 1,61,051 / 1,68,506; 2,59,374 / 2,83,942.
    expect(rows.map((row) => row.textContent)).toEqual([
      "1 year₹1,10,000₹1,11,000₹1,000",
      "5 years₹1,61,051₹1,68,506₹7,455",
      "10 years₹2,59,374₹2,83,942₹24,568",
    ]);
  });

  it("follows the amount the visitor types, and says what to fix when it is out of range", () => {
    render(<DirectVsRegularSection overview={regularPlan()} />);
    const amount = screen.getByRole("textbox", { name: /Amount invested/ });
    fireEvent.change(amount, { target: { value: "500000" } });
    expect(within(screen.getByRole("table")).getAllByRole("row")[1]!.textContent).toBe(
      "1 year₹5,50,000₹5,55,000₹5,000",
    );
    fireEvent.change(amount, { target: { value: "50" } });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Enter an amount between ₹100 and ₹1,00,00,00,000")).toBeInTheDocument();
  });

  it("says the cost cannot be worked out while a TER is unknown, and shows nothing on a plan without a Direct sibling", () => {
    const { container, rerender } = render(<DirectVsRegularSection overview={regularPlan({ facts: NO_PLAN_FACTS })} />);
    expect(screen.getByText("The cost cannot be worked out until both expense ratios are known.")).toBeInTheDocument();
    expect(screen.getByText(/Regular plan expense ratio: Not disclosed yet/)).toBeInTheDocument();
    rerender(<DirectVsRegularSection overview={regularPlan({ direct_plan: null })} />);
    expect(container.textContent).toBe("");
  });
});
