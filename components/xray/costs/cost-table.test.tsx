import { render, screen, within } from "@testing-library/react";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { formatDate } from "@/lib/format";
import { COST_DISCLAIMER } from "@/lib/xray/costs/xray-costs";
import { CostTable } from "./cost-table";

const ter = (value: number) => ({ value, as_of: "2026-10-31", source: "AMFI TER", stale: false });
const none = { status: "no_direct" as const, ter_difference_pct: null, yearly: null, ten_year: null, growth: null };
const costs: XrayCosts = {
  as_of: "2026-11-27",
  holdings: [
    {
      scheme_code: 1002,
      plan_display_name: "Alpha Large Cap Fund - Regular Plan - Growth",
      plan_type: "Regular",
      value: "270000.00",
      nav_date: "2026-11-20",
      ter: ter(1.6),
      annual_cost: "4320.00",
      direct: { scheme_code: 1001, plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth", ter: ter(0.65) },
      saving: {
        status: "saving",
        ter_difference_pct: 0.95,
        yearly: "2565.00",
        ten_year: "68199.21",
        growth: { rate_pct: 11, basis: "own_5y_return", reason: "the fund's own 5-year return", as_of: "2026-11-20" },
        note: "Over 10 years at the fund's own 5-year return of 11% a year, the Direct plan's lower TER compounds.",
      },
    },
    {
      scheme_code: 2201,
      plan_display_name: "Beta Nifty 50 ETF",
      plan_type: null,
      value: "1500.00",
      nav_date: "2026-11-20",
      ter: null,
      annual_cost: null,
      direct: null,
      saving: { ...none, status: "not_regular", note: "Not a Regular plan: nothing to switch." },
    },
  ],
  portfolio: {
    value: "271500.00",
    weighted_ter_pct: 1.6,
    ter_known_value: "270000.00",
    unknown_ter_value: "1500.00",
    annual_cost: "4320.00",
    yearly_saving: "2565.00",
    ten_year_saving: "68199.21",
  },
  switch: {
    exemption_left: "85000.00",
    holdings: [
      {
        folio: "F1",
        scheme_code: 1002,
        plan_display_name: "Alpha Large Cap Fund - Regular Plan - Growth",
        tax_class: "equity",
        exit_load: "1% within 1 year",
        exit_load_known: true,
        units: "13500.000",
        value: "270000.00",
        lots: [],
        alone: {
          equity_short_term: "4500.00",
          equity_long_term: "122000.00",
          exemption_used: "85000.00",
          other_long_term: "0.00",
          slab_gain: "0.00",
          exit_load: "500.00",
          tax: "5746.00",
        },
        wait_note: "Waiting saves more for 1 lot(s).",
      },
    ],
    total: {
      equity_short_term: "4500.00",
      equity_long_term: "122000.00",
      exemption_used: "85000.00",
      other_long_term: "0.00",
      slab_gain: "0.00",
      exit_load: "500.00",
      tax: "5746.00",
    },
    notes: ["Tax includes the 4% cess."],
  },
  notes: ["The TER of 1 holding(s) worth Rs 1500.00 is not disclosed."],
  disclaimer: COST_DISCLAIMER,
};

describe("CostTable", () => {
  it("shows each TER with its date, a missing one as not disclosed (never 0%), and the Direct saving", () => {
    render(<CostTable costs={costs} />);
    const table = screen.getByRole("table", { name: /Expense ratio per holding/ });
    const alpha = within(table).getByRole("row", { name: /Regular Plan/ });
    expect(alpha).toHaveTextContent("1.60%");
    expect(alpha).toHaveTextContent(`AMFI TER, ${formatDate("2026-10-31")}`);
    expect(alpha).toHaveTextContent("₹2,565.00");
    expect(alpha).toHaveTextContent("₹68,199.21");
    // The Direct plan's TER and the return the 10-year saving grows at carry their dates too.
    expect(within(alpha).getAllByText(`AMFI TER, ${formatDate("2026-10-31")}`)).toHaveLength(2);
    expect(alpha).toHaveTextContent(
      `at the fund's own 5-year return of 11% a year, the Direct plan's lower TER compounds. Return as of ${formatDate("2026-11-20")}.`,
    );
    const etf = within(table).getByRole("row", { name: /ETF/ });
    expect(etf).toHaveTextContent("Not disclosed");
    expect(etf).not.toHaveTextContent("0.00%");
    expect(screen.getByText(/plus the cost of ₹1,500.00 whose TER is not disclosed/)).toBeInTheDocument();
    // Wider than a phone, the table scrolls: its region can take the keyboard focus (axe: scrollable-region-focusable).
    expect(screen.getByRole("region", { name: "Expense ratio per holding" })).toHaveAttribute("tabindex", "0");
  });

  it("shows the tax of switching per holding and together, and the footer's words: information, not advice", () => {
    render(<CostTable costs={costs} />);
    const tax = screen.getByRole("table", { name: /Tax of switching/ });
    expect(tax).toHaveTextContent("exemption left this year ₹85,000.00");
    expect(within(tax).getByRole("row", { name: /\(F1\)/ })).toHaveTextContent("₹5,746.00");
    expect(within(tax).getByRole("row", { name: /All together/ })).toHaveTextContent("₹1,22,000.00");
    expect(screen.getByText(COST_DISCLAIMER)).toBeInTheDocument();
    expect(COST_DISCLAIMER).toContain("for education and information only and is not financial");
  });

  it("a public X-ray (no lots) shows no tax table", () => {
    render(<CostTable costs={{ ...costs, switch: null }} />);
    expect(screen.queryByRole("table", { name: /Tax of switching/ })).toBeNull();
  });
});
