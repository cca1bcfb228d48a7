import { render, screen, within } from "@testing-library/react";
import type { CapitalGainsReport } from "@/lib/api/schemas/capital-gains";
import type { PortfolioSummary } from "@/lib/api/schemas/portfolio";
import { COST_METHODS_NOTE } from "@/lib/portfolio/cost-methods";
import { CapitalGainsView } from "./capital-gains-view";
import { HoldingsTable } from "./holdings-table";

// One fund: 100 units bought at 10, 100 at 20, then 100 sold. Average cost keeps half of 3,000 = 1,500; first in,
// first out keeps the second lot, 2,000. Both tables show the same 100 units at different costs, each named so.
const holding: PortfolioSummary["holdings"][number] = {
  scheme_code: 1001,
  plan_display_name: "A Fund - Direct Growth",
  units: 100,
  invested: 1_500,
  current_value: 2_500,
  gain: 1_000,
  xirr_pct: 12,
  nav: 25,
  nav_date: "2026-11-20",
  unverified_nav: null,
  own_figures: false,
};

const report: CapitalGainsReport = {
  as_of: "2026-11-27",
  financial_year: "2026-27",
  exemption_left: "125000.00",
  years: [],
  realised: [],
  holdings: [
    {
      folio: "manual",
      scheme_code: 1001,
      plan_display_name: "A Fund - Direct Growth",
      isin: null,
      tax_class: "equity",
      tax_class_reason: "equity fund",
      units: "100.000",
      cost: "2000.00",
      average_cost: "20.0000",
      nav: "25.0000",
      nav_date: "2026-11-20",
      value: "2500.00",
      gain: "500.00",
      xirr_pct: 12,
      long_term_gain: "0.00",
      harvest_units: "0.000",
      harvest_gain: "0.00",
      harvest_note: "Nothing to harvest: the next units in line are short term.",
      lots: [
        {
          buy_date: "2017-06-15",
          units: "100.000",
          buy_nav: "20.0000",
          cost: "2000.00",
          value: "2500.00",
          gain: "500.00",
          taxable_gain: "300.00",
          term: "long",
        },
      ],
    },
  ],
  notes: [],
};

describe("the two costs of the same units", () => {
  it("names the holdings table's cost as average cost and says why it differs from the capital-gains tables", () => {
    render(<HoldingsTable holdings={[holding]} />);
    const heading = screen.getByRole("columnheader", { name: "Invested (average cost)" });
    expect(heading).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: /A Fund/ })).getByText("₹1,500")).toBeInTheDocument();
    expect(screen.getByText(COST_METHODS_NOTE)).toBeInTheDocument();
    expect(COST_METHODS_NOTE).toMatch(/average cost.*first in, first out.*differ/s);
  });

  it("names the capital-gains holdings' cost as first in, first out, with the same note", () => {
    render(<CapitalGainsView report={report} />);
    expect(screen.getByRole("columnheader", { name: "Cost (first in, first out)" })).toBeInTheDocument();
    expect(screen.getByText("₹20.0000 a unit, first in, first out")).toBeInTheDocument();
    // A lot bought before 1-Feb-2018 gives its gain over the actual cost and the gain a sale would book.
    expect(
      screen.getByText(/gain ₹500\.00 \(taxable ₹300\.00 over the grandfathered cost, Section 112A\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(COST_METHODS_NOTE)).toBeInTheDocument();
  });

  it("marks a holding that includes the member's own figures", () => {
    render(<HoldingsTable holdings={[{ ...holding, own_figures: true }]} />);
    expect(screen.getByText(/includes your own units and prices for dates before our NAV history/)).toBeInTheDocument();
  });
});
