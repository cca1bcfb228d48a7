import type { FundAumRow } from "@/lib/ingest/aum/aum-row-schemas";
import { matchNamedRows } from "./match-named-rows";
import type { FundMatch } from "./match-funds";

const row = (schemeName: string, asOf: string, amc: string | null = "SBI"): FundAumRow => ({
  at: "line 2",
  amc,
  schemeName,
  category: null,
  subCategory: null,
  asOf,
  aumCr: 100,
});

const KNOWN: Record<string, number[]> = {
  "SBI Small Cap Fund": [125497, 125494],
  "SBI Smallcap Fund": [125497, 125494],
  "SBI Contra Fund": [102414],
};
const matchFund = (_amc: string | null, name: string): FundMatch =>
  KNOWN[name] ? { matched: true, codes: KNOWN[name]! } : { matched: false, reason: "no fund of that name" };

describe("matchNamedRows", () => {
  it("gives each matched row its fund's codes and lists each unmatched name once", () => {
    const result = matchNamedRows(
      [
        row("SBI Contra Fund", "2025-12-31"),
        row("SBI Contra Fund", "2026-01-30"),
        row("SBI New Fund", "2025-12-31"),
        row("SBI New Fund", "2026-01-30"),
        row("Unifi Flexi Cap Fund", "2026-01-30", null),
      ],
      matchFund,
    );
    expect(result.rows.map((r) => r.codes)).toEqual([[102414], [102414], [], [], []]);
    expect(result.matched).toBe(2);
    expect(result.unmatched).toEqual([
      "SBI | SBI New Fund: no fund of that name",
      "Unifi Flexi Cap Fund: no fund of that name",
    ]);
  });

  it("keeps neither of two names that reach the same plans on one date, but both on different dates", () => {
    const same = matchNamedRows(
      [row("SBI Small Cap Fund", "2026-01-30"), row("SBI Smallcap Fund", "2026-01-30")],
      matchFund,
    );
    expect(same.rows.map((r) => r.codes)).toEqual([[], []]);
    expect(same.matched).toBe(0);
    expect(same.unmatched).toEqual([
      "SBI | SBI Small Cap Fund: another name of the same date matches the same plans",
      "SBI | SBI Smallcap Fund: another name of the same date matches the same plans",
    ]);
    const apart = matchNamedRows(
      [row("SBI Small Cap Fund", "2025-12-31"), row("SBI Smallcap Fund", "2026-01-30")],
      matchFund,
    );
    expect(apart.matched).toBe(2);
  });
});
