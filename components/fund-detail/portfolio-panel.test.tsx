import { render, screen, within } from "@testing-library/react";
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

// jsdom has no canvas: the chart's data reaches the canvas as props, and its table is the text alternative.
const drawn: unknown[] = [];
jest.mock("@/components/charts/chart-canvas-slot", () => ({
  ChartCanvasSlot: (props: unknown) => {
    drawn.push(props);
    return <div data-testid="canvas" />;
  },
}));

describe("PortfolioPanel", () => {
  it("says a portfolio missing from our data is not in our data, never 'not disclosed yet'", () => {
    const { container } = render(<PortfolioPanel page={page(portfolio())} />);
    expect(screen.getAllByText("The fund's portfolio is not in our data.").length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/disclosed yet/i);
  });

  it("gives a holding the fund house's note for the marks it printed after the name", () => {
    const holding = { isin: null, sector: null, asset_type: "Debt", rating: "AAA", weight_pct: 4.2 };
    const p = portfolio({
      holdings: {
        scheme_code: CODE,
        as_of: "2025-07-31",
        holdings: [
          {
            ...holding,
            name: "HDFC Bank Ltd.",
            notes: ["Sponsor Company", "Non-Traded Securities (Debt) as on July 31, 2025"],
          },
          { ...holding, name: "7.18% GOI 2033", notes: [] },
        ],
      },
    });
    render(<PortfolioPanel page={page(p)} />);
    const table = screen.getByRole("table", { name: /largest holdings/ });
    const [, marked, plain] = within(table).getAllByRole("row");
    expect(within(marked!).getByRole("rowheader").textContent).toBe(
      "HDFC Bank Ltd.Sponsor Company · Non-Traded Securities (Debt) as on July 31, 2025",
    );
    expect(within(plain!).getByRole("rowheader").textContent).toBe("7.18% GOI 2033");
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

  it("draws 0.10% rated Sovereign as 0.10% of a whole, the rest of the portfolio its own slice (issue 37, 11)", () => {
    drawn.length = 0;
    const p = portfolio({
      credit: { scheme_code: CODE, as_of: "2025-08-31", ratings: [{ label: "Sovereign", weight_pct: 0.1 }] },
      sources: { sectors: null, assets: null, credit: "The fund house's monthly portfolio" },
    });
    render(<PortfolioPanel page={page(p)} />);
    const table = screen.getByRole("table", { name: /Rating groups by weight/, hidden: true });
    expect(
      within(table)
        .getAllByRole("row", { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(["ItemWeight", "Sovereign0.10%", "Rest of the portfolio99.90%"]);
    expect(screen.getByText(/the rest of the portfolio \(99\.90%\) is in none of them/)).toBeInTheDocument();
    expect(drawn).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({ kind: "doughnut", rest: true, labels: ["Sovereign", "Rest of the portfolio"] }),
      }),
    );
  });

  it("gives the AUM bars their dates, so Jun 30, 2023 and Jul 31, 2025 are not neighbours (issue 37, 11)", () => {
    drawn.length = 0;
    const p = portfolio({
      aum: {
        scheme_code: CODE,
        history: [
          { as_of: "2023-06-30", aum: 1200.5 },
          { as_of: "2025-07-31", aum: 1850 },
        ],
        sources: ["AMFI"],
      },
    });
    render(<PortfolioPanel page={page(p)} />);
    expect(drawn).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({
          labels: ["Jun 30, 2023", "Jul 31, 2025"],
          dates: ["2023-06-30", "2025-07-31"],
        }),
      }),
    );
  });
});
