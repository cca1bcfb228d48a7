import type { AumCoverage } from "@/lib/api/schemas/amc";
import { aumCoverageText, aumSourcesText, mergeAumCoverage, partsText } from "./aum-coverage-text";

const AMFI = "AMFI fund performance (AUM)";

function coverage(parts: [string, number, number][], sources: AumCoverage["sources"] = []): AumCoverage {
  return {
    schemes: parts.reduce((sum, [, schemes]) => sum + schemes, 0),
    schemes_with_aum: parts.reduce((sum, [, , covered]) => sum + covered, 0),
    parts: parts.map(([part, schemes, schemes_with_aum]) => ({ part, schemes, schemes_with_aum })),
    sources,
  };
}

describe("partsText", () => {
  it("names asset classes by adjective and the kinds under Other by noun, in a fixed order", () => {
    expect(partsText(["Hybrid", "Equity"])).toBe("equity and hybrid funds");
    expect(partsText(["Equity"])).toBe("equity funds");
    expect(partsText(["ETFs", "Debt", "Index Funds"])).toBe("debt funds, index funds and ETFs");
    expect(partsText(["Fund of Funds (Overseas)"])).toBe("overseas funds of funds");
    expect(partsText(["Solution Oriented", "Equity", "Debt"])).toBe("equity, debt and solution-oriented funds");
    expect(partsText(["Other"])).toBe("other schemes");
  });
});

describe("aumCoverageText", () => {
  const sbi = coverage([
    ["Debt", 32, 0],
    ["Equity", 28, 24],
    ["Index Funds", 23, 0],
    ["ETFs", 20, 0],
    ["Hybrid", 6, 6],
  ]);

  it("names the part a partial total covers and counts its schemes", () => {
    expect(aumCoverageText(sbi)).toBe("equity and hybrid funds only: 30 of 109 schemes");
  });

  it("counts only, when every part has some schemes in the total", () => {
    expect(
      aumCoverageText(
        coverage([
          ["Equity", 3, 2],
          ["Debt", 2, 1],
        ]),
      ),
    ).toBe("3 of 5 schemes");
  });

  it("groups thousands the Indian way", () => {
    expect(
      aumCoverageText(
        coverage([
          ["Equity", 1500, 1200],
          ["Debt", 1000, 0],
        ]),
      ),
    ).toBe("equity funds only: 1,200 of 2,500 schemes");
  });

  it("says nothing of a total that covers every scheme, or of no total", () => {
    expect(aumCoverageText(coverage([["Equity", 3, 3]]))).toBeNull();
    expect(aumCoverageText(coverage([["Equity", 3, 0]]))).toBeNull();
    expect(aumCoverageText(coverage([]))).toBeNull();
  });
});

describe("mergeAumCoverage", () => {
  it("adds schemes per part and per source, keeping each source's date range", () => {
    const merged = mergeAumCoverage([
      coverage(
        [
          ["Equity", 4, 3],
          ["Debt", 2, 0],
        ],
        [{ source: AMFI, schemes: 3, earliest_as_of: "2026-01-30", as_of: "2026-01-30" }],
      ),
      coverage(
        [
          ["Equity", 2, 2],
          ["Debt", 3, 1],
        ],
        [
          { source: AMFI, schemes: 2, earliest_as_of: "2025-11-28", as_of: "2026-01-30" },
          { source: "SBI portfolio", schemes: 1, earliest_as_of: "2025-07-31", as_of: "2025-07-31" },
        ],
      ),
    ]);
    expect(merged).toEqual({
      schemes: 11,
      schemes_with_aum: 6,
      parts: [
        { part: "Equity", schemes: 6, schemes_with_aum: 5 },
        { part: "Debt", schemes: 5, schemes_with_aum: 1 },
      ],
      sources: [
        { source: AMFI, schemes: 5, earliest_as_of: "2025-11-28", as_of: "2026-01-30" },
        { source: "SBI portfolio", schemes: 1, earliest_as_of: "2025-07-31", as_of: "2025-07-31" },
      ],
    });
    expect(aumCoverageText(merged)).toBe("6 of 11 schemes");
  });
});

describe("aumSourcesText", () => {
  it("gives one source's date, or its range, and counts schemes only when there are several sources", () => {
    expect(
      aumSourcesText(coverage([], [{ source: AMFI, schemes: 30, earliest_as_of: "2026-01-30", as_of: "2026-01-30" }])),
    ).toBe("AMFI fund performance (AUM), as of Jan 30, 2026");
    expect(
      aumSourcesText(
        coverage(
          [],
          [
            { source: AMFI, schemes: 26, earliest_as_of: "2025-11-28", as_of: "2026-01-30" },
            { source: "Nippon portfolio", schemes: 1, earliest_as_of: "2025-07-31", as_of: "2025-07-31" },
          ],
        ),
      ),
    ).toBe(
      "AMFI fund performance (AUM), as of Nov 28, 2025 to Jan 30, 2026 (26 schemes); Nippon portfolio, as of Jul 31, 2025 (1 scheme)",
    );
    expect(aumSourcesText(coverage([]))).toBeNull();
  });
});
