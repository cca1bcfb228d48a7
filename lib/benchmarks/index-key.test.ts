import { indexKey } from "@/lib/benchmarks/index-key";
import { benchmarkOfName } from "@/lib/benchmarks/resolve-benchmark";
import { chooseBenchmark } from "@/lib/benchmarks/plan-benchmarks";

// Spellings as the real files print them: UTI's riskometer workbook, Motilal Oswal's site data, the portfolio
// sheets (SBI, Nippon, ABSL, HDFC), the index files, and the list.
const SPELLINGS: readonly [string, string][] = [
  ["NIFTY 50 TRI", "NIFTY 50"],
  ["Nifty 50 Total Return Index", "NIFTY 50"],
  ["Nifty 50 Index TRI", "NIFTY 50"],
  ["Nifty 50 TRI (SECONDARY)", "NIFTY 50"],
  ["NIFTY50", "NIFTY 50"],
  ["BSE 500 TRI", "BSE 500"],
  ["S&P BSE 500 TRI", "BSE 500"],
  ["S&P BSE 500 Total Return Index", "BSE 500"],
  ["Nifty 500 Multicap 50:25:25 TRI", "NIFTY 500 MULTICAP 50:25:25"],
  ["NIFTY 500 Multicap 50 : 25 : 25 Total Return Index", "NIFTY 500 MULTICAP 50:25:25"],
  ["CRISIL Liquid Debt A-I Index", "CRISIL LIQUID DEBT A I"],
  ["Nifty Midcap 150 TRI", "NIFTY MIDCAP 150"],
  ["Nifty Midcap 150 Index TRI", "NIFTY MIDCAP 150"],
  ["Nifty Midcap 150 TRI (PRIMARY)", "NIFTY MIDCAP 150"],
  ["Nifty 500 TRI", "NIFTY 500"],
  ["NIFTY 500 - Total Returns Index", "NIFTY 500"],
  ["nifty 500 total return index", "NIFTY 500"],
  ["NIFTY 500", "NIFTY 500"],
  ["Nifty 500 Total Return Index", "NIFTY 500"],
  ["NIFTY Large Midcap 250 TRI", "NIFTY LARGEMIDCAP 250"],
  ["Nifty LargeMidcap 250 TRI", "NIFTY LARGEMIDCAP 250"],
  ["Nifty LargeMidcap 250 TRI (PRIMARY)", "NIFTY LARGEMIDCAP 250"],
  ["Nifty Smallcap 250 TRI", "NIFTY SMALLCAP 250"],
  ["Nifty Smallcap 250 Index TRI", "NIFTY SMALLCAP 250"],
  ["NIFTY SMALLCAP 250", "NIFTY SMALLCAP 250"],
  ["Nifty200 Quality 30 TRI", "NIFTY 200 QUALITY 30"],
  ["Nifty 200 Quality 30 TRI", "NIFTY 200 QUALITY 30"],
  ["Nifty Midcap150 Quality 50 TRI", "NIFTY MIDCAP 150 QUALITY 50"],
  ["CRISIL Hybrid 50 + 50 - Moderate Index", "CRISIL HYBRID 50+50 MODERATE"],
  ["CRISIL Hybrid 50+50 - Moderate Index (PRIMARY)", "CRISIL HYBRID 50+50 MODERATE"],
  ["CRISIL Hybrid 35+65 - Aggressive Index", "CRISIL HYBRID 35+65 AGGRESSIVE"],
  ["Nifty 5 yr Benchmark G-Sec Index", "NIFTY 5 YR BENCHMARK G SEC"],
  ["Nifty 5 yr Benchmark G-Sec Index TRI (PRIMARY)", "NIFTY 5 YR BENCHMARK G SEC"],
  ["Nifty 5 Yr Benchmark G-sec Index", "NIFTY 5 YR BENCHMARK G SEC"],
  ["Nifty\u00a0SDL\u00a0Plus AAA PSU Bond Apr 2028 75:25 Index ", "NIFTY SDL PLUS AAA PSU BOND APR 2028 75:25"],
  ["Nifty Liquid Index A-I", "NIFTY LIQUID A I"],
  ["NIFTY Liquid Index A-I", "NIFTY LIQUID A I"],
  ["Nifty Corporate Bond Index A-II", "NIFTY CORPORATE BOND A II"],
  ["NIFTY Corporate Bond Index A-II", "NIFTY CORPORATE BOND A II"],
  ["BSE Sensex TRI", "BSE SENSEX"],
  ["S&P BSE Sensex TRI", "BSE SENSEX"],
  ["BSE Teck TRI", "BSE TECK"],
  ["BSE Tech TRI (PRIMARY)", "BSE TECK"],
  ["Nifty Capital Markets Index (TRI) (PRIMARY)", "NIFTY CAPITAL MARKETS"],
  ["Nifty MidSmall IT & Telecom TRI (PRIMARY)", "NIFTY MIDSMALL IT AND TELECOM"],
  ["Nifty MidSmall IT and Telecom Total Return Index", "NIFTY MIDSMALL IT AND TELECOM"],
  ["Nifty Banking & PSU Debt Index A-II", "NIFTY BANKING AND PSU DEBT A II"],
  ["CRISIL IBX SDL Index – Maturity June 2027", "CRISIL IBX SDL MATURITY JUNE 2027"],
  ["Nifty 50 Arbitrage Index", "NIFTY 50 ARBITRAGE"],
  ["Nifty 50 Arbitrage TRI (PRIMARY)", "NIFTY 50 ARBITRAGE"],
];

describe("indexKey", () => {
  it.each(SPELLINGS)("reads %j as the index %j", (printed, key) => {
    expect(indexKey(printed)).toBe(key);
  });

  it("keeps different indexes apart", () => {
    const keys = ["Nifty 50 TRI", "Nifty Next 50 TRI", "Nifty 50 Equal Weight TRI", "Nifty 500 TRI", "BSE 500 TRI"];
    expect(new Set(keys.map(indexKey)).size).toBe(keys.length);
    expect(indexKey("Nifty 500 Multicap 50:25:25 TRI")).not.toBe(indexKey("Nifty 500 TRI"));
    expect(indexKey("CRISIL Liquid Debt A-I Index")).not.toBe(indexKey("Nifty Liquid Index A-I"));
  });
});

describe("benchmarkOfName", () => {
  it("shows a known index under its usual name and an unknown one as printed, without the tag", () => {
    expect(benchmarkOfName("S&P BSE 500 TRI", "scheme")).toEqual({
      name: "BSE 500 TRI",
      key: "BSE 500",
      basis: "scheme",
    });
    expect(benchmarkOfName("NIFTY Large Midcap 250 TRI", "scheme").name).toBe("Nifty LargeMidcap 250 TRI");
    expect(benchmarkOfName("BSE Housing TRI (PRIMARY)", "scheme").name).toBe("BSE Housing TRI");
  });
});

describe("chooseBenchmark", () => {
  const own = { name: "BSE 500 TRI", key: "BSE 500", fact: { source: "SBI portfolio", asOf: "2025-07-31" } };
  const standIn = { name: "Nifty 500 TRI", key: "NIFTY 500", basis: "category" as const };

  it("compares with the scheme's own benchmark when its series is loaded", () => {
    expect(chooseBenchmark(own, standIn, new Set(["BSE 500", "NIFTY 500"]))).toMatchObject({
      key: "BSE 500",
      basis: "scheme",
      own,
    });
  });

  it("names the category index as a stand-in when the own series is not loaded", () => {
    expect(chooseBenchmark(own, standIn, new Set(["NIFTY 500"]))).toEqual({ ...standIn, fact: null, own });
  });

  it("keeps the own benchmark (with no series) when nothing stands in, or the stand-in is the same index", () => {
    expect(chooseBenchmark(own, null, new Set())).toMatchObject({ key: "BSE 500", basis: "scheme" });
    const nifty50 = { name: "Nifty 50 TRI", key: "NIFTY 50", fact: null };
    expect(
      chooseBenchmark(nifty50, { name: "Nifty 50 TRI", key: "NIFTY 50", basis: "index-fund" }, new Set()),
    ).toMatchObject({ basis: "scheme" });
  });

  it("uses the stand-in alone when no source gives the own benchmark", () => {
    expect(chooseBenchmark(null, standIn, new Set())).toEqual({ ...standIn, fact: null, own: null });
    expect(chooseBenchmark(null, null, new Set())).toBeNull();
  });
});
