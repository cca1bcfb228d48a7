import { trackedIndexOf } from "@/lib/funds/categories/tracked-index";
import { LIVE_INDEX_SCHEME_NAMES } from "@/lib/funds/categories/tracked-index-live-names";

describe("trackedIndexOf", () => {
  it.each([
    ["UTI Nifty 50 Index Fund", "NIFTY 50", "Nifty 50"],
    ["HDFC NIFTY 50 ETF", "NIFTY 50", "Nifty 50"],
    ["Invesco India Nifty 50 Exchange Traded Fund", "NIFTY 50", "Nifty 50"],
    ["Nippon India ETF Nifty 50 BeES", "NIFTY 50", "Nifty 50"],
    ["Nippon India Index Fund - Nifty 50 Plan", "NIFTY 50", "Nifty 50"],
    ["SBI NIFTY INDEX FUND", "NIFTY 50", "Nifty 50"],
    ["Nippon India ETF Nifty Next 50 Junior BeES", "NIFTY NEXT 50", "Nifty Next 50"],
    ["UTI - Nifty Next 50 Exchange Traded Fund.", "NIFTY NEXT 50", "Nifty Next 50"],
    ["SBI Nifty50 Equal Weight ETF", "NIFTY 50 EQUAL WEIGHT", "Nifty 50 Equal Weight"],
    ["Navi NiftyIT Index Fund", "NIFTY IT", "Nifty IT"],
    ["Kotak Nifty SmallCap 250 Index Fund", "NIFTY SMALLCAP 250", "Nifty Smallcap 250"],
    ["BANDHAN Nifty Smallcap 250 Index Fund", "NIFTY SMALLCAP 250", "Nifty Smallcap 250"],
    [
      "Zerodha Nifty LargeMidcap250 Plus 8-13 Yr G-Sec 70:30 Index Fund",
      "NIFTY LARGEMIDCAP 250 PLUS 8-13 YR G-SEC 70:30",
      "Nifty Largemidcap 250 Plus 8-13 yr G-Sec 70:30",
    ],
    ["Edelweiss NIFTY Large Midcap 250 Index Fund", "NIFTY LARGEMIDCAP 250", "Nifty Largemidcap 250"],
    ["Nippon India ETF BSE Sensex", "BSE SENSEX", "BSE Sensex"],
    ["Nippon India Index Fund - BSE Sensex Plan", "BSE SENSEX", "BSE Sensex"],
    ["UTI Nifty Alpha Low-Volatility 30 Index Fund", "NIFTY ALPHA LOW VOLATILITY 30", "Nifty Alpha Low Volatility 30"],
    [
      "ICICI Prudential Nifty Alpha Low - Volatility 30 ETF",
      "NIFTY ALPHA LOW VOLATILITY 30",
      "Nifty Alpha Low Volatility 30",
    ],
    ["Edelweiss BSE Top 10 Bank ETF", "BSE TOP 10 BANKS", "BSE Top 10 Banks"],
    ["SBI Nifty Consumption ETF", "NIFTY INDIA CONSUMPTION", "Nifty India Consumption"],
    [
      "Kotak CRISIL-IBX Financial Services 9 to 12 Months Debt Index Fund",
      "CRISIL IBX FINANCIAL SERVICES 9-12 MONTHS",
      "CRISIL IBX Financial Services 9-12 Months",
    ],
    ["Nippon India Nifty G-Sec Jun 2036 Maturity Index Fund", "NIFTY G-SEC JUN 2036", "Nifty G-Sec Jun 2036"],
    ["HDFC Nifty G-Sec Jun 2036 Index Fund", "NIFTY G-SEC JUN 2036", "Nifty G-Sec Jun 2036"],
    ["BHARAT Bond ETF - April 2031", "BHARAT BOND APR 2031", "Bharat Bond Apr 2031"],
    ["BHARAT 22 ETF", "BSE BHARAT 22", "BSE Bharat 22"],
    ["CPSE ETF", "NIFTY CPSE", "Nifty CPSE"],
    ["Motilal Oswal S&P 500 Index Fund", "S&P 500", "S&P 500"],
    ["Nippon India ETF Hang Seng BeES", "HANG SENG", "Hang Seng"],
    ["Nippon India ETF Gold BeES", "GOLD PRICE", "Gold Price"],
    ["Tata Silver Exchange Traded Fund", "SILVER PRICE", "Silver Price"],
    [
      "Sundaram Nifty 100 Equal Weight Fund (Formerly Known as Principal Nifty 100 Equal Weight Fund)",
      "NIFTY 100 EQUAL WEIGHT",
      "Nifty 100 Equal Weight",
    ],
  ])("%s → %s", (name, key, shown) => {
    expect(trackedIndexOf(name)).toEqual({ key, name: shown });
  });

  it.each([
    // Names that name no index: reported, never guessed.
    "SBI CPSE Bond Plus SDL Sep 2026 50:50 Index Fund",
    "Quantum Nifty", // a provider word alone is no index
    "HDFC Index Fund",
    "Some Gold Savings Fund", // gold, but not an ETF: a fund of funds tracks no index itself
    "",
  ])("%p names no index", (name) => {
    expect(trackedIndexOf(name)).toEqual({ key: null, name: null });
  });

  it("places every live index fund and ETF name of the real data (one left unplaced)", () => {
    expect(LIVE_INDEX_SCHEME_NAMES.length).toBe(727);
    for (const [name, key] of LIVE_INDEX_SCHEME_NAMES) expect([name, trackedIndexOf(name).key]).toEqual([name, key]);
    expect(LIVE_INDEX_SCHEME_NAMES.filter(([, key]) => key === null).map(([name]) => name)).toEqual([
      "SBI CPSE Bond Plus SDL Sep 2026 50:50 Index Fund",
    ]);
    const nifty50 = LIVE_INDEX_SCHEME_NAMES.filter(([, key]) => key === "NIFTY 50");
    expect(nifty50.length).toBe(48);
  });
});
