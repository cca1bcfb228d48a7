import { listFactNote } from "@/lib/funds/facts/list-fact-note";

const TER = (as_of: string, stale = false) => ({ as_of, source: "AMFI TER", stale });
const row = (expense_ratio: ReturnType<typeof TER> | null, aum: ReturnType<typeof TER> | null = null) => ({
  fact_sources: { expense_ratio, aum, risk_level: null },
});

describe("listFactNote", () => {
  it("names each source with the one date of the rows shown, or their first and last", () => {
    expect(listFactNote([row(TER("2024-10-07")), row(TER("2024-10-07"))], ["expense_ratio"])).toBe(
      "Expense ratio: AMFI TER, as of Oct 07, 2024.",
    );
    expect(
      listFactNote([row(TER("2024-10-07")), row(TER("2024-09-30")), row(TER("2024-11-15"))], ["expense_ratio"]),
    ).toBe("Expense ratio: AMFI TER, Sep 30, 2024 to Nov 15, 2024.");
  });

  it("lists several sources and facts in the order asked, and counts the stale ones", () => {
    const aum = { as_of: "2024-08-31", source: "AMFI fund performance (AUM)", stale: true };
    const factsheet = { as_of: "2024-10-31", source: "factsheet.csv", stale: false };
    expect(
      listFactNote([row(TER("2024-10-07", true), aum), row(factsheet, aum), row(null)], ["aum", "expense_ratio"]),
    ).toBe(
      "AUM: AMFI fund performance (AUM), as of Aug 31, 2024, 2 stale (older than 45 days). " +
        "Expense ratio: AMFI TER, as of Oct 07, 2024; factsheet.csv, as of Oct 31, 2024, 1 stale (older than 45 days).",
    );
  });

  it("is null when no row shown has a dated fact, and leaves out facts without one", () => {
    expect(listFactNote([row(null), row(null)], ["expense_ratio", "aum", "risk_level"])).toBeNull();
    expect(listFactNote([], ["expense_ratio"])).toBeNull();
    expect(listFactNote([row(TER("2024-10-07"))], ["aum", "expense_ratio"])).toBe(
      "Expense ratio: AMFI TER, as of Oct 07, 2024.",
    );
  });
});
