import { render, screen, within } from "@testing-library/react";
import type { FundBenchmark } from "@/lib/api/schemas/fund-benchmark";
import type { FundPage } from "@/lib/funds/fund-page";
import { NO_PLAN_FACTS } from "@/lib/funds/facts/latest-plan-facts";
import { BenchmarkSection, benchmarkLabel } from "./benchmark-section";
import { RiskPanel } from "./risk-panel";

const WITH_SERIES: FundBenchmark = {
  name: "Nifty 500 TRI",
  basis: "category",
  fact_source: null,
  fact_as_of: null,
  own: null,
  series: { provider: "NSE Indices", file: "niftyindices-NIFTY500.csv", as_of: "2026-08-21" },
  returns: {
    "1y": { fund: 12.5, index: 10.25, difference: 2.25, start_date: "2025-08-21", end_date: "2026-08-21" },
    "3y": null,
    "5y": null,
  },
  returns_missing: { "3y": "no-index-near-start", "5y": "too-young" },
  beta: 0.8123,
  alpha: 1.5,
  tracking_error: 4.25,
  information_ratio: 0.53,
  observations: 240,
  window_start: "2025-07-16",
  window_end: "2026-08-21",
  beta_alpha_basis: "benchmark",
};

const pageWith = (benchmark: FundBenchmark | null) => ({ overview: { benchmark } }) as unknown as FundPage;
const cells = (table: HTMLElement, header: string) =>
  within(within(table).getByRole("rowheader", { name: header }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("BenchmarkSection", () => {
  it("shows the index as the category benchmark, its source and date, and the fund against it", () => {
    render(<BenchmarkSection page={pageWith(WITH_SERIES)} />);
    expect(screen.getByText("Nifty 500 TRI (category benchmark)")).toBeInTheDocument();
    expect(
      screen.getByText(/Index values: NSE Indices \(file niftyindices-NIFTY500\.csv\), as of Aug 21, 2026\./),
    ).toBeInTheDocument();
    const returns = screen.getByRole("group", { name: "Returns against the benchmark table" });
    expect(cells(returns, "1 year")).toEqual(["12.50%", "10.25%", "2.25%"]);
    expect(cells(returns, "3 years")).toEqual(["--", "--", "-- (no index value near the period's start)"]);
    expect(cells(returns, "5 years")).toEqual(["--", "--", "-- (the fund is younger than the period)"]);
    const risk = screen.getByRole("group", { name: "Risk against the benchmark table" });
    expect(cells(risk, "Beta")[0]).toBe("0.81");
    expect(cells(risk, "Tracking error")[0]).toBe("4.25%");
    expect(cells(risk, "Information ratio")[0]).toBe("0.53");
    expect(within(risk).getByRole("link", { name: "Alpha" })).toHaveAttribute("href", "/methodology#vs-benchmark");
  });

  it("says there is no series for the index rather than showing a figure", () => {
    render(
      <BenchmarkSection
        page={pageWith({
          ...WITH_SERIES,
          name: "Nifty 100 TRI",
          series: null,
          returns: { "1y": null, "3y": null, "5y": null },
        })}
      />,
    );
    expect(
      screen.getByText(/No series for Nifty 100 TRI in our data, so the fund is not compared with it\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("names a scheme's own benchmark with the source and date that gave it", () => {
    const own = {
      ...WITH_SERIES,
      basis: "scheme" as const,
      fact_source: "amfi-fund-performance",
      fact_as_of: "2026-07-31",
    };
    expect(benchmarkLabel(own)).toBe("Nifty 500 TRI (the scheme's benchmark)");
    render(<BenchmarkSection page={pageWith(own)} />);
    expect(
      screen.getByText(/The scheme's own benchmark as given by amfi-fund-performance, as of Jul 31, 2026\./),
    ).toBeInTheDocument();
  });

  it("names a stand-in as one when the scheme's own benchmark has no series", () => {
    const standIn = {
      ...WITH_SERIES,
      basis: "category" as const,
      own: { name: "BSE 500 TRI", fact_source: "SBI portfolio sheet", fact_as_of: "2025-07-31" },
    };
    expect(benchmarkLabel(standIn)).toBe("Nifty 500 TRI (stand-in: category benchmark)");
    render(<BenchmarkSection page={pageWith(standIn)} />);
    expect(screen.getByText(/Scheme's benchmark:/)).toHaveTextContent("Scheme's benchmark: BSE 500 TRI.");
    expect(
      screen.getByText(
        /The scheme's own benchmark is BSE 500 TRI as given by SBI portfolio sheet, as of Jul 31, 2025; no series for it is in our data, so Nifty 500 TRI stands in for it\./,
      ),
    ).toBeInTheDocument();
  });

  it("says when no benchmark is known", () => {
    render(<BenchmarkSection page={pageWith(null)} />);
    expect(screen.getByText(/No benchmark is known for this fund/)).toBeInTheDocument();
  });
});

describe("RiskPanel's beta and alpha", () => {
  const riskPage = (benchmark: FundBenchmark | null) =>
    ({
      overview: {
        benchmark,
        risk: { volatility: 14, sharpe: 0.8, sortino: 1.1, max_drawdown: -18.5, beta: 0.81, alpha: 1.5 },
        facts: NO_PLAN_FACTS,
      },
      performance: { asOf: "2026-08-21", risk: { windowStartDate: "2025-07-16" } },
      category: null,
    }) as unknown as FundPage;

  it("names the benchmark index when they were measured against its series", () => {
    render(<RiskPanel page={riskPage(WITH_SERIES)} />);
    expect(
      screen.getByText(/beta and alpha against Nifty 500 TRI \(NSE Indices\), on the days both have a value\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/How strongly the fund moves with Nifty 500 TRI:/)).toBeInTheDocument();
  });

  it("names the category average otherwise", () => {
    render(<RiskPanel page={riskPage({ ...WITH_SERIES, series: null, beta_alpha_basis: "category" })} />);
    expect(screen.getByText(/beta and alpha against the average of the category's Growth plans\./)).toBeInTheDocument();
  });
});
