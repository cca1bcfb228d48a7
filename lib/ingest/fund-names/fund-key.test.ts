import { fundKey } from "./fund-key";

describe("fundKey", () => {
  it.each([
    ["Aditya Birla Sun Life Banking & PSU Debt Fund", "aditya birla sun life banking and psu debt fund"],
    ["ADITYA BIRLA SUN LIFE BANKING AND PSU DEBT FUND", "aditya birla sun life banking and psu debt fund"],
    ["Axis ELSS Tax Saver Fund (formerly known as Axis Long Term Equity Fund)", "axis elss tax saver fund"],
    ["HDFC Mid-Cap Opportunities Fund", "hdfc mid cap opportunities fund"],
    ["Nippon India ETF Nifty 50 BeES (erstwhile R*Shares)", "nippon india etf nifty 50 bees"],
    ["  Quant  Small Cap Fund. ", "quant small cap fund"],
    ["ICICI Prudential Equity & Debt Fund", "icici prudential equity and debt fund"],
    ["Sectoral/ Thematic", "sectoral thematic"],
    ["", ""],
    // Alias patterns between AMFI's TER tables and its scheme master.
    [
      "Baroda BNP Paribas Credit Risk Fund (Scheme has Two Segregated Portfolio))",
      "baroda bnp paribas credit risk fund",
    ],
    [
      "Baroda BNP Paribas Credit Risk Fund (scheme has Two segregated portfolios)",
      "baroda bnp paribas credit risk fund",
    ],
    ["Mirae Asset Nifty 1D Rate Liquid ETF - Growth", "mirae asset nifty 1d rate liquid etf"],
    ["Mirae Asset Nifty 1D Rate Liquid ETF-IDCW", "mirae asset nifty 1d rate liquid etf"],
    ["NAVI ELSS TAX SAVER NIFTY50 INDEX FUND", "navi elss tax saver nifty 50 index fund"],
    ["DSP World Mining Fund of Fund", "dsp world mining fund"],
    ["DSP World Mining Fund", "dsp world mining fund"],
  ])("%s -> %s", (name, key) => {
    expect(fundKey(name)).toBe(key);
  });

  it("keeps words that tell two funds apart", () => {
    expect(fundKey("SBI Nifty 50 ETF")).not.toBe(fundKey("SBI Nifty Next 50 ETF"));
    expect(fundKey("Kotak Equity Savings Fund")).not.toBe(fundKey("Kotak Equity Fund"));
    expect(fundKey("Quant Growth Fund")).toBe("quant growth fund");
    expect(fundKey("SBI Nifty 50 ETF")).not.toBe(fundKey("SBI Nifty 500 ETF"));
  });
});
