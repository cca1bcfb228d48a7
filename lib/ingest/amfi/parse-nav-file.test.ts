import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { categoryBySlug } from "./category-map";
import { LAYOUT_HEADERS } from "./layouts";
import { parseNavFile } from "./parse-nav-file";
import { amfiFile, block, refusal } from "./testing/nav-file-fixture";
import { NotANavFileError, type NavRecord } from "./types";
import { AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";

const DAILY6 = LAYOUT_HEADERS["daily-6"];
const DAILY8 = LAYOUT_HEADERS["daily-8"];
const HISTORY8 = LAYOUT_HEADERS["history-8"];

function record(records: NavRecord[], schemeCode: number): NavRecord {
  const found = records.find((r) => r.schemeCode === schemeCode);
  if (found === undefined) throw new Error(`no record for scheme ${schemeCode}`);
  return found;
}

const SAMPLES = join(AMFI_DATA_DIR, "samples");

describe("parseNavFile: the daily-6 layout", () => {
  const text = amfiFile(
    DAILY6,
    ...block(
      "Open Ended Schemes(Debt Scheme - Banking and PSU Fund)",
      "Aditya Birla Sun Life Mutual Fund",
      "119551;INF209KA12Z1;INF209KA13Z9;Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW;110.0766;23-Jan-2026",
      "119550;INF209K01YN0;-;Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth;390.7079;23-Jan-2026",
    ),
    " ",
  );

  it("reads CRLF lines, single-space blank lines and every field of a record", () => {
    const parsed = parseNavFile(text);
    expect(parsed.layout).toBe("daily-6");
    expect(parsed.skipped).toEqual([]);
    expect(parsed.isinProblems).toEqual([]);
    expect(parsed.unmappedHeadings).toEqual([]);
    expect(parsed.records).toEqual([
      {
        line: 7,
        schemeCode: 119551,
        isinGrowth: "INF209KA12Z1",
        isinReinvestment: "INF209KA13Z9",
        rawName: "Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW",
        displayName: "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct - IDCW",
        schemeName: "Aditya Birla Sun Life Banking & PSU Debt Fund",
        planType: "Direct",
        option: "IDCW Payout",
        idcwFrequency: null,
        nav: "110.0766",
        date: "2026-01-23",
        amcName: "Aditya Birla Sun Life Mutual Fund",
        schemeType: "Open Ended",
        rawCategoryHeading: "Debt Scheme - Banking and PSU Fund",
        category: categoryBySlug("debt-banking-and-psu-fund"),
      },
      {
        line: 8,
        schemeCode: 119550,
        isinGrowth: "INF209K01YN0",
        isinReinvestment: null,
        rawName: "Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth",
        displayName: "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - Growth",
        schemeName: "Aditya Birla Sun Life Banking & PSU Debt Fund",
        planType: "Direct",
        option: "Growth",
        idcwFrequency: null,
        nav: "390.7079",
        date: "2026-01-23",
        amcName: "Aditya Birla Sun Life Mutual Fund",
        schemeType: "Open Ended",
        rawCategoryHeading: "Debt Scheme - Banking and PSU Fund",
        category: categoryBySlug("debt-banking-and-psu-fund"),
      },
    ]);
  });

  it("reads LF-only files, a UTF-8 byte-order mark and a header with surrounding spaces", () => {
    const lf = "\uFEFF  " + text.replace(/\r\n/g, "\n").replace(/^\uFEFF?/, "");
    expect(parseNavFile(lf).records.map((r) => r.schemeCode)).toEqual([119551, 119550]);
    expect(parseNavFile("\n\n" + text).records.map((r) => r.line)).toEqual([9, 10]);
  });
});

describe("parseNavFile: heading lines", () => {
  it("takes a fund house that starts with digits for a heading: lines are told apart by their ';' fields", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Debt Scheme - Dynamic Bond)",
          "360 ONE Mutual Fund",
          "122612;INF579M01183;-;360 ONE Dynamic Bond Fund - Regular Plan - Growth Option;23.3226;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Debt Scheme - Dynamic Bond)",
          "IL&FS Mutual Fund (IDF)",
          "100001;-;-;IL&FS Infrastructure Debt Fund Series 1A - Growth;12.5;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.skipped).toEqual([]);
    expect(parsed.records.map((r) => [r.schemeCode, r.amcName, r.category?.slug])).toEqual([
      [122612, "360 ONE Mutual Fund", "debt-dynamic-bond-fund"],
      [100001, "IL&FS Mutual Fund (IDF)", "debt-dynamic-bond-fund"],
    ]);
  });

  it("maps both taxonomies to one canonical category and keeps the raw heading", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Debt Scheme - Liquid Fund)",
          "Axis Mutual Fund",
          "120389;INF846K01CH7;-;Axis Liquid Fund - Direct Plan - Growth Option;3012.5;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Income/Debt Oriented Schemes - Liquid Fund)",
          "Abakkus Mutual Fund",
          "154500;INF0ZA301010;-;Abakkus Liquid Fund - Direct Plan - Growth;1010.25;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Equity Scheme - ELSS)",
          "Axis Mutual Fund",
          "120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund - Direct Plan - Growth Option;105.1;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Equity Schemes - ELSS- Tax Saver Fund)",
          "Abakkus Mutual Fund",
          "154501;INF0ZA301028;-;Abakkus ELSS Tax Saver Fund - Direct Plan - Growth;10.2;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records.map((r) => [r.rawCategoryHeading, r.category?.slug])).toEqual([
      ["Debt Scheme - Liquid Fund", "debt-liquid-fund"],
      ["Income/Debt Oriented Schemes - Liquid Fund", "debt-liquid-fund"],
      ["Equity Scheme - ELSS", "equity-elss"],
      ["Equity Schemes - ELSS- Tax Saver Fund", "equity-elss"],
    ]);
  });

  it("maps legacy headings and reads the scheme type of each heading", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Growth)",
          "ICICI Prudential Mutual Fund",
          "103027;INF109K01AP7;-;ICICI Prudential Blended Plan A - Growth;22.7587;22-Apr-2016",
        ),
        ...block(
          "Open Ended Schemes(Income)",
          "ICICI Prudential Mutual Fund",
          "100001;-;-;ICICI Prudential Child Care -Study Plan;10.5;22-Apr-2016",
        ),
        ...block(
          "Open Ended Schemes(Gilt)",
          "ICICI Prudential Mutual Fund",
          "120606;INF109K019C3;INF109K010D0;ICICI Prudential Gilt Fund Investment Plan PF Option;10.9255;25-May-2018",
        ),
        ...block(
          "Close Ended Schemes(Income)",
          "Axis Mutual Fund",
          "100002;-;-;Axis Fixed Term Plan - Series 113 (1228 Days) - Growth;11.2;23-Jan-2026",
        ),
        ...block(
          "Interval Fund Schemes(Income)",
          "Kotak Mahindra Mutual Fund",
          "100003;-;-;Kotak Quarterly Interval Plan Sr. 12 - Growth;12.1;23-Jan-2026",
        ),
        ...block(
          "Close Ended Schemes(ELSS)",
          "SBI Mutual Fund",
          "100004;-;-;SBI Long Term Advantage Fund - Series IV - Growth;30.1;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records.map((r) => [r.schemeType, r.rawCategoryHeading, r.category?.slug])).toEqual([
      ["Open Ended", "Growth", "equity-other"],
      ["Open Ended", "Income", "debt-other"],
      ["Open Ended", "Gilt", "debt-gilt-fund"],
      ["Close Ended", "Income", "debt-other"],
      ["Interval", "Income", "debt-other"],
      ["Close Ended", "ELSS", "equity-elss"],
    ]);
  });

  it("reads a non-ASCII heading (Children’s Fund, UTF-8)", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Solution Oriented Scheme - Children’s Fund)",
          "Aditya Birla Sun Life Mutual Fund",
          "146407;INF209KB1E84;-;ADITYA BIRLA SUN LIFE BAL BHAVISHYA YOJNA DIRECT GROWTH;22.17;23-Jan-2026",
        ),
      ),
    );
    expect(record(parsed.records, 146407)).toMatchObject({
      rawCategoryHeading: "Solution Oriented Scheme - Children’s Fund",
      category: {
        assetClass: "Solution Oriented",
        sebiCategory: "Children's Fund",
        slug: "solution-oriented-childrens-fund",
      },
      schemeName: "ADITYA BIRLA SUN LIFE BAL BHAVISHYA YOJNA",
      planType: "Direct",
      option: "Growth",
    });
  });

  it("reports a heading that maps to nothing, with its record count, and never guesses", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Equity Scheme - Moonshot Fund)",
          "Axis Mutual Fund",
          "100001;-;-;Axis Moonshot Fund - Direct Plan - Growth;10.1;23-Jan-2026",
          "100002;-;-;Axis Moonshot Fund - Regular Plan - Growth;10.0;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Equity Scheme - Sunshine Fund)",
          "Axis Mutual Fund",
          "100003;-;-;Axis Sunshine Fund - Growth;N.A.;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.unmappedHeadings).toEqual([
      { heading: "Equity Scheme - Moonshot Fund", records: 2 },
      { heading: "Equity Scheme - Sunshine Fund", records: 0 },
    ]);
    expect(parsed.records.map((r) => [r.rawCategoryHeading, r.category, r.schemeType])).toEqual([
      ["Equity Scheme - Moonshot Fund", null, "Open Ended"],
      ["Equity Scheme - Moonshot Fund", null, "Open Ended"],
    ]);
  });

  it("gives lines straight under a category heading the fund house that begins their name", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Gilt)",
          "ICICI Prudential Mutual Fund",
          "120606;INF109K019C3;INF109K010D0;ICICI Prudential Gilt Fund Investment Plan PF Option;10.9255;25-May-2018",
        ),
        " ",
        "Open Ended Schemes(Growth)",
        "103028;INF109K01DZ0;INF109K01AO0;ICICI Prudential Blended Plan A -  Dividend;13.5898;22-Apr-2016",
        "145881;INF209KB16D7;-;Aditya Birla Sunlife Nifty Next 50 ETF;69.3213;23-Jan-2026",
        "102591;INF174K01FD6;-;Kotak Savings Fund -Growth;45.543;10-Jul-2026",
        "100001;-;-;Unknown House Fund - Growth;10.5;23-Jan-2026",
        ...block(
          "Open Ended Schemes(Growth)",
          "Aditya Birla Sun Life Mutual Fund",
          "100002;-;-;Aditya Birla Sun Life Something - Growth;10.5;23-Jan-2026",
        ),
        ...block(
          "Open Ended Schemes(Growth)",
          "Kotak Mahindra Mutual Fund",
          "100003;-;-;Kotak Something - Growth;10.5;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records.map((r) => [r.schemeCode, r.amcName])).toEqual([
      [120606, "ICICI Prudential Mutual Fund"],
      [103028, "ICICI Prudential Mutual Fund"],
      [145881, "Aditya Birla Sun Life Mutual Fund"],
      [102591, "Kotak Mahindra Mutual Fund"],
      [100001, ""],
      [100002, "Aditya Birla Sun Life Mutual Fund"],
      [100003, "Kotak Mahindra Mutual Fund"],
    ]);
  });
});

describe("parseNavFile: ISINs", () => {
  it("reads an empty or '-' ISIN as missing, not as a problem", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Debt Scheme - Liquid Fund)",
          "Axis Mutual Fund",
          "120437;-;INF846K01CU0;Axis Banking & PSU Debt Fund - Direct Plan - Daily IDCW;1036.508;23-Jan-2026",
          "120438;INF846K01CR6;;Axis Banking & PSU Debt Fund - Direct Plan - Growth Option;2894.2797;23-Jan-2026",
          "120439;;;Axis Banking & PSU Debt Fund - Direct Plan - Monthly IDCW;1034.4213;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.isinProblems).toEqual([]);
    expect(parsed.records.map((r) => [r.isinGrowth, r.isinReinvestment, r.option])).toEqual([
      [null, "INF846K01CU0", "IDCW Reinvestment"],
      ["INF846K01CR6", null, "Growth"],
      [null, null, "IDCW Payout"],
    ]);
  });

  it("keeps the record of a malformed ISIN, with the ISIN null, and reports the ISIN", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Other Scheme - Index Funds)",
          "HDFC Mutual Fund",
          "152713;INF179KC1BW6;HDFCNIVODG;HDFC NIFTY100 Low Volatility 30 Index Fund - Direct Plan;12.5;23-Jan-2026",
          "130565;INF174K01VSI;Redeemed;Kotak Something Fund - Growth;11.2;23-Jan-2026",
          "130566;INF209KA12Z2;-;Checksum Fund - Growth;11.2;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records.map((r) => [r.schemeCode, r.isinGrowth, r.isinReinvestment])).toEqual([
      [152713, null, null],
      [130565, null, null],
      [130566, null, null],
    ]);
    expect(parsed.isinProblems).toEqual([
      { line: 7, schemeCode: 152713, field: "isinGrowth", value: "INF179KC1BW6" },
      { line: 7, schemeCode: 152713, field: "isinReinvestment", value: "HDFCNIVODG" },
      { line: 8, schemeCode: 130565, field: "isinGrowth", value: "INF174K01VSI" },
      { line: 8, schemeCode: 130565, field: "isinReinvestment", value: "Redeemed" },
      { line: 9, schemeCode: 130566, field: "isinGrowth", value: "INF209KA12Z2" },
    ]);
  });

  it("trims spaces around an ISIN", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Gilt)",
          "Kotak Mahindra Mutual Fund",
          "100001;INF209KA12Z1 ; ;X Fund - Growth;10;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records[0]).toMatchObject({ isinGrowth: "INF209KA12Z1", isinReinvestment: null });
    expect(parsed.isinProblems).toEqual([]);
  });
});

describe("parseNavFile: NAV values, dates and scheme codes", () => {
  const parsed = parseNavFile(
    amfiFile(
      DAILY6,
      ...block(
        "Open Ended Schemes(Debt Scheme - Liquid Fund)",
        "Axis Mutual Fund",
        "100001;-;-;A Fund - Growth;N.A.;23-Jan-2026",
        "100002;-;-;B Fund - Growth;0;23-Jan-2026",
        "100003;-;-;C Fund - Growth;0.0000;23-Jan-2026",
        "100004;-;-;D Fund - Growth;1000.;23-Jan-2026",
        "100005;-;-;E Fund - Growth;-12.5;23-Jan-2026",
        "100006;-;-;F Fund - Growth;abc;23-Jan-2026",
        "100007;-;-;G Fund - Growth;10.5;31-Feb-2026",
        "100008;-;-;H Fund - Growth;10.5;2026-01-23",
        "ABC;-;-;I Fund - Growth;10.5;23-Jan-2026",
        "0;-;-;J Fund - Growth;10.5;23-Jan-2026",
        "100011;-;-;K Fund - Growth;10.5;23-JAN-2026",
        "100012;-;-;L Fund - Growth;12.3456;14-Jun-2017",
        "100013;-;-;M Fund - Growth;10.0001;30-Sep-2027",
        "100014;-;-;N Fund - Growth;10.5;23-Jan-2026;extra",
        "100015;-;-;O Fund - Growth;10.5",
        "100016;-;-;P Fund - Growth;0010.50;23-jan-2026",
      ),
    ),
  );

  it("skips each bad line with its reason, line number and text, and goes on", () => {
    expect(parsed.skipped).toEqual([
      { line: 7, reason: "nav-not-available", text: "100001;-;-;A Fund - Growth;N.A.;23-Jan-2026" },
      { line: 8, reason: "nav-zero", text: "100002;-;-;B Fund - Growth;0;23-Jan-2026" },
      { line: 9, reason: "nav-zero", text: "100003;-;-;C Fund - Growth;0.0000;23-Jan-2026" },
      { line: 11, reason: "nav-invalid", text: "100005;-;-;E Fund - Growth;-12.5;23-Jan-2026" },
      { line: 12, reason: "nav-invalid", text: "100006;-;-;F Fund - Growth;abc;23-Jan-2026" },
      { line: 13, reason: "date-invalid", text: "100007;-;-;G Fund - Growth;10.5;31-Feb-2026" },
      { line: 14, reason: "date-invalid", text: "100008;-;-;H Fund - Growth;10.5;2026-01-23" },
      { line: 15, reason: "scheme-code-invalid", text: "ABC;-;-;I Fund - Growth;10.5;23-Jan-2026" },
      { line: 16, reason: "scheme-code-invalid", text: "0;-;-;J Fund - Growth;10.5;23-Jan-2026" },
      { line: 20, reason: "field-count", text: "100014;-;-;N Fund - Growth;10.5;23-Jan-2026;extra" },
      { line: 21, reason: "field-count", text: "100015;-;-;O Fund - Growth;10.5" },
    ]);
  });

  it("keeps the NAV digits exactly, reads DD-Mon-YYYY in any case, and keeps stale and future dates", () => {
    expect(parsed.records.map((r) => [r.schemeCode, r.nav, r.date])).toEqual([
      [100004, "1000", "2026-01-23"],
      [100011, "10.5", "2026-01-23"],
      [100012, "12.3456", "2017-06-14"],
      [100013, "10.0001", "2027-09-30"],
      [100016, "0010.50", "2026-01-23"],
    ]);
  });

  it("shows a skipped line as an excerpt of at most 80 characters that keeps its NAV and date", () => {
    const long = `100001;-;-;${"X".repeat(300)};N.A.;23-Jan-2026`;
    const { skipped } = parseNavFile(
      amfiFile(
        DAILY6,
        ...block("Open Ended Schemes(Gilt)", "Axis Mutual Fund", long, "100002;-;-;Y Fund;10;23-Jan-2026"),
      ),
    );
    expect(skipped).toEqual([
      { line: 7, reason: "nav-not-available", text: `100001;-;-;${"X".repeat(44)}…${"X".repeat(7)};N.A.;23-Jan-2026` },
    ]);
    expect(skipped[0]?.text).toHaveLength(80);
  });

  it("escapes control characters and U+FFFD in a skipped line", () => {
    const { skipped } = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Gilt)",
          "Axis Mutual Fund",
          "100001;-;-;A\u0000\u0007 Fund\ufffd;N.A.;23-Jan-2026",
          "100002;-;-;Y Fund;10;23-Jan-2026",
        ),
      ),
    );
    expect(skipped).toEqual([
      { line: 7, reason: "nav-not-available", text: "100001;-;-;A\\x00\\x07 Fund\\ufffd;N.A.;23-Jan-2026" },
    ]);
  });
});

describe("parseNavFile: the daily-8 layout", () => {
  const parsed = parseNavFile(
    amfiFile(
      DAILY8,
      ...block(
        "Open Ended Schemes(Debt Scheme - Banking and PSU Fund)",
        "Aditya Birla Sun Life Mutual Fund",
        "119551;INF209KA12Z1;INF209KA13Z9;Aditya Birla Sun Life Banking & PSU Debt Fund;Direct Plan;IDCW-Re-investment;106.9996;20-Aug-2026",
        "119552;INF209K01YM2;-;Aditya Birla Sun Life Banking & PSU Debt Fund;Direct Plan;MONTHLY DCW Payout;117.3095;20-Aug-2026",
        "108273;INF209K01LV0;-;Aditya Birla Sun Life Banking & PSU Debt Fund;Regular Plan;GROWTH;387.8554;20-Aug-2026",
        "110282;INF209K01LU2;-;Aditya Birla Sun Life Banking & PSU Debt Fund;Regular Plan;Payout of Income Distribution cum capital withdrawal option;112.5535;20-Aug-2026",
        "150229;INF251K01EI4;-;Aditya Birla Sun Life Banking & PSU Debt Fund;;Growth Option\t;34.0456;20-Aug-2026",
      ),
      ...block(
        "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
        "SBI Mutual Fund",
        "119585;INF200K01QV8;INF200K01QW6;SBI Large Cap Fund;;;68.0810;20-Aug-2026",
        "119598;INF200K01QX4;-;SBI Large Cap Fund;;;104.9023;20-Aug-2026",
      ),
    ),
  );

  it("reads plan and option from the Plan and Option columns", () => {
    expect(parsed.layout).toBe("daily-8");
    expect(parsed.records.map((r) => [r.schemeCode, r.displayName, r.planType, r.option, r.idcwFrequency])).toEqual([
      [
        119551,
        "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - IDCW - Re-investment",
        "Direct",
        "IDCW Reinvestment",
        null,
      ],
      [
        119552,
        "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - Monthly DCW Payout",
        "Direct",
        "IDCW Payout",
        "Monthly",
      ],
      [108273, "Aditya Birla Sun Life Banking & PSU Debt Fund - Regular Plan - Growth", "Regular", "Growth", null],
      [
        110282,
        "Aditya Birla Sun Life Banking & PSU Debt Fund - Regular Plan - Payout of Income Distribution cum capital withdrawal option",
        "Regular",
        "IDCW Payout",
        null,
      ],
      [150229, "Aditya Birla Sun Life Banking & PSU Debt Fund - Growth Option", "Regular", "Growth", null],
      [119585, "SBI Large Cap Fund", null, null, null],
      [119598, "SBI Large Cap Fund", null, null, null],
    ]);
    expect(new Set(parsed.records.slice(0, 5).map((r) => r.schemeName))).toEqual(
      new Set(["Aditya Birla Sun Life Banking & PSU Debt Fund"]),
    );
  });
});

describe("parseNavFile: the history-8 layout (AMFI's NAV history download)", () => {
  const HISTORY_FIXTURE = amfiFile(
    HISTORY8,
    "",
    "Open Ended Schemes(Debt Scheme - Banking and PSU Fund)",
    "",
    "Aditya Birla Sun Life Mutual Fund",
    "",
    "119551;Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW;INF209KA12Z1;INF209KA13Z9;108.1982;;;25-Jul-2025",
    "119551;Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW;INF209KA12Z1;INF209KA13Z9;108.2104;108.2104;108.2104;28-Jul-2025",
    "119550;Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth;INF209K01YN0;-;380.1234;0;0;25-Jul-2025",
    "119550;Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth;INF209K01YN0;-;N.A.;;;26-Jul-2025",
    "",
    "Open Ended Schemes(Solution Oriented Scheme - Children’s Fund)",
    "",
    "360 ONE Mutual Fund",
    "",
    "100001;360 ONE Children Fund - Regular Plan - Growth;-;-;10.5;;;25-Jul-2025",
    "",
  );

  it("is detected and read with its own column order", () => {
    const parsed = parseNavFile(HISTORY_FIXTURE);
    expect(parsed.layout).toBe("history-8");
    expect(
      parsed.records.map((r) => [
        r.line,
        r.schemeCode,
        r.isinGrowth,
        r.isinReinvestment,
        r.nav,
        r.date,
        r.planType,
        r.option,
        r.amcName,
        r.category?.slug,
      ]),
    ).toEqual([
      [
        7,
        119551,
        "INF209KA12Z1",
        "INF209KA13Z9",
        "108.1982",
        "2025-07-25",
        "Direct",
        "IDCW Payout",
        "Aditya Birla Sun Life Mutual Fund",
        "debt-banking-and-psu-fund",
      ],
      [
        8,
        119551,
        "INF209KA12Z1",
        "INF209KA13Z9",
        "108.2104",
        "2025-07-28",
        "Direct",
        "IDCW Payout",
        "Aditya Birla Sun Life Mutual Fund",
        "debt-banking-and-psu-fund",
      ],
      [
        9,
        119550,
        "INF209K01YN0",
        null,
        "380.1234",
        "2025-07-25",
        "Direct",
        "Growth",
        "Aditya Birla Sun Life Mutual Fund",
        "debt-banking-and-psu-fund",
      ],
      [
        16,
        100001,
        null,
        null,
        "10.5",
        "2025-07-25",
        "Regular",
        "Growth",
        "360 ONE Mutual Fund",
        "solution-oriented-childrens-fund",
      ],
    ]);
    expect(parsed.skipped).toEqual([
      // An excerpt: the start of the line (scheme code, name) and its end (NAV, date), 80 characters.
      {
        line: 10,
        reason: "nav-not-available",
        text: "119550;Aditya Birla Sun Life Banking & PSU Debt Fund- D…YN0;-;N.A.;;;26-Jul-2025",
      },
    ]);
  });
});

describe("parseNavFile: scheme names within one file", () => {
  it("gives the plans of one fund one spelling of its name", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
          "SBI Mutual Fund",
          "119598;INF200K01QX4;-;SBI Large Cap FUND-DIRECT PLAN -GROWTH;103.7662;23-Jan-2026",
          "119585;INF200K01QV8;INF200K01QW6;SBI Large Cap Fund - Direct Plan - Income Distribution cum Capital Withdrawal Option (IDCW);67.3437;23-Jan-2026",
          "103616;INF200K01164;INF200K01172;SBI Large Cap Fund - Regular Plan - Income Distribution cum Capital Withdrawal Option (IDCW);53.1038;23-Jan-2026",
          "129009;-;-;SBI Banking and PSU Fund - Direct - IDCW;10;23-Jan-2026",
          "129008;-;-;SBI Banking & PSU Fund - Direct - Growth;10;23-Jan-2026",
        ),
      ),
    );
    expect(parsed.records.map((r) => r.schemeName)).toEqual([
      "SBI Large Cap Fund",
      "SBI Large Cap Fund",
      "SBI Large Cap Fund",
      "SBI Banking & PSU Fund",
      "SBI Banking & PSU Fund",
    ]);
    expect(parsed.records[0]?.displayName).toBe("SBI Large Cap Fund - Direct Plan - Growth");
  });
});

describe("parseNavFile: files that are not AMFI NAV files", () => {
  it("refuses an empty file", () => {
    expect(refusal("")).toBe("This is not an AMFI NAV file: the file is empty. Download it again.");
    expect(refusal(" \r\n \r\n\t")).toBe("This is not an AMFI NAV file: the file is empty. Download it again.");
    expect(() => parseNavFile("")).toThrow(NotANavFileError);
  });

  it("refuses an HTML error page (inline)", () => {
    const html =
      "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
    expect(refusal(html)).toBe(
      `This is not an AMFI NAV file: it looks like an HTML page (AMFI's download returned an error page: "404 Not Found"). Download it again.`,
    );
    expect(refusal("<!DOCTYPE html><html><body>Service Unavailable</body></html>")).toBe(
      "This is not an AMFI NAV file: it looks like an HTML page (AMFI's download returned an error page). Download it again.",
    );
  });

  const errorSample = join(SAMPLES, "NAVAll-2025-09-16-error-response.txt");
  const itWithSample = existsSync(errorSample) ? it : it.skip;
  if (!existsSync(errorSample)) {
    console.warn(
      `Skipping the real HTML error page test: ${errorSample} is absent (the shared AMFI data folder is not in this checkout).`,
    );
  }
  itWithSample("refuses the real HTML error page AMFI returned on 2025-09-16", () => {
    expect(refusal(readFileSync(errorSample, "utf8"))).toBe(
      `This is not an AMFI NAV file: it looks like an HTML page (AMFI's download returned an error page: "Document Moved"). Download it again.`,
    );
  });

  it("refuses an unknown header, saying which header it found and which are accepted", () => {
    const message = refusal("Code;Name;NAV;Date\r\n100001;A Fund;10;23-Jan-2026\r\n");
    expect(message).toBe(
      'This is not an AMFI NAV file: its first line, line 1, is "Code;Name;NAV;Date", which is not the header of a known AMFI NAV layout. ' +
        `Accepted headers: daily-6: "${DAILY6}"; daily-8: "${DAILY8}"; history-8: "${HISTORY8}".`,
    );
    expect(refusal("\r\n \r\n119551;INF209KA12Z1;INF209KA13Z9;A Fund;110.0766;23-Jan-2026\r\n")).toContain(
      'its first line, line 3, is "119551;',
    );
  });

  it("refuses a download cut short in its last line (too few fields, or an incomplete date)", () => {
    const start = [
      DAILY6,
      ...block("Open Ended Schemes(Gilt)", "Axis Mutual Fund", "100001;-;-;A Fund - Growth;10.5;23-Jan-2026"),
    ];
    expect(refusal(start.join("\r\n") + "\r\n100002;-;-;B Fund - Gro")).toBe(
      'This AMFI NAV file looks cut short (an incomplete download): its last line, line 8, has 4 of 6 fields: "100002;-;-;B Fund - Gro". Download it again.',
    );
    expect(refusal(start.join("\r\n") + "\r\n100002;-;-;B Fund - Growth;10.5;23-Jan-20")).toBe(
      'This AMFI NAV file looks cut short (an incomplete download): its last line, line 8, ends in an incomplete date: "100002;-;-;B Fund - Growth;10.5;23-Jan-20". Download it again.',
    );
  });

  it("keeps a file whose bad line is not the last one", () => {
    const parsed = parseNavFile(
      amfiFile(
        DAILY6,
        ...block(
          "Open Ended Schemes(Gilt)",
          "Axis Mutual Fund",
          "100002;-;-;B Fund - Gro",
          "100001;-;-;A Fund - Growth;10.5;23-Jan-2026",
        ),
        " ",
      ),
    );
    expect(parsed.records.map((r) => r.schemeCode)).toEqual([100001]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual(["field-count"]);
  });

  it("refuses a file with a header and no NAV lines", () => {
    expect(refusal(amfiFile(DAILY6, " "))).toBe(
      "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.",
    );
    expect(refusal(amfiFile(DAILY6, " ", "Open Ended Schemes(Gilt)", " ", "Axis Mutual Fund", " "))).toBe(
      "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.",
    );
  });

  it("refuses a file in which not one NAV line is valid", () => {
    expect(
      refusal(
        amfiFile(
          DAILY6,
          ...block(
            "Open Ended Schemes(Gilt)",
            "Axis Mutual Fund",
            "100001;-;-;A Fund;N.A.;23-Jan-2026",
            "100002;-;-;B Fund;0;23-Jan-2026",
          ),
        ),
      ),
    ).toBe(
      "This AMFI NAV file has 2 NAV line(s) but not one valid NAV (line 7: nav-not-available). Download it again; if it stays like this, AMFI's file is broken.",
    );
  });
});
