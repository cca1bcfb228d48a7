import { fundMatcher, type FundCandidate } from "./match-funds";

const master: FundCandidate[] = [
  { amc: "SBI Funds Management Limited", name: "SBI Bluechip Fund", codes: [103504, 119598] },
  { amc: "SBI Funds Management Limited", name: "SBI Magnum Midcap Fund", codes: [103819, 119716] },
  { amc: "Kotak Mahindra Asset Management Company Limited.", name: "Kotak Emerging Equity Scheme", codes: [112096] },
  { amc: "quant Money Managers Limited", name: "quant Small Cap Fund", codes: [100177, 120828] },
  { amc: "Quantum Asset Management Company Private Limited", name: "Quantum Small Cap Fund", codes: [152000] },
  { amc: "HDFC Asset Management Company Limited", name: "HDFC Large and Mid Cap Fund", codes: [101762, 130498] },
  {
    amc: "LIC Mutual Fund Asset Management Limited",
    name: "LIC MF Unit Linked Insurance Scheme (ULIS)",
    codes: [100325],
  },
  {
    amc: "SBI Funds Management Limited",
    name: "SBI Fixed Maturity Plan (FMP) - Series 1 (3668 Days)",
    codes: [145000],
  },
  {
    amc: "SBI Funds Management Limited",
    name: "SBI Fixed Maturity Plan (FMP) - Series 1 (1175 Days)",
    codes: [145100],
  },
  // Two houses with one name (invented, to show the refusal to guess).
  { amc: "Alpha AMC Limited", name: "Twin Fund", codes: [1] },
  { amc: "Beta AMC Limited", name: "Twin Fund", codes: [2] },
];
const navSchemes: FundCandidate[] = [
  { amc: "SBI Mutual Fund", name: "SBI Large Cap Fund", codes: [103504, 119598] },
  { amc: "SBI Mutual Fund", name: "SBI Magnum Midcap Fund", codes: [119716, 150001] },
];
const match = fundMatcher(master, navSchemes);

describe("fundMatcher", () => {
  it("matches the scheme master's fund-level name, with every code of the fund", () => {
    expect(match("Quant", "Quant Small Cap Fund")).toEqual({ matched: true, codes: [100177, 120828] });
  });

  it("joins the codes the master and the NAV files give the fund", () => {
    expect(match("SBI", "SBI Magnum Midcap Fund")).toEqual({ matched: true, codes: [103819, 119716, 150001] });
  });

  it("matches a fund renamed after the master's date by its current NAV scheme name", () => {
    expect(match("SBI", "SBI Large Cap Fund")).toEqual({ matched: true, codes: [103504, 119598] });
  });

  it("reads 'Large & Midcap' as 'Large and Mid Cap'", () => {
    expect(match("HDFC", "HDFC Large & Midcap Fund")).toEqual({ matched: true, codes: [101762, 130498] });
  });

  it("reads a name without 'Fund' or 'Scheme', or without what the other gives in brackets, as the fund's", () => {
    expect(match("Kotak", "Kotak Emerging Equity")).toEqual({ matched: true, codes: [112096] });
    expect(match("LIC", "LIC MF Unit Linked Insurance")).toEqual({ matched: true, codes: [100325] });
  });

  it("does not join funds whose names differ only in brackets", () => {
    expect(match("SBI", "SBI Fixed Maturity Plan - Series 1")).toEqual({
      matched: false,
      reason: "several funds have that name",
    });
    expect(match("SBI", "SBI Fixed Maturity Plan (FMP) - Series 1 (1175 Days)")).toEqual({
      matched: true,
      codes: [145100],
    });
  });

  it("keeps only funds of the AMC the short name stands for", () => {
    expect(match("Quantum", "quant Small Cap Fund")).toEqual({ matched: false, reason: "no fund of that name" });
    expect(match("Quantum", "Quantum Small Cap Fund")).toEqual({ matched: true, codes: [152000] });
  });

  it("matches on the name alone where the AMC is 'Other' or not given, but never guesses between houses", () => {
    expect(match("Other", "Kotak Emerging Equity Scheme")).toEqual({ matched: true, codes: [112096] });
    expect(match(null, "Kotak Emerging Equity Scheme")).toEqual({ matched: true, codes: [112096] });
    expect(match(null, "Twin Fund")).toEqual({ matched: false, reason: "funds of several fund houses have that name" });
  });

  it("does not match a different fund", () => {
    expect(match("SBI", "SBI Small Cap Fund")).toEqual({ matched: false, reason: "no fund of that name" });
    expect(match("Kotak", "Kotak Emerging Equity Opportunities Fund")).toEqual({
      matched: false,
      reason: "no fund of that name",
    });
    expect(match("SBI", "SBI Magnum Mid Cap Index Fund")).toEqual({ matched: false, reason: "no fund of that name" });
  });
});
