import { render, screen } from "@testing-library/react";
import type { AmcListItem } from "@/lib/funds/amc-list";
import { AmcListTable } from "./amc-list-table";

const AMFI = { source: "AMFI fund performance (AUM)", earliest_as_of: "2026-01-30", as_of: "2026-01-30" };

const HOUSES: AmcListItem[] = [
  {
    slug: "icici",
    name: "ICICI Prudential Mutual Fund",
    activeFunds: 147,
    aumCr: 655473.7,
    aumCoverage: {
      schemes: 147,
      schemes_with_aum: 41,
      parts: [
        { part: "Equity", schemes: 40, schemes_with_aum: 33 },
        { part: "Hybrid", schemes: 8, schemes_with_aum: 8 },
        { part: "Debt", schemes: 99, schemes_with_aum: 0 },
      ],
      sources: [{ ...AMFI, schemes: 41 }],
    },
  },
  {
    slug: "sbi",
    name: "SBI Mutual Fund",
    activeFunds: 121,
    aumCr: 590642.1,
    aumCoverage: {
      schemes: 121,
      schemes_with_aum: 30,
      parts: [
        { part: "Equity", schemes: 28, schemes_with_aum: 24 },
        { part: "Hybrid", schemes: 6, schemes_with_aum: 6 },
        { part: "ETFs", schemes: 87, schemes_with_aum: 0 },
      ],
      sources: [{ ...AMFI, schemes: 30 }],
    },
  },
];

describe("AmcListTable", () => {
  it("says the ranking by AUM covers part of the schemes, and each house's total how many", () => {
    render(<AmcListTable amcs={HOUSES} />);
    expect(
      screen.getByText(
        /^Ranked by the AUM in our data, which covers equity and hybrid funds only: 71 of 268 schemes\..*Source: AMFI fund performance \(AUM\), as of Jan 30, 2026\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("equity and hybrid funds only: 30 of 121 schemes")).toBeInTheDocument();
    expect(screen.getByText("equity and hybrid funds only: 41 of 147 schemes")).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual([
      "ICICI Prudential Mutual Fund",
      "SBI Mutual Fund",
    ]);
  });

  it("adds no note when every scheme's AUM is in", () => {
    const full: AmcListItem = {
      ...HOUSES[0]!,
      aumCoverage: {
        ...HOUSES[0]!.aumCoverage,
        schemes_with_aum: 147,
        parts: [{ part: "Equity", schemes: 147, schemes_with_aum: 147 }],
      },
    };
    render(<AmcListTable amcs={[full]} />);
    expect(screen.queryByText(/Ranked by/)).toBeNull();
    expect(screen.queryByText(/ of 147 schemes/)).toBeNull();
  });
});
