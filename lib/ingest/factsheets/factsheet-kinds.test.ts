import {
  columnProblems,
  detectKind,
  normalizeColumnName,
  parseKindName,
} from "@/lib/ingest/factsheets/factsheet-kinds";

describe("detectKind", () => {
  it.each([
    [
      [
        "scheme_code",
        "as_of",
        "expense_ratio",
        "aum_cr",
        "exit_load",
        "min_sip",
        "min_lumpsum",
        "risk_level",
        "benchmark",
        "launch_date",
      ],
      "facts",
    ],
    [["scheme_code", "as_of", "aum_cr"], "facts"],
    [["scheme_code", "as_of", "name", "managing_since"], "managers"],
    [["scheme_code", "as_of", "name"], "managers"],
    [["scheme_code", "as_of", "name", "isin", "sector", "asset_type", "rating", "weight_pct", "source"], "holdings"],
    [["scheme_code", "as_of", "name", "asset_type", "weight_pct"], "holdings"],
    [["scheme_code", "as_of", "sector", "weight_pct"], "sector_allocation"],
    [["as_of", "weight_pct", "asset_class", "scheme_code", "source"], "asset_allocation"],
    [["scheme_code", "as_of", "rating", "weight_pct"], "credit_quality"],
  ])("%j is %s", (columns, kind) => {
    expect(detectKind(columns)).toEqual({ kind });
  });

  it("names the closest kind and what is missing when no kind fits", () => {
    expect(detectKind(["scheme_code", "as_of", "name", "weight_pct"])).toEqual({
      kind: null,
      message: "the header fits no factsheet kind; closest is holdings: missing column asset_type",
    });
  });

  it("names unknown columns", () => {
    expect(detectKind(["scheme_code", "as_of", "sector", "weight_pct", "colour"])).toEqual({
      kind: null,
      message: "the header fits no factsheet kind; closest is sector_allocation: unknown column colour",
    });
  });

  it("does not take a header with only the key columns for facts", () => {
    expect(columnProblems("facts", ["scheme_code", "as_of"])).toEqual([
      "needs at least one of the columns expense_ratio, aum_cr, exit_load, min_sip, min_lumpsum, risk_level, benchmark, launch_date",
    ]);
  });
});

describe("column and kind names", () => {
  it("matches header names without regard to case, spaces or hyphens", () => {
    expect(["Scheme Code", " AS-OF ", "Weight_Pct"].map(normalizeColumnName)).toEqual([
      "scheme_code",
      "as_of",
      "weight_pct",
    ]);
  });

  it("reads kind names in either spelling", () => {
    expect(parseKindName("sector-allocation")).toBe("sector_allocation");
    expect(parseKindName("Credit Quality")).toBe("credit_quality");
    expect(parseKindName("holdings")).toBe("holdings");
    expect(parseKindName("portfolio")).toBeNull();
  });
});
