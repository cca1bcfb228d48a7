import {
  equityExemption,
  financialYearOf,
  gainTaxRatePct,
  isLongTerm,
  longTermFrom,
  rateNote,
  taxClassOf,
} from "@/lib/capital-gains/tax-rules";

describe("financialYearOf", () => {
  it.each([
    ["2024-03-31", "2023-24"],
    ["2024-04-01", "2024-25"],
    ["2099-12-01", "2099-00"],
    ["2000-01-01", "1999-00"],
  ])("%s is in %s", (date, fy) => expect(financialYearOf(date)).toBe(fy));
});

describe("isLongTerm", () => {
  it("equity: more than 12 months; the anniversary itself is short term", () => {
    expect(isLongTerm("equity", "2023-01-01", "2024-01-01")).toBe(false);
    expect(isLongTerm("equity", "2023-01-01", "2024-01-02")).toBe(true);
  });
  it("bought on 29-Feb: the 12 months end on 28-Feb of the next year", () => {
    expect(isLongTerm("equity", "2020-02-29", "2021-02-28")).toBe(false);
    expect(isLongTerm("equity", "2020-02-29", "2021-03-01")).toBe(true);
  });
  it("other funds: 36 months for sales before 23-Jul-2024, 24 from that day", () => {
    expect(isLongTerm("other", "2021-08-01", "2024-07-22")).toBe(false);
    expect(isLongTerm("other", "2021-08-01", "2024-07-23")).toBe(true);
    expect(isLongTerm("other", "2022-07-23", "2024-07-23")).toBe(false);
    expect(isLongTerm("other", "2022-07-22", "2024-07-23")).toBe(true);
  });
  it("specified funds: bought from 1-Apr-2023 never long term; before, like other funds", () => {
    expect(isLongTerm("specified", "2023-04-01", "2030-01-01")).toBe(false);
    expect(isLongTerm("specified", "2023-03-31", "2030-01-01")).toBe(true);
  });
});

describe("equityExemption", () => {
  it("is Rs 1 lakh up to 2023-24 and Rs 1.25 lakh from 2024-25", () => {
    expect(equityExemption("2023-24")).toBe(100_000);
    expect(equityExemption("2024-25")).toBe(125_000);
  });
});

describe("taxClassOf", () => {
  it.each([
    ["Equity", "Large Cap Fund", "X Bluechip", "equity"],
    ["Debt", "Liquid Fund", "X Liquid", "specified"],
    ["Hybrid", "Arbitrage Fund", "X Arbitrage", "equity"],
    ["Hybrid", "Conservative Hybrid Fund", "X Hybrid", "other"],
    ["Other", "Index Funds", "X Nifty 50 Index Fund", "equity"],
    ["Other", "Index Funds", "X Nasdaq 100 FoF", "other"],
    ["Other", "Index Funds", "X CRISIL IBX Gilt Index", "specified"],
    ["Other", "Gold ETF", "X Gold ETF", "other"],
    [null, null, "Unknown", "other"],
  ])("%s / %s / %s is %s", (assetClass, category, name, expected) =>
    expect(taxClassOf({ assetClass, category, name }).taxClass).toBe(expected),
  );
});

describe("rateNote for long-term equity gains", () => {
  it.each([
    ["2024-03-28", "10% above Rs 1 lakh a year (Section 112A)"],
    ["2024-05-20", "10% above Rs 1.25 lakh a year (Section 112A)"],
    ["2024-07-22", "10% above Rs 1.25 lakh a year (Section 112A)"],
    ["2024-07-23", "12.5% above Rs 1.25 lakh a year (Section 112A)"],
  ])("sold on %s: %s", (saleDate, note) => {
    expect(rateNote("equity", "long", "2020-01-01", saleDate)).toBe(note);
  });
});

describe("gainTaxRatePct", () => {
  it.each([
    ["equity", "short", "2024-07-22", 15],
    ["equity", "short", "2024-07-23", 20],
    ["equity", "long", "2024-07-22", 10],
    ["equity", "long", "2024-07-23", 12.5],
    ["other", "long", "2024-07-22", 20],
    ["other", "long", "2024-07-23", 12.5],
    ["other", "short", "2024-07-23", null],
    ["specified", "short", "2026-01-01", null],
  ] as const)("%s %s term sold %s: %s", (taxClass, term, saleDate, rate) =>
    expect(gainTaxRatePct(taxClass, term, saleDate)).toBe(rate),
  );
});

describe("longTermFrom", () => {
  it("is the day after the period ends, the first day isLongTerm holds", () => {
    expect(longTermFrom("equity", "2026-03-01", "2026-11-27")).toBe("2027-03-02");
    expect(isLongTerm("equity", "2026-03-01", "2027-03-01")).toBe(false);
    expect(isLongTerm("equity", "2026-03-01", "2027-03-02")).toBe(true);
    expect(longTermFrom("other", "2026-01-01", "2026-11-27")).toBe("2028-01-02");
    expect(longTermFrom("specified", "2024-01-01", "2026-11-27")).toBeNull();
  });
});
