import { benchmarkNameOf } from "@/lib/ingest/portfolios/benchmark-name";

const ABSL = /^aditya birla sun life /i;

describe("benchmarkNameOf: the benchmark a portfolio sheet prints below its holdings", () => {
  it.each([
    // [rows, scheme, printed name]
    [
      [[null, null, null, null, "Benchmark Name : NIFTY LIQUID INDEX A-I"]],
      "SBI Liquid Fund",
      "NIFTY LIQUID INDEX A-I",
    ],
    [[[null, "BENCHMARK NAME - NIFTY MIDCAP 150 TRI"]], "Nippon India Growth Mid Cap Fund", "NIFTY MIDCAP 150 TRI"],
    [
      [[null, "Benchmark Name - CRISIL MEDIUM TERM DEBT INDEX"]],
      "Axis Fixed Term Plan",
      "CRISIL MEDIUM TERM DEBT INDEX",
    ],
    [[[null, "Benchmark name - BSE 500 TRI 1"]], "ICICI Prudential BSE 500 ETF", "BSE 500 TRI"],
    [
      [
        [
          null,
          '11) Riskometer based on Scheme Portfolio and Portfolio Benchmark "Nifty Corporate Bond Index A-II" as on Jul 31, 2025',
        ],
      ],
      "HDFC Corporate Bond Fund",
      "Nifty Corporate Bond Index A-II",
    ],
    [
      [
        [
          null,
          "ADITYA BIRLA SUN LIFE BSE INDIA INFRASTRUCTURE INDEX FUND",
          "BSE India Infrastructure Total Return Index",
        ],
      ],
      "ADITYA BIRLA SUN LIFE BSE INDIA INFRASTRUCTURE INDEX FUND",
      "BSE India Infrastructure Total Return Index",
    ],
    // ABSL's Large Cap Fund row still names it by its former name.
    [
      [[null, "ADITYA BIRLA SUN LIFE FRONTLINE EQUITY FUND", "NIFTY 100 TRI"]],
      "ADITYA BIRLA SUN LIFE LARGE CAP FUND",
      "NIFTY 100 TRI",
    ],
    [[[null, "Benchmark Name : NIFTY 50 TRI  Benchmark Riskometer"]], "SBI Nifty Index Fund", "NIFTY 50 TRI"],
    [[[null, "Benchmark Name:   NIFTY\n500   TRI. "]], "SBI Flexicap Fund", "NIFTY 500 TRI"],
  ])("%j names %s's benchmark %s", (rows, scheme, name) => expect(benchmarkNameOf(rows, scheme, ABSL)).toBe(name));

  it("finds none in the riskometer legend, notes or a holding row", () => {
    const rows = [
      [null, "SCHEME RISK-O-METER", "BENCHMARK RISK-O-METER"],
      [null, "Benchmark Riskometer"],
      [null, "Scheme & Benchmark Riskometer(s) mentioned are as per the latest details available with the AMC."],
      [null, "HDFC Bank Limited", "INE040A01034", "Banks", 100, 12.5, 0.04],
      [null, "Benchmark Name : "],
    ];
    expect(benchmarkNameOf(rows, "SBI Flexicap Fund", ABSL)).toBeNull();
  });
});
