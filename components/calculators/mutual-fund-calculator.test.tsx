import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderSettled } from "@/components/ui/testing/render-settled";
import {
  NO_NAV_HISTORY_MESSAGE,
  XIRR_NOT_COMPUTABLE_LABEL,
  mutualFundQueryState,
  navWindowOfPoints,
} from "@/lib/calculators";
import { MutualFundCalculator } from "./mutual-fund-calculator";

jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

// A NAV on the 1st of every month of 2020–2024, from 10 up by 0.1 a month, then 20 on 2025-01-01.
const points = Array.from({ length: 60 }, (_, k) => ({
  date: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}-01`,
  nav: 10 + k / 10,
})).concat([{ date: "2025-01-01", nav: 20 }]);
const fund = { schemeCode: 11, name: "Big Equity - Direct", points, window: navWindowOfPoints(points) };

function figure(label: string): string {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.firstChild?.textContent ?? "";
}

describe("MutualFundCalculator", () => {
  it("values a lumpsum at the latest NAV: ₹1,00,000 at NAV 10 is ₹2,00,000 at NAV 20, 14.87% XIRR", async () => {
    const initial = mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "100000", start: "2020-01-01" });
    await renderSettled(<MutualFundCalculator initial={initial} fund={fund} />);
    expect(screen.getByText("Big Equity - Direct")).toBeInTheDocument();
    expect(figure("Current value")).toBe("₹2,00,000");
    expect(figure("Units")).toBe("10,000.000");
    // (2)^(365/1827) − 1 over 2020-01-01..2025-01-01 (1,827 days, 365-day years).
    expect(figure("XIRR")).toBe(`${(100 * (2 ** (365 / 1827) - 1)).toFixed(2)}%`);
  });

  it("a SIP buys at each month's NAV: 12 instalments of ₹1,000 through 2024", async () => {
    const initial = mutualFundQueryState.parse({
      mode: "sip",
      fund: "11",
      amount: "1000",
      start: "2024-01-01",
      end: "2024-12-01",
    });
    await renderSettled(<MutualFundCalculator initial={initial} fund={fund} />);
    const units = points.slice(48, 60).reduce((sum, p) => sum + 1000 / p.nav, 0);
    expect(figure("Invested amount")).toBe("₹12,000");
    expect(figure("Current value")).toBe(`₹${Math.round(units * 20).toLocaleString("en-IN")}`);
  });

  it("says the XIRR is not computable for one purchase on the valuation date", async () => {
    await renderSettled(
      <MutualFundCalculator
        initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "5000", start: "2025-01-01" })}
        fund={fund}
      />,
    );
    expect(figure("XIRR")).toBe(XIRR_NOT_COMPUTABLE_LABEL);
  });

  it("shows a start date before the fund's first NAV under the date field, with no result", async () => {
    await renderSettled(
      <MutualFundCalculator
        initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "5000", start: "2019-01-01" })}
        fund={fund}
      />,
    );
    expect(screen.getByLabelText("Start date")).toHaveAccessibleDescription(
      /Choose a start date on or after Jan 01, 2020, the fund's first NAV date/,
    );
    expect(screen.queryByText("Current value")).not.toBeInTheDocument();
  });

  it("shows an SIP's end date before its default start (five years before the latest NAV) under the end date", async () => {
    await renderSettled(
      <MutualFundCalculator
        initial={mutualFundQueryState.parse({ mode: "sip", fund: "11", amount: "1000", end: "2019-12-31" })}
        fund={fund}
      />,
    );
    expect(screen.getByLabelText("Last instalment on or before")).toHaveAccessibleDescription(
      /Choose an end date on or after the start date/,
    );
    expect(screen.queryByText("Current value")).not.toBeInTheDocument();
  });

  it("says so when the fund has no NAV history", async () => {
    const empty = { schemeCode: 12, name: "New Fund - Direct", points: [], window: navWindowOfPoints([]) };
    await renderSettled(
      <MutualFundCalculator
        initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "12", amount: "5000" })}
        fund={empty}
      />,
    );
    expect(screen.getByText(NO_NAV_HISTORY_MESSAGE)).toHaveAttribute("role", "status");
    expect(screen.queryByText("Current value")).not.toBeInTheDocument();
  });

  it("offers the fund search, naming the chosen fund", async () => {
    await renderSettled(<MutualFundCalculator initial={mutualFundQueryState.parse({ fund: "11" })} fund={fund} />);
    expect(screen.getByText("Big Equity - Direct")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Choose another fund" })).toBeEnabled();
  });

  it("asks for a fund when none is chosen", async () => {
    await renderSettled(<MutualFundCalculator initial={mutualFundQueryState.parse({})} fund={null} />);
    expect(screen.getByText(/^Choose a fund to see/)).toHaveTextContent(
      "Choose a fund to see what investing in it would be worth today.",
    );
  });

  it("recomputes on the client when the amount changes", async () => {
    const user = userEvent.setup();
    await renderSettled(
      <MutualFundCalculator
        initial={mutualFundQueryState.parse({ mode: "lumpsum", fund: "11", amount: "100000", start: "2020-01-01" })}
        fund={fund}
      />,
    );
    const amount = screen.getByLabelText("Lumpsum amount");
    await user.clear(amount);
    await user.type(amount, "50000");
    expect(figure("Current value")).toBe("₹1,00,000");
    expect(new URLSearchParams(window.location.search).get("fund")).toBe("11");
    expect(replace).not.toHaveBeenCalled();
  });
});
