import { render, screen } from "@testing-library/react";
import type { FundPage, FundPortfolio } from "@/lib/funds/fund-page";
import { PortfolioPanel } from "./portfolio-panel";

const CODE = 1001;

function portfolio(changes: Partial<FundPortfolio> = {}): FundPortfolio {
  return {
    managers: { scheme_code: CODE, as_of: null, managers: [] },
    aum: { scheme_code: CODE, history: [], sources: [] },
    holdings: { scheme_code: CODE, as_of: null, holdings: [] },
    sectors: { scheme_code: CODE, as_of: null, sectors: [] },
    assets: { scheme_code: CODE, as_of: null, allocation: [] },
    credit: { scheme_code: CODE, as_of: null, ratings: [] },
    sources: { sectors: null, assets: null, credit: null },
    concentration: {
      scheme_code: CODE,
      as_of: null,
      holdings_count: 0,
      top_5_weight_pct: null,
      top_10_weight_pct: null,
      top_sector: null,
      top_3_sectors_weight_pct: null,
    },
    disclosure: { source: null, as_of: null, previous_as_of: null, changes: null },
    ...changes,
  };
}

const page = (p: FundPortfolio) => ({ portfolio: p }) as unknown as FundPage;

describe("PortfolioPanel", () => {
  it("says a portfolio missing from our data is not in our data, never 'not disclosed yet'", () => {
    const { container } = render(<PortfolioPanel page={page(portfolio())} />);
    expect(screen.getAllByText("The fund's portfolio is not in our data.").length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/disclosed yet/i);
  });

  it("shows a bonus or split as such, not as a purchase", () => {
    const p = portfolio({
      concentration: { ...portfolio().concentration, as_of: "2025-08-31", holdings_count: 90 },
      disclosure: {
        source: "Aditya Birla Sun Life Mutual Fund monthly portfolio",
        as_of: "2025-08-31",
        previous_as_of: "2025-07-31",
        changes: {
          entries: [],
          exits: [],
          moves: [],
          bonus_or_split: [
            {
              name: "HDFC Bank Limited",
              isin: "INE040A01034",
              from_pct: 4.01,
              to_pct: 3.84,
              from_quantity: 1291766,
              to_quantity: 2583532,
              ratio: 2,
            },
          ],
        },
      },
    });
    render(<PortfolioPanel page={page(p)} />);
    expect(screen.getByText("Bonus or split (shares multiplied, not bought)")).toBeInTheDocument();
    expect(screen.getByText(/HDFC Bank Limited: 12,91,766 to 25,83,532 shares \(x2\)/)).toBeInTheDocument();
  });
});
