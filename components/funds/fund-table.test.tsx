import { render, screen, within } from "@testing-library/react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { FundTable } from "./fund-table";

function plan(scheme_code: number, fact_sources: ScreenerPlan["fact_sources"]): ScreenerPlan {
  return {
    scheme_code,
    isin: null,
    plan_display_name: `Fund ${scheme_code}`,
    amc_slug: "alpha",
    amc_name: "Alpha Mutual Fund",
    category_slug: null,
    sebi_category_name: null,
    sebi_subcategory_name: null,
    plan_type: "Direct",
    option_type: "Growth",
    risk_level: null,
    return_1y: null,
    return_3y: null,
    return_5y: null,
    expense_ratio: 0.62,
    aum: 1500,
    nav: 10,
    nav_date: "2026-11-20",
    desktop_logo_url: "/amc-logos/alpha.svg",
    fact_sources,
  };
}

describe("FundTable", () => {
  it("marks stale figures and says under the table where the dated columns come from", () => {
    const fresh = { as_of: "2026-11-15", source: "AMFI TER", stale: false };
    const old = { as_of: "2024-10-07", source: "AMFI TER", stale: true };
    const aum = { as_of: "2026-10-31", source: "AMFI fund performance (AUM)", stale: false };
    render(
      <FundTable
        caption="Funds"
        columns={["expense_ratio", "aum", "return_1y"]}
        plans={[
          plan(1, { expense_ratio: fresh, aum, risk_level: null }),
          plan(2, { expense_ratio: old, aum: null, risk_level: null }),
        ]}
      />,
    );
    const cells = (name: string) =>
      within(screen.getByRole("rowheader", { name }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Fund 1")).toEqual(["0.62%", "₹1,500.00 Cr", "--"]);
    expect(cells("Fund 2")).toEqual(["0.62% (stale)", "₹1,500.00 Cr", "--"]);
    expect(
      screen.getByText(
        "Expense ratio: AMFI TER, Oct 07, 2024 to Nov 15, 2026, 1 stale (older than 45 days). AUM: AMFI fund performance (AUM), as of Oct 31, 2026.",
      ),
    ).toBeInTheDocument();
  });

  it("says why an IDCW plan's returns are --, only when a return column and an IDCW plan are shown", () => {
    const none = { expense_ratio: null, aum: null, risk_level: null };
    const idcw = { ...plan(2, none), option_type: "IDCW Payout" as const };
    const { rerender } = render(
      <FundTable caption="Funds" columns={["return_3y"]} plans={[{ ...plan(1, none), return_3y: 14.2 }, idcw]} />,
    );
    expect(screen.getByText(/^Returns show -- for IDCW plans/)).toBeInTheDocument();
    rerender(<FundTable caption="Funds" columns={["aum"]} plans={[idcw]} />);
    expect(screen.queryByText(/for IDCW plans/)).toBeNull();
    rerender(<FundTable caption="Funds" columns={["return_3y"]} plans={[plan(1, none)]} />);
    expect(screen.queryByText(/for IDCW plans/)).toBeNull();
  });

  it("scrolls sideways in a focusable frame named by its caption (axe: scrollable-region-focusable)", () => {
    render(<FundTable caption="12 funds, largest first" columns={["aum"]} plans={[]} hideCaption />);
    const frame = screen.getByRole("region", { name: "12 funds, largest first" });
    expect(frame).toHaveAttribute("tabindex", "0");
    expect(within(frame).getByRole("table")).toBeInTheDocument();
  });

  it("adds no note when its columns carry no dated fact", () => {
    const { container } = render(
      <FundTable
        caption="Funds"
        columns={["return_1y"]}
        plans={[plan(1, { expense_ratio: null, aum: null, risk_level: null })]}
      />,
    );
    expect(container.querySelector("p")).toBeNull();
  });
});
