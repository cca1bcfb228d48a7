import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { XIRR_NOT_COMPUTABLE_LABEL, mutualFundQueryState } from "@/lib/calculators";
import { MutualFundCalculator } from "./mutual-fund-calculator";

jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));
// The result's lazy boundary (its code is fetched while the page hydrates) is replaced by the result itself,
// as it is in the server HTML.
jest.mock("@/components/calculators/lazy-calculator-results", () => ({ LazyCalculatorResults: jest.requireActual("@/components/calculators/calculator-results").CalculatorResults }));
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

// A NAV on the 1st of every month of 2020–2024, from 10 up by 0.1 a month, then 20 on 2025-01-01.
const points = Array.from({ length: 60 }, (_, k) => ({
  date: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}-01`,
  nav: 10 + k / 10,
})).concat([{ date: "2025-01-01", nav: 20 }]);
const fund = { schemeCode: 11, name: "Big Equity - Direct", points };

function figure(label: string): string {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.firstChild?.textContent ?? "";
}

describe("MutualFundCalculator", () => {
  it("values a lumpsum at the latest NAV: ₹1,00,000 at NAV 10 is ₹2,00,000 at NAV 20, 14.87% XIRR", () => {
    const initial = mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "100000", start: "2020-01-01" });
    render(<MutualFundCalculator initial={initial} fund={fund} />);
    expect(screen.getByText("Big Equity - Direct")).toBeInTheDocument();
    expect(figure("Current value")).toBe("₹2,00,000");
    expect(figure("Units")).toBe("10,000.000");
    // (2)^(365/1827) − 1 over 2020-01-01..2025-01-01 (1,827 days, 365-day years).
    expect(figure("XIRR")).toBe(`${(100 * (2 ** (365 / 1827) - 1)).toFixed(2)}%`);
  });

  it("a SIP buys at each month's NAV: 12 instalments of ₹1,000 through 2024", () => {
    const initial = mutualFundQueryState.parse({ mode: "sip", fund: "11", amount: "1000", start: "2024-01-01", end: "2024-12-01" });
    render(<MutualFundCalculator initial={initial} fund={fund} />);
    const units = points.slice(48, 60).reduce((sum, p) => sum + 1000 / p.nav, 0);
    expect(figure("Invested amount")).toBe("₹12,000");
    expect(figure("Current value")).toBe(`₹${Math.round(units * 20).toLocaleString("en-IN")}`);
  });

  it("says the XIRR is not computable for one purchase on the valuation date", () => {
    render(<MutualFundCalculator initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "5000", start: "2025-01-01" })} fund={fund} />);
    expect(figure("XIRR")).toBe(XIRR_NOT_COMPUTABLE_LABEL);
  });

  it("shows a start date before the fund's first NAV under the date field, with no result", () => {
    render(<MutualFundCalculator initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "5000", start: "2019-01-01" })} fund={fund} />);
    expect(screen.getByText(/Choose a start date on or after/)).toBeInTheDocument();
    expect(screen.queryByText("Current value")).not.toBeInTheDocument();
  });

  it("asks for a fund when none is chosen", () => {
    render(<MutualFundCalculator initial={mutualFundQueryState.parse({})} fund={null} />);
    expect(screen.getByText(/^Choose a fund to see/)).toHaveTextContent("Choose a fund to see what investing in it would be worth today.");
  });

  it("recomputes on the client when the amount changes", async () => {
    const user = userEvent.setup();
    render(<MutualFundCalculator initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "100000", start: "2020-01-01" })} fund={fund} />);
    const amount = screen.getByLabelText("Lumpsum amount");
    await user.clear(amount);
    await user.type(amount, "50000");
    expect(figure("Current value")).toBe("₹1,00,000");
    expect(new URLSearchParams(window.location.search).get("fund")).toBe("11");
    expect(replace).not.toHaveBeenCalled();
  });
});
