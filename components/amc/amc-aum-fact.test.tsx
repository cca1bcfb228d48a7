import { render, screen } from "@testing-library/react";
import { AmcAumFact, assetClassAumText } from "./amc-aum-fact";

const COVERAGE = {
  schemes: 121,
  schemes_with_aum: 30,
  parts: [
    { part: "Equity", schemes: 28, schemes_with_aum: 24 },
    { part: "Hybrid", schemes: 6, schemes_with_aum: 6 },
    { part: "Debt", schemes: 32, schemes_with_aum: 0 },
    { part: "Index Funds", schemes: 55, schemes_with_aum: 0 },
  ],
  sources: [{ source: "AMFI fund performance (AUM)", schemes: 30, earliest_as_of: "2026-01-30", as_of: "2026-01-30" }],
};

describe("AmcAumFact", () => {
  it("shows the total with the part it covers and its source and date", () => {
    render(
      <ul>
        <AmcAumFact amc={{ total_aum: 590642.1, aum_coverage: COVERAGE }} />
      </ul>,
    );
    expect(screen.getByText("equity and hybrid funds only: 30 of 121 schemes")).toBeInTheDocument();
    expect(screen.getByText("Source: AMFI fund performance (AUM), as of Jan 30, 2026")).toBeInTheDocument();
  });

  it("says a house with no AUM figure has none in our data", () => {
    render(
      <ul>
        <AmcAumFact amc={{ total_aum: null, aum_coverage: { ...COVERAGE, schemes_with_aum: 0, sources: [] } }} />
      </ul>,
    );
    expect(screen.getByRole("listitem").textContent).toMatch(/assets under management \(not in our data\)$/);
  });
});

describe("assetClassAumText", () => {
  it("counts the class's funds in its AUM when not all are", () => {
    expect(assetClassAumText({ asset_class: "Equity", fund_count: 28, funds_with_aum: 24, aum: 395241.87 })).toMatch(
      /^₹.* \(24 of 28 funds\)$/,
    );
    expect(assetClassAumText({ asset_class: "Hybrid", fund_count: 6, funds_with_aum: 6, aum: 195400.23 })).not.toMatch(
      /of 6 funds/,
    );
  });
});
