import { render, screen, within } from "@testing-library/react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { BasketSection } from "./basket-section";

const plan = (scheme_code: number, plan_display_name: string, weight?: number) =>
  ({
    scheme_code,
    isin: null,
    plan_display_name,
    amc_name: "Alpha Mutual Fund",
    amc_slug: "alpha-mutual-fund",
    category_slug: "equity-elss",
    sebi_category_name: "Equity",
    sebi_subcategory_name: "ELSS",
    plan_type: "Direct",
    option_type: "Growth",
    risk_level: "Very High",
    return_1y: 12,
    return_3y: 14,
    return_5y: null,
    expense_ratio: 0.6,
    aum: 2500,
    nav: 50,
    nav_date: "2026-11-20",
    desktop_logo_url: "/amc-logos/x.svg",
    fact_sources: { expense_ratio: null, aum: null, risk_level: null },
    weight,
  }) as ScreenerPlan & { weight?: number };

describe("BasketSection", () => {
  it("shows a content basket's rationale, risk level and suggested weights above its funds (issue 37, 6)", () => {
    render(
      <BasketSection
        basket={{
          slug: "tax-saver-elss",
          name: "Tax saver (ELSS)",
          description: "Section 80C funds with a 3-year lock-in.",
          riskLevel: "Very High",
          plans: [plan(1, "Axis ELSS Tax Saver Fund - Direct Plan - Growth", 60), plan(2, "SBI ELSS - Direct", 40)],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Tax saver (ELSS)" })).toBeInTheDocument();
    expect(screen.getByText("Risk level: Very High.")).toBeInTheDocument();
    const weights = screen.getByRole("list", { name: "Suggested weights in Tax saver (ELSS)" });
    expect(
      within(weights)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["60%: Axis ELSS Tax Saver Fund - Direct Plan - Growth", "40%: SBI ELSS - Direct"]);
    expect(screen.getByRole("table")).toHaveTextContent("12.00%");
  });

  it("shows a demo basket without weights or a stated risk level", () => {
    render(
      <BasketSection
        basket={{
          slug: "index-funds",
          name: "Index funds",
          description: "Track an index.",
          plans: [plan(3, "Nifty 50 Index")],
        }}
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByText(/Risk level/)).toBeNull();
  });
});
