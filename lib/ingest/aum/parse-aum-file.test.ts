import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAumFile } from "./parse-aum-file";
import {
  SYNTHETIC_FEED_RECORDS,
  SYNTHETIC_XLSX_HEADER,
  syntheticFeedBytes,
  syntheticFeedXlsx,
} from "./testing/synthetic-feed";

const MONTHLY_HEADER =
  "amc,scheme_name,category,sub_category,month_end,nav_cur,nav_prev,nav_return,aum_cur_cr,aum_prev_cr,expected_aum_cr,net_flow_cr,flow_pct";
// SYNTHETIC rows in the real header (figures invented).
const monthly = (...rows: string[]) => Buffer.from([MONTHLY_HEADER, ...rows].join("\n") + "\n");
const ROW_A =
  'ABSL,"Aditya Birla Sun Life Arbitrage Fund",Hybrid,Arbitrage,2023-06-30,23.05,22.92,1.005,4243.98,3947.66,1,2,3';
const ROW_B = 'Axis,"Axis Small Cap Fund",Equity,"Small Cap Fund",2023-06-30,80.5,78.6,1.02,17000.5,16000,1,2,3';

function refusal(bytes: Buffer): string {
  const parsed = parseAumFile(bytes);
  if (parsed.ok) throw new Error("expected a refusal");
  return parsed.message;
}

describe("parseAumFile: the monthly AUM table", () => {
  it("reads each row to the fund, its AMC short name, the month-end and the AUM", () => {
    const parsed = parseAumFile(monthly(ROW_A, ROW_B));
    expect(parsed.ok && parsed.layout.id).toBe("amfi-crisil-monthly-aum");
    expect(parsed.ok && parsed.rows).toEqual([
      {
        at: "line 2",
        amc: "ABSL",
        schemeName: "Aditya Birla Sun Life Arbitrage Fund",
        category: "Hybrid",
        subCategory: "Arbitrage",
        asOf: "2023-06-30",
        aumCr: 4243.98,
      },
      {
        at: "line 3",
        amc: "Axis",
        schemeName: "Axis Small Cap Fund",
        category: "Equity",
        subCategory: "Small Cap Fund",
        asOf: "2023-06-30",
        aumCr: 17000.5,
      },
    ]);
  });

  it("refuses a number column of text with the line, the column and the value", () => {
    expect(refusal(monthly(ROW_A, ROW_B.replace("17000.5", "17000.5 cr")))).toBe(
      '1 problem: line 3, aum_cur_cr "17000.5 cr": must be a number of crore, 0 or more. Nothing was imported.',
    );
  });

  it("refuses a negative AUM, an impossible date and a missing name", () => {
    const message = refusal(
      monthly(
        ROW_A.replace("4243.98", "-1"),
        ROW_B.replace("2023-06-30", "2023-02-30"),
        ROW_B.replace('"Axis Small Cap Fund"', ""),
      ),
    );
    expect(message).toMatch(/^3 problems: line 2, aum_cur_cr "-1": must be a number of crore, 0 or more; /);
    expect(message).toContain('line 3, month_end "2023-02-30": must be a date written YYYY-MM-DD');
    expect(message).toContain("line 4, scheme_name: is required");
  });

  it("refuses a fund given twice for one month-end with other figures, and reads the same figures again as one row", () => {
    expect(refusal(monthly(ROW_A, ROW_B, ROW_A.replace("4243.98", "4243.99")))).toBe(
      "1 problem: line 4: repeats the fund and date of line 2 (Aditya Birla Sun Life Arbitrage Fund) with other figures. Nothing was imported.",
    );
    const twice = parseAumFile(monthly(ROW_A, ROW_B, ROW_A));
    expect(twice.ok && twice.rows.map((r) => r.at)).toEqual(["line 2", "line 3"]);
  });

  it("refuses a file cut short: in the middle of a row, or without the last line break", () => {
    const whole = monthly(ROW_A, ROW_B).toString();
    expect(refusal(Buffer.from(whole.slice(0, whole.indexOf("17000.5"))))).toBe(
      "The file ends inside line 3 (no line break after it): it looks cut short.",
    );
    expect(refusal(Buffer.from(whole.slice(0, whole.indexOf("Equity") - 1) + "\n"))).toBe(
      "1 problem: line 3: expected 13 fields as in the header, found 2. Nothing was imported.",
    );
  });

  it("refuses a header without the columns it needs, naming them", () => {
    expect(refusal(Buffer.from(MONTHLY_HEADER.replace("aum_cur_cr", "aum") + "\n" + ROW_A + "\n"))).toBe(
      "Line 1 is not the header of a known AUM layout (amfi-crisil-monthly-aum needs aum_cur_cr; " +
        "amfi-crisil-monthly-snapshots needs daily_aum_cr).",
    );
  });

  it("refuses an empty file, a header alone and binary data, never echoing the bytes", () => {
    expect(refusal(Buffer.from(""))).toBe("The file is empty.");
    expect(refusal(Buffer.from(MONTHLY_HEADER + "\n"))).toBe(
      "The file has a header but no rows. Nothing was imported.",
    );
    expect(refusal(Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x1b]))).toBe(
      "The file is not UTF-8 text (binary data or another encoding).",
    );
  });
});

describe("parseAumFile: the ICICI monthly snapshots", () => {
  it("reads the daily AUM at each month-end, with no AMC", () => {
    const parsed = parseAumFile(
      Buffer.from(
        "scheme_name,category,sub_category,month_end,nav_regular,nav_direct,daily_aum_cr\r\n" +
          '"ICICI Prudential Value Fund",Equity,"Value Fund",2021-12-31,238.1,255.2,28000.125\r\n',
      ),
    );
    expect(parsed.ok && parsed.layout.id).toBe("amfi-crisil-monthly-snapshots");
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ amc: null, asOf: "2021-12-31", aumCr: 28000.125 });
  });
});

describe("parseAumFile: the fund-performance feed (SYNTHETIC answer)", () => {
  it("reads AUM, riskometer and benchmark at the NAV date, numbers given as strings included", () => {
    const parsed = parseAumFile(syntheticFeedBytes());
    expect(parsed.ok && parsed.layout.id).toBe("amfi-fund-performance-json");
    expect(parsed.ok && parsed.rows.map((r) => [r.schemeName, r.asOf, r.aumCr, r.riskLevel, r.benchmark])).toEqual([
      ["SBI Small Cap Fund", "2026-01-30", 36000.5, "Very High", "BSE 250 SmallCap TRI"],
      [
        "HDFC Balanced Advantage Fund",
        "2026-01-30",
        102345.6,
        "Very High",
        "NIFTY 50 Hybrid Composite Debt 50:50 Index",
      ],
      [
        "ICICI Prudential Equity & Debt Fund",
        "2026-01-30",
        45000,
        "Very High",
        "CRISIL Hybrid 35+65 - Aggressive Index",
      ],
      ["Axis Liquid Fund", "2026-01-30", null, "Low to Moderate", "NIFTY Liquid Index A-I"],
      ["Kaveri Crest Flexi Cap Fund", "2026-01-30", 120.75, "Very High", "NIFTY 500 TRI"],
    ]);
  });

  it("reads data:sync's file: a fund listed under two groups is one row, a record without its date has the report date", () => {
    const [a, b] = SYNTHETIC_FEED_RECORDS;
    const saved = {
      source: "AMFI fund performance",
      reportDate: "29-Jan-2026",
      data: [a, b, a, { ...b, schemeName: "HDFC Flexi Cap Fund", navDate: null }],
    };
    const parsed = parseAumFile(Buffer.from(JSON.stringify(saved)));
    expect(parsed.ok && parsed.rows.map((r) => [r.at, r.schemeName, r.asOf])).toEqual([
      ["record 1", "SBI Small Cap Fund", "2026-01-30"],
      ["record 2", "HDFC Balanced Advantage Fund", "2026-01-30"],
      ["record 4", "HDFC Flexi Cap Fund", "2026-01-29"],
    ]);
    expect(refusal(Buffer.from(JSON.stringify({ data: [a, { ...a, dailyAUM: 1 }] })))).toMatch(
      /^1 problem: record 2: repeats the fund and date of record 1 \(SBI Small Cap Fund\) with other figures/,
    );
  });

  it("reads the bare array as well as AMFI's { data: [...] }", () => {
    const parsed = parseAumFile(Buffer.from(JSON.stringify(SYNTHETIC_FEED_RECORDS)));
    expect(parsed.ok && parsed.rows).toHaveLength(SYNTHETIC_FEED_RECORDS.length);
  });

  it("refuses AUM of text, an unknown riskometer and a bad date, by record", () => {
    const [a, b, c] = SYNTHETIC_FEED_RECORDS;
    const message = refusal(
      syntheticFeedBytes([
        { ...a, dailyAUM: "about 36k" },
        { ...b, riskometerScheme: "Extreme" },
        { ...c, navDate: "30/01/2026" },
      ]),
    );
    expect(message).toBe(
      '3 problems: record 1, dailyAUM "about 36k": must be a number; ' +
        'record 2, riskometerScheme "Extreme": is not a riskometer level (Low .. Very High); ' +
        'record 3, navDate "30/01/2026": must be a date such as 2026-01-30 or 30-Jan-2026. Nothing was imported.',
    );
  });

  it("refuses a cut answer, a record without a name and an answer of another shape", () => {
    const whole = syntheticFeedBytes().toString();
    expect(refusal(Buffer.from(whole.slice(0, 500)))).toMatch(
      /^The file is not complete JSON \(.*\): it may be cut short\.$/,
    );
    expect(refusal(syntheticFeedBytes([{ ...SYNTHETIC_FEED_RECORDS[0], schemeName: " " }]))).toBe(
      '1 problem: record 1, schemeName " ": is required. Nothing was imported.',
    );
    expect(refusal(Buffer.from('{"status":"error"}'))).toBe(
      'The JSON is neither an array of fund records nor an object with a "data" array.',
    );
  });
});

describe("parseAumFile: the fund-performance page's XLSX export (SYNTHETIC workbook)", () => {
  it("reads the table under the 4 title rows, as the feed's records, and leaves the note under it", () => {
    const parsed = parseAumFile(syntheticFeedXlsx());
    expect(parsed.ok && parsed.layout.id).toBe("amfi-fund-performance-xlsx");
    expect(parsed.ok && parsed.rows.map((r) => [r.at, r.schemeName, r.asOf, r.aumCr, r.riskLevel])).toEqual([
      ["row 6", "SBI Small Cap Fund", "2026-01-30", 36000.5, "Very High"],
      ["row 7", "HDFC Balanced Advantage Fund", "2026-01-30", 102345.6, "Very High"],
      ["row 8", "ICICI Prudential Equity & Debt Fund", "2026-01-30", 45000, "Very High"],
      ["row 9", "Axis Liquid Fund", "2026-01-30", null, "Low to Moderate"],
      ["row 10", "Kaveri Crest Flexi Cap Fund", "2026-01-30", 120.75, "Very High"],
    ]);
  });

  it("reads a date cell as its day, and an AUM with a footnote sign", () => {
    const row = [
      "SBI Small Cap Fund",
      "BSE 250 SmallCap TRI",
      "Very High",
      "Very High",
      46052,
      1,
      2,
      3,
      4,
      5,
      "34,447.14^",
    ];
    const parsed = parseAumFile(syntheticFeedXlsx([row]));
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ asOf: "2026-01-30", aumCr: 34447.14 });
  });

  it("refuses a row whose AUM is text, by its row number, and a workbook without the header", () => {
    const row = [
      "SBI Small Cap Fund",
      "BSE 250 SmallCap TRI",
      "Very High",
      "Very High",
      "30-Jan-2026",
      1,
      2,
      3,
      4,
      5,
      "large",
    ];
    expect(refusal(syntheticFeedXlsx([row]))).toBe(
      '1 problem: row 6, dailyAUM "large": must be a number. Nothing was imported.',
    );
    const noAum = SYNTHETIC_XLSX_HEADER.map((h) => (h === "Daily AUM (Cr.)" ? "AUM" : h));
    expect(refusal(syntheticFeedXlsx(undefined, noAum))).toMatch(/^No row among the first 10 has the headings/);
  });

  it("refuses a workbook cut short without echoing its bytes", () => {
    const whole = syntheticFeedXlsx();
    expect(refusal(whole.subarray(0, whole.length / 2))).toMatch(/^The workbook could not be read \(/);
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]))).toBe(
      "The workbook could not be read (Unsupported ZIP file).",
    );
  });
});

const REAL = join(process.cwd(), "../shared/data/aum-performance");

describe("parseAumFile on the real files", () => {
  const present = existsSync(REAL);
  if (!present) console.warn(`Skipping the real AUM files: ${REAL} is absent (see ../shared/data/README.md).`);
  const maybe = present ? it : it.skip;

  maybe("reads all 5,325 rows of the monthly table: 721 funds at 8 month-ends", () => {
    const parsed = parseAumFile(readFileSync(join(REAL, "amfi-crisil-monthly-aum-industry-equity-hybrid.csv")));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows).toHaveLength(5325);
    expect(new Set(parsed.rows.map((r) => r.schemeName)).size).toBe(721);
    expect(new Set(parsed.rows.map((r) => r.asOf)).size).toBe(8);
    // Line 3 of the file: 360 ONE Quant Fund on 2023-06-30, aum_cur_cr 61.624075.
    expect(parsed.rows[1]).toMatchObject({ amc: "360 ONE", schemeName: "360 ONE Quant Fund", aumCr: 61.624075 });
  });

  // SOURCES.md says 41 month-ends; the file has 50 (2021-12-31 .. 2026-01-30), and 41 funds at the last one.
  maybe("reads all 1,700 rows of the ICICI snapshots: 50 month-ends, 41 funds at the last", () => {
    const parsed = parseAumFile(readFileSync(join(REAL, "amfi-crisil-monthly-snapshots-icici.csv")));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows).toHaveLength(1700);
    expect(new Set(parsed.rows.map((r) => r.asOf)).size).toBe(50);
    expect(parsed.rows.filter((r) => r.asOf === "2026-01-30")).toHaveLength(41);
  });
});
