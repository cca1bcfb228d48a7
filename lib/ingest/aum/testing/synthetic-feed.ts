// SYNTHETIC: an answer in the shape of AMFI's fund-performance feed (POST .../fundperformance) with real fund
// names and invented figures. No raw answer of the feed is available (../shared/data/SOURCES.md); the fields
// are those SOURCES.md lists, returns given as numbers and, as the feed sometimes does, as strings.
import * as XLSX from "@e965/xlsx";

export const SYNTHETIC_NAV_DATE = "2026-01-30";

export const SYNTHETIC_FEED_RECORDS = [
  {
    schemeName: "SBI Small Cap Fund",
    benchmark: "BSE 250 SmallCap TRI",
    riskometerScheme: "Very High",
    riskometerBenchmark: "Very High",
    navDate: SYNTHETIC_NAV_DATE,
    navRegular: 170.1234,
    navDirect: 190.5678,
    dailyAUM: 36000.5,
    preMonthAUM: 35500.25,
    preNavRegular: 168.9,
    return1YearRegular: 4.5,
    return1YearDirect: "5.4",
    return1YearBenchmark: -1.2,
    return3YearRegular: "15.1",
    return3YearDirect: 16.2,
    return3YearBenchmark: 14.3,
    return5YearRegular: 22.1,
    return5YearDirect: 23.3,
    return5YearBenchmark: 20.2,
    return10YearRegular: 18.4,
    return10YearDirect: "",
    return10YearBenchmark: 15.5,
    returnSinceLaunchRegular: 19.6,
    returnSinceLaunchDirect: 21.7,
    returnSinceLaunchBenchmark: "-",
  },
  {
    schemeName: "HDFC Balanced Advantage Fund",
    benchmark: "NIFTY 50 Hybrid Composite Debt 50:50 Index",
    riskometerScheme: "Very High Risk",
    riskometerBenchmark: "High Risk",
    navDate: SYNTHETIC_NAV_DATE,
    navRegular: "510.25",
    navDirect: "560.75",
    dailyAUM: "1,02,345.60",
    preMonthAUM: 101000,
    preNavRegular: 505.5,
    return1YearRegular: 8.1,
    return1YearDirect: 8.9,
    return1YearBenchmark: 7.7,
  },
  {
    schemeName: "ICICI Prudential Equity & Debt Fund",
    benchmark: "CRISIL Hybrid 35+65 - Aggressive Index",
    riskometerScheme: "Very High",
    riskometerBenchmark: "Very High",
    navDate: "30-Jan-2026",
    navRegular: 400.1,
    navDirect: 440.2,
    dailyAUM: 45000,
    preMonthAUM: 44000,
    preNavRegular: 398.2,
  },
  {
    // A fund the feed gives a riskometer for but no AUM that day.
    schemeName: "Axis Liquid Fund",
    benchmark: "NIFTY Liquid Index A-I",
    riskometerScheme: "Low to Moderate",
    riskometerBenchmark: "Low to Moderate",
    navDate: SYNTHETIC_NAV_DATE,
    navRegular: 2900.5,
    navDirect: 2910.5,
    dailyAUM: null,
    preMonthAUM: 38000,
    preNavRegular: 2890.1,
  },
  {
    // A fund no list knows: listed as unmatched.
    schemeName: "Kaveri Crest Flexi Cap Fund",
    benchmark: "NIFTY 500 TRI",
    riskometerScheme: "Very High",
    riskometerBenchmark: "Very High",
    navDate: SYNTHETIC_NAV_DATE,
    navRegular: 10.5,
    navDirect: 10.6,
    dailyAUM: 120.75,
    preMonthAUM: 110,
    preNavRegular: 10.4,
  },
];

/** The answer as AMFI sends it: { "data": [...] }. */
export function syntheticFeedBytes(records: readonly object[] = SYNTHETIC_FEED_RECORDS): Buffer {
  return Buffer.from(JSON.stringify({ data: records }));
}

/** The headings of AMFI's export on row 5, as far as they are known (the feed's fields in its words). */
export const SYNTHETIC_XLSX_HEADER = [
  "Scheme Name",
  "Benchmark",
  "Riskometer Scheme",
  "Riskometer Benchmark",
  "NAV Date",
  "NAV Regular",
  "NAV Direct",
  "Return 1 Year (%) Regular",
  "Return 1 Year (%) Direct",
  "Return 1 Year (%) Benchmark",
  "Daily AUM (Cr.)",
];

/** SYNTHETIC: the records above as the page's XLSX export lays them out (4 title rows, header on row 5, a note). */
export function syntheticFeedXlsx(rows?: unknown[][], header: readonly string[] = SYNTHETIC_XLSX_HEADER): Buffer {
  const body =
    rows ??
    SYNTHETIC_FEED_RECORDS.map((r) => [
      r.schemeName,
      r.benchmark,
      r.riskometerScheme,
      r.riskometerBenchmark,
      r.navDate,
      r.navRegular,
      r.navDirect,
      r.return1YearRegular ?? null,
      r.return1YearDirect ?? null,
      r.return1YearBenchmark ?? null,
      r.dailyAUM,
    ]);
  const sheet = XLSX.utils.aoa_to_sheet([
    ["Association of Mutual Funds in India"],
    ["Fund Performance"],
    ["Open Ended - Equity Scheme - Small Cap Fund"],
    [`As on ${SYNTHETIC_NAV_DATE}`],
    [...header],
    ...body,
    [],
    ["^ AUM as on the previous day"],
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, "Fund Performance");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true }) as Buffer;
}
