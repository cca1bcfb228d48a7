import { screen, within } from "@testing-library/react";
import { renderSettled } from "@/components/ui/testing/render-settled";
import type { ReactElement } from "react";
import {
  cagrQueryState,
  fdQueryState,
  lumpsumQueryState,
  sipQueryState,
  stpQueryState,
  swpQueryState,
} from "@/lib/calculators";
import { CagrCalculator } from "./cagr-calculator";
import { FdCalculator } from "./fd-calculator";
import { LumpsumCalculator } from "./lumpsum-calculator";
import { SipCalculator } from "./sip-calculator";
import { StpCalculator } from "./stp-calculator";
import { SwpCalculator } from "./swp-calculator";

jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));

function figure(label: string): string {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.firstChild?.textContent ?? "";
}

/** ₹ with Indian grouping, whole rupees, computed here independently of lib/format. */
function rupees(value: number): string {
  const digits = String(Math.round(value));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},${last3}` : last3}`;
}

// A withdrawal plan that lasts: C(1 + i)^n − W((1 + i)^n − 1) / i (end-of-period withdrawals).
const swpBalance = (c: number, w: number, i: number, n: number) => c * (1 + i) ** n - (w * ((1 + i) ** n - 1)) / i;

// Each calculator as its server page renders it: the URL's query parsed, then the client form's first render.
const CASES: { name: string; element: () => ReactElement; figures: Record<string, string>; rows: number }[] = [
  {
    name: "SIP, ₹10,000 a month at 12% for 10 years",
    element: () => (
      <SipCalculator initial={sipQueryState.parse({ amount: "10,000", rate: "12", duration: "10", unit: "years" })} />
    ),
    figures: { "Total value": "₹23,23,391", "Invested amount": "₹12,00,000" },
    rows: 10,
  },
  {
    name: "SIP with a 10% step-up, yearly instalments of ₹1,00,000 for 2 years at 0%",
    element: () => (
      <SipCalculator
        initial={sipQueryState.parse({
          amount: "100000",
          rate: "0",
          frequency: "yearly",
          duration: "2",
          unit: "years",
          stepup: "10",
        })}
      />
    ),
    figures: { "Total value": "₹2,10,000", "Estimated gains": "₹0" },
    rows: 2,
  },
  {
    name: "lumpsum ₹1,00,000 at 12% for 10 years",
    element: () => (
      <LumpsumCalculator
        initial={lumpsumQueryState.parse({ amount: "100000", rate: "12", duration: "10", unit: "years" })}
      />
    ),
    figures: { "Total value": "₹3,10,585", "Estimated gains": "₹2,10,585" },
    rows: 10,
  },
  {
    name: "lumpsum over 30 months: a part year in the last row",
    element: () => (
      <LumpsumCalculator
        initial={lumpsumQueryState.parse({ amount: "100000", rate: "10", duration: "30", unit: "months" })}
      />
    ),
    figures: { "Total value": rupees(100000 * 1.1 ** 2.5) },
    rows: 3,
  },
  {
    name: "FD ₹1,00,000 at 7% compounded quarterly for 5 years",
    element: () => (
      <FdCalculator
        initial={fdQueryState.parse({
          amount: "100000",
          rate: "7",
          compounding: "quarterly",
          tenure: "5",
          unit: "years",
        })}
      />
    ),
    figures: { "Maturity value": "₹1,41,478", "Estimated interest": "₹41,478" },
    rows: 5,
  },
  {
    name: "FD with simple interest payouts",
    element: () => (
      <FdCalculator
        initial={fdQueryState.parse({ amount: "100000", rate: "6", compounding: "simple", tenure: "3", unit: "years" })}
      />
    ),
    figures: { "Principal + interest": "₹1,18,000", "Total interest paid out": "₹18,000" },
    rows: 3,
  },
  {
    name: "CAGR from ₹1,00,000 to ₹2,00,000 in 5 years",
    element: () => (
      <CagrCalculator
        initial={cagrQueryState.parse({ mode: "cagr", start: "100000", end: "200000", duration: "5", unit: "years" })}
      />
    ),
    figures: { CAGR: `${(100 * (2 ** (1 / 5) - 1)).toFixed(2)}%`, Gains: "₹1,00,000" },
    rows: 5,
  },
  {
    name: "future value of ₹1,00,000 at a 10% CAGR for 3 years",
    element: () => (
      <CagrCalculator
        initial={cagrQueryState.parse({
          mode: "future-value",
          start: "100000",
          cagr: "10",
          duration: "3",
          unit: "years",
        })}
      />
    ),
    figures: { "Future value": "₹1,33,100" },
    rows: 3,
  },
  {
    name: "SWP of ₹10,000 a month from ₹10,00,000 at 8% for 10 years",
    element: () => (
      <SwpCalculator
        initial={swpQueryState.parse({
          corpus: "1000000",
          withdrawal: "10000",
          rate: "8",
          frequency: "monthly",
          duration: "10",
          unit: "years",
        })}
      />
    ),
    // The default: an effective monthly rate, 1.08^(1/12) − 1, and withdrawals at the end of each month.
    figures: {
      "Final value": rupees(swpBalance(1_000_000, 10_000, 1.08 ** (1 / 12) - 1, 120)),
      "Total withdrawn": "₹12,00,000",
    },
    rows: 10,
  },
  {
    name: "SWP as above on a nominal rate (8%/12 a month), withdrawn at the start of each month",
    element: () => (
      <SwpCalculator
        initial={swpQueryState.parse({
          corpus: "1000000",
          withdrawal: "10000",
          rate: "8",
          frequency: "monthly",
          rate_basis: "nominal",
          timing: "start",
          duration: "10",
          unit: "years",
        })}
      />
    ),
    // At the start of the month each withdrawal misses that month's growth: W × (1 + i) in the closed form.
    figures: {
      "Final value": rupees(swpBalance(1_000_000, 10_000 * (1 + 0.08 / 12), 0.08 / 12, 120)),
      "Total withdrawn": "₹12,00,000",
    },
    rows: 10,
  },
  {
    name: "STP at zero rates: the money only moves",
    element: () => (
      <StpCalculator
        initial={stpQueryState.parse({
          amount: "500000",
          transfer: "25000",
          "source-rate": "0",
          "target-rate": "0",
          duration: "2",
          unit: "years",
        })}
      />
    ),
    figures: { "Total value": "₹5,00,000", "Total transferred": "₹5,00,000", "Source fund value": "₹0" },
    rows: 2,
  },
];

describe("calculator results from the URL's inputs", () => {
  it.each(CASES)("$name", async ({ element, figures, rows }) => {
    await renderSettled(element());
    for (const [label, value] of Object.entries(figures)) expect(figure(label)).toBe(value);
    const table = screen.getByRole("table", { name: "Year by year" });
    expect(within(table).getAllByRole("row")).toHaveLength(rows + 1);
    expect(screen.getByRole("table", { name: /over time/, hidden: true })).toBeInTheDocument();
  });

  it("SWP: says the month the money runs out", async () => {
    await renderSettled(
      <SwpCalculator
        initial={swpQueryState.parse({
          corpus: "100000",
          withdrawal: "12000",
          rate: "0",
          duration: "1",
          unit: "years",
        })}
      />,
    );
    expect(screen.getByText(/The money runs out in month 9:/)).toBeInTheDocument();
    expect(
      screen.getByText(/Withdrawals at the end of each month; the return is an effective 0\.000% a month\.$/),
    ).toBeInTheDocument();
    expect(figure("Final value")).toBe("₹0");
  });

  it("bad query values fall back to the defaults rather than failing", async () => {
    await renderSettled(<LumpsumCalculator initial={lumpsumQueryState.parse({ amount: "-5", rate: "1e3" })} />);
    expect(figure("Total value")).toBe("₹3,10,585");
  });
});
