import { formatFactsheetError } from "@/lib/ingest/factsheets/factsheet-errors";
import { parseFactsheetFile, type ParsedFactsheet } from "@/lib/ingest/factsheets/parse-factsheet-file";

const csv = (...lines: string[]) => lines.join("\n") + "\n";

/** The errors of a refused file as the CLI prints them. */
function errorsOf(parsed: ParsedFactsheet): string[] {
  if (parsed.ok) throw new Error(`expected errors, got ${parsed.rows.length} valid rows`);
  return parsed.errors.map(formatFactsheetError);
}

function rowsOf(parsed: ParsedFactsheet) {
  if (!parsed.ok) throw new Error(`unexpected errors: ${parsed.errors.map(formatFactsheetError).join("; ")}`);
  return parsed.rows;
}

const FACTS_HEADER =
  "scheme_code,as_of,expense_ratio,aum_cr,exit_load,min_sip,min_lumpsum,risk_level,benchmark,launch_date";

describe("parseFactsheetFile: facts", () => {
  it("reads typed rows, matches the risk level without regard to case and takes the file name as source", () => {
    const parsed = parseFactsheetFile(
      "facts-2025-06.csv",
      csv(
        FACTS_HEADER,
        '120465,2025-06-30,0.62,38712.45,"1% if redeemed within 12 months, nil after",100,5000,very  high,NIFTY 100 TRI,2013-01-01',
        "112277,2025-06-30,1.55,,,,,,,",
      ),
    );
    expect(parsed).toMatchObject({ ok: true, kind: "facts", format: "csv", rowCount: 2 });
    expect(rowsOf(parsed)).toEqual([
      {
        at: { line: 2 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        expenseRatio: 0.62,
        aumCr: 38712.45,
        exitLoad: "1% if redeemed within 12 months, nil after",
        minSip: 100,
        minLumpsum: 5000,
        riskLevel: "Very High",
        benchmark: "NIFTY 100 TRI",
        launchDate: "2013-01-01",
        source: "facts-2025-06.csv",
      },
      {
        at: { line: 3 },
        schemeCode: 112277,
        asOf: "2025-06-30",
        expenseRatio: 1.55,
        aumCr: null,
        exitLoad: null,
        minSip: null,
        minLumpsum: null,
        riskLevel: null,
        benchmark: null,
        launchDate: null,
        source: "facts-2025-06.csv",
      },
    ]);
  });

  it("takes a source column when the file has one, and accepts a subset of the fact columns", () => {
    const parsed = parseFactsheetFile(
      "x.csv",
      csv("scheme_code,as_of,aum_cr,source", "120465,2025-06-30,100,AMC factsheet June 2025"),
    );
    expect(parsed).toMatchObject({ ok: true, kind: "facts", columns: ["scheme_code", "as_of", "aum_cr", "source"] });
    expect(rowsOf(parsed)[0]).toMatchObject({ aumCr: 100, expenseRatio: null, source: "AMC factsheet June 2025" });
  });

  it("reports each bad value with its line and column", () => {
    const parsed = parseFactsheetFile(
      "facts.csv",
      csv(
        FACTS_HEADER,
        "120465,2025-06-30,6,100,,,,High,,",
        '120466,30/06/2025,1,"1,234.5",,,,High,,',
        "ABC,2025-06-31,0.5,-1,,-100,,Extreme,,2025-02-30",
        ",,1,1,,,,,,",
        "120467,2025-06-30,1.2%,1,,,,,,",
        "120468,2025-06-30,1,1,,,,,,2025-07-01",
      ),
    );
    expect(parsed).toMatchObject({ ok: false, kind: "facts", errorCount: 13 });
    expect(errorsOf(parsed)).toEqual([
      "line 2, column expense_ratio: must be between 0 and 5",
      "line 3, column as_of: must be a date written YYYY-MM-DD",
      "line 3, column aum_cr: must be written without thousands separators, e.g. 12345.67",
      "line 4, column scheme_code: must be an AMFI scheme code (digits only)",
      "line 4, column as_of: is not a real calendar date",
      "line 4, column aum_cr: must be 0 or more",
      "line 4, column min_sip: must be 0 or more",
      "line 4, column risk_level: must be one of: Low, Low to Moderate, Moderate, Moderately High, High, Very High",
      "line 4, column launch_date: is not a real calendar date",
      "line 5, column scheme_code: is required",
      "line 5, column as_of: is required",
      "line 6, column expense_ratio: must be a number without the % sign",
      "line 7, column launch_date: must not be after as_of",
    ]);
  });

  it("refuses a row that gives no facts", () => {
    expect(
      errorsOf(parseFactsheetFile("f.csv", csv("scheme_code,as_of,aum_cr,expense_ratio", "120465,2025-06-30,,"))),
    ).toEqual(["line 2: gives no facts: fill at least one of expense_ratio, aum_cr"]);
  });

  it("refuses the same scheme_code and as_of twice", () => {
    expect(
      errorsOf(
        parseFactsheetFile(
          "f.csv",
          csv("scheme_code,as_of,aum_cr", "120465,2025-06-30,1", "120465,2025-05-31,2", "120465,2025-06-30,3"),
        ),
      ),
    ).toEqual(["line 4, column as_of: repeats the scheme_code and as_of of line 2"]);
  });
});

describe("parseFactsheetFile: managers", () => {
  it("reads managers with an optional managing_since", () => {
    const parsed = parseFactsheetFile(
      "m.csv",
      csv(
        "scheme_code,as_of,name,managing_since",
        "120465,2025-06-30,Shreyash Devalkar,2022-08-04",
        "120465,2025-06-30,Jayesh Sundar,",
      ),
    );
    expect(parsed).toMatchObject({ ok: true, kind: "managers" });
    expect(rowsOf(parsed)).toEqual([
      {
        at: { line: 2 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        name: "Shreyash Devalkar",
        managingSince: "2022-08-04",
        source: "m.csv",
      },
      {
        at: { line: 3 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        name: "Jayesh Sundar",
        managingSince: null,
        source: "m.csv",
      },
    ]);
  });

  it("reports a missing name, a start after as_of and a repeated manager", () => {
    const parsed = parseFactsheetFile(
      "m.csv",
      csv(
        "scheme_code,as_of,name,managing_since",
        "120465,2025-06-30,,2022-08-04",
        "120465,2025-06-30,A. Manager,2025-07-01",
        "120465,2025-06-30,B. Manager,",
        "120465,2025-06-30,B. Manager,2020-01-01",
      ),
    );
    expect(errorsOf(parsed)).toEqual([
      "line 2, column name: is required",
      "line 3, column managing_since: must not be after as_of",
      "line 5, column name: repeats the scheme_code, as_of and name of line 4",
    ]);
  });
});

const HOLDINGS_HEADER = "scheme_code,as_of,name,isin,sector,asset_type,rating,weight_pct";

describe("parseFactsheetFile: holdings", () => {
  it("reads holdings, upper-cases the ISIN and spells the asset type as listed", () => {
    const parsed = parseFactsheetFile(
      "h.csv",
      csv(
        HOLDINGS_HEADER,
        "120465,2025-06-30,HDFC Bank Ltd,ine040a01034,Financial Services,equity,,9.87",
        '120465,2025-06-30,"7.18% GOI 2033",,,government securities,Sovereign,3.5',
        "120465,2025-06-30,TREPS,,,Cash,,1.2",
      ),
    );
    expect(rowsOf(parsed)).toEqual([
      {
        at: { line: 2 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        name: "HDFC Bank Ltd",
        isin: "INE040A01034",
        sector: "Financial Services",
        assetType: "Equity",
        rating: null,
        weightPct: 9.87,
        source: "h.csv",
      },
      {
        at: { line: 3 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        name: "7.18% GOI 2033",
        isin: null,
        sector: null,
        assetType: "Government Securities",
        rating: "Sovereign",
        weightPct: 3.5,
        source: "h.csv",
      },
      {
        at: { line: 4 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        name: "TREPS",
        isin: null,
        sector: null,
        assetType: "Cash",
        rating: null,
        weightPct: 1.2,
        source: "h.csv",
      },
    ]);
  });

  it("reports a bad ISIN, an unknown asset type and a weight out of range", () => {
    const parsed = parseFactsheetFile(
      "h.csv",
      csv(
        HOLDINGS_HEADER,
        "120465,2025-06-30,HDFC Bank Ltd,INE040A01035,,Equity,,9",
        "120465,2025-06-30,Infosys Ltd,INE009A0102,,Equity,,5",
        "120465,2025-06-30,Bitcoin,,,Crypto,,120",
      ),
    );
    expect(errorsOf(parsed)).toEqual([
      "line 2, column isin: is not a valid ISIN (wrong check digit)",
      "line 3, column isin: must be an ISIN: 2 letters, 9 letters or digits, 1 check digit",
      "line 4, column asset_type: must be one of: Equity, Debt, Government Securities, Money Market, Cash, REIT/InvIT, Mutual Fund Units, Gold, Silver, Derivatives, Other",
      "line 4, column weight_pct: must be between 0 and 100",
    ]);
  });

  it("refuses holdings of one scheme and date that add up to more than 100.5", () => {
    const parsed = parseFactsheetFile(
      "h.csv",
      csv(
        HOLDINGS_HEADER,
        "120465,2025-06-30,A,,,Equity,,60",
        "120465,2025-06-30,B,,,Equity,,40.6",
        "120465,2025-05-31,A,,,Equity,,60",
      ),
    );
    expect(errorsOf(parsed)).toEqual([
      "line 2, column weight_pct: the holdings of scheme_code 120465, as_of 2025-06-30 add up to 100.6, more than 100 (+ 0.5)",
    ]);
  });

  it("refuses the same holding twice in one scheme and date", () => {
    const parsed = parseFactsheetFile(
      "h.csv",
      csv(
        HOLDINGS_HEADER,
        "120465,2025-06-30,A,,,Equity,,10",
        "120466,2025-06-30,A,,,Equity,,10",
        "120465,2025-06-30,A,,,Equity,,11",
      ),
    );
    expect(errorsOf(parsed)).toEqual(["line 4, column name: repeats the scheme_code, as_of and name of line 2"]);
  });
});

describe("parseFactsheetFile: allocations", () => {
  it("reads sector, asset-class and credit-quality rows into labels", () => {
    const sectors = parseFactsheetFile(
      "s.csv",
      csv(
        "scheme_code,as_of,sector,weight_pct",
        "120465,2025-06-30,Financial Services,60.2",
        "120465,2025-06-30,Information Technology,39.5",
      ),
    );
    expect(sectors).toMatchObject({ ok: true, kind: "sector_allocation" });
    expect(rowsOf(sectors)).toEqual([
      {
        at: { line: 2 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        label: "Financial Services",
        weightPct: 60.2,
        source: "s.csv",
      },
      {
        at: { line: 3 },
        schemeCode: 120465,
        asOf: "2025-06-30",
        label: "Information Technology",
        weightPct: 39.5,
        source: "s.csv",
      },
    ]);
    const assets = parseFactsheetFile(
      "a.csv",
      csv("scheme_code,as_of,asset_class,weight_pct", "120465,2025-06-30,Equity,97.1", "120465,2025-06-30,Cash,2.9"),
    );
    expect(assets).toMatchObject({ ok: true, kind: "asset_allocation" });
    expect(rowsOf(assets).map((r) => "label" in r && r.label)).toEqual(["Equity", "Cash"]);
    const credit = parseFactsheetFile(
      "c.csv",
      csv(
        "scheme_code,as_of,rating,weight_pct",
        "140001,2025-06-30,Sovereign,40",
        "140001,2025-06-30,AAA,35.25",
        "140001,2025-06-30,A1+,24.75",
      ),
    );
    expect(credit).toMatchObject({ ok: true, kind: "credit_quality" });
    expect(rowsOf(credit).map((r) => "label" in r && r.label)).toEqual(["Sovereign", "AAA", "A1+"]);
  });

  it("refuses an allocation that does not add up to 100 ± 0.5, naming the scheme and date", () => {
    const parsed = parseFactsheetFile(
      "s.csv",
      csv(
        "scheme_code,as_of,sector,weight_pct",
        "120465,2025-06-30,Financials,60",
        "120465,2025-06-30,IT,37",
        "120465,2025-05-31,Financials,99.6",
        "112277,2025-06-30,Financials,60",
        "112277,2025-06-30,IT,40.6",
      ),
    );
    expect(errorsOf(parsed)).toEqual([
      "line 2, column weight_pct: the weights of scheme_code 120465, as_of 2025-06-30 add up to 97, not 100 (± 0.5)",
      "line 5, column weight_pct: the weights of scheme_code 112277, as_of 2025-06-30 add up to 100.6, not 100 (± 0.5)",
    ]);
  });

  it("accepts totals with floating-point noise at the edge of the tolerance", () => {
    const parsed = parseFactsheetFile(
      "c.csv",
      csv(
        "scheme_code,as_of,rating,weight_pct",
        "1,2025-06-30,AAA,33.3",
        "1,2025-06-30,AA,33.3",
        "1,2025-06-30,Cash,32.9",
      ),
    );
    expect(parsed.ok).toBe(true);
  });

  it("refuses a label twice in one scheme and date, in the kind's own column", () => {
    const parsed = parseFactsheetFile(
      "c.csv",
      csv("scheme_code,as_of,rating,weight_pct", "1,2025-06-30,AAA,50", "1,2025-06-30,AAA,50"),
    );
    expect(errorsOf(parsed)).toEqual(["line 3, column rating: repeats the scheme_code, as_of and rating of line 2"]);
  });

  it("checks the totals only when every row is valid", () => {
    const parsed = parseFactsheetFile(
      "a.csv",
      csv("scheme_code,as_of,asset_class,weight_pct", "1,2025-06-30,Equity,abc", "1,2025-06-30,Cash,3"),
    );
    expect(errorsOf(parsed)).toEqual(["line 2, column weight_pct: must be a number such as 12.5"]);
  });
});

describe("parseFactsheetFile: file structure", () => {
  it("refuses a header that fits no kind, at line 1", () => {
    const parsed = parseFactsheetFile("x.csv", csv("scheme_code,as_of,name,weight_pct", "1,2025-06-30,A,10"));
    expect(parsed).toMatchObject({ ok: false, kind: null });
    expect(errorsOf(parsed)).toEqual([
      "line 1: the header fits no factsheet kind; closest is holdings: missing column asset_type",
    ]);
  });

  it("checks the header against a given kind", () => {
    const text = csv("scheme_code,as_of,sector,weight_pct", "1,2025-06-30,IT,100");
    expect(parseFactsheetFile("s.csv", text, "sector_allocation").ok).toBe(true);
    expect(errorsOf(parseFactsheetFile("s.csv", text, "credit_quality"))).toEqual([
      "line 1: not a credit_quality file: missing column rating; unknown column sector",
    ]);
  });

  it("reads header names without regard to case, spaces and hyphens, after a BOM, with CRLF", () => {
    const parsed = parseFactsheetFile("s.csv", "\uFEFFScheme Code,AS-OF,Sector,Weight_Pct\r\n1,2025-06-30,IT,100\r\n");
    expect(parsed).toMatchObject({
      ok: true,
      kind: "sector_allocation",
      columns: ["scheme_code", "as_of", "sector", "weight_pct"],
    });
  });

  it("reports rows with the wrong number of fields among the value errors, in line order", () => {
    const parsed = parseFactsheetFile(
      "s.csv",
      csv(
        "scheme_code,as_of,sector,weight_pct",
        "1,2025-06-30,IT,101",
        "1,2025-06-30,Energy",
        "1,2025-06-30,Banks,50,extra",
      ),
    );
    expect(parsed).toMatchObject({ rowCount: 3, errorCount: 3 });
    expect(errorsOf(parsed)).toEqual([
      "line 2, column weight_pct: must be between 0 and 100",
      "line 3: expected 4 fields as in the header, found 3",
      "line 4: expected 4 fields as in the header, found 5",
    ]);
  });

  it("refuses an empty file and a file with only a header", () => {
    expect(errorsOf(parseFactsheetFile("e.csv", ""))).toEqual([
      "the file is empty: it needs a header row and data rows",
    ]);
    expect(errorsOf(parseFactsheetFile("e.csv", "scheme_code,as_of,sector,weight_pct\n"))).toEqual([
      "the file has no data rows",
    ]);
  });

  it("refuses a header with a repeated column", () => {
    expect(
      errorsOf(
        parseFactsheetFile("s.csv", csv("scheme_code,as_of,sector,Sector,weight_pct", "1,2025-06-30,IT,IT,100")),
      ),
    ).toContain("line 1, column sector: appears twice in the header");
  });

  it("lists the first 50 errors and counts them all", () => {
    const rows = Array.from({ length: 60 }, (_, i) => `${i + 1},2025-06-30,IT,200`);
    const parsed = parseFactsheetFile("s.csv", csv("scheme_code,as_of,sector,weight_pct", ...rows));
    expect(parsed).toMatchObject({ ok: false, errorCount: 60 });
    const errors = errorsOf(parsed);
    expect(errors).toHaveLength(50);
    expect(errors[49]).toBe("line 51, column weight_pct: must be between 0 and 100");
  });
});

describe("parseFactsheetFile: JSON", () => {
  it("reads an array of objects with numbers or strings, null and missing keys as empty", () => {
    const text = JSON.stringify([
      {
        scheme_code: 120465,
        as_of: "2025-06-30",
        name: "HDFC Bank Ltd",
        isin: "INE040A01034",
        asset_type: "Equity",
        weight_pct: 9.87,
        sector: null,
      },
      { scheme_code: "120465", as_of: "2025-06-30", name: "TREPS", asset_type: "Cash", weight_pct: "1.5" },
    ]);
    const parsed = parseFactsheetFile("holdings.json", text);
    expect(parsed).toMatchObject({ ok: true, kind: "holdings", format: "json", rowCount: 2 });
    expect(rowsOf(parsed)).toEqual([
      expect.objectContaining({
        at: { index: 0 },
        schemeCode: 120465,
        name: "HDFC Bank Ltd",
        isin: "INE040A01034",
        sector: null,
        weightPct: 9.87,
      }),
      expect.objectContaining({
        at: { index: 1 },
        schemeCode: 120465,
        name: "TREPS",
        isin: null,
        assetType: "Cash",
        weightPct: 1.5,
      }),
    ]);
  });

  it("recognises JSON by its first character when the name does not say", () => {
    expect(
      parseFactsheetFile("upload", ' [{"scheme_code":1,"as_of":"2025-06-30","rating":"AAA","weight_pct":100}]'),
    ).toMatchObject({ ok: true, format: "json", kind: "credit_quality" });
  });

  it("reports errors by array index and key", () => {
    const text = JSON.stringify([
      { scheme_code: 1, as_of: "2025-06-30", sector: "IT", weight_pct: 150 },
      "not an object",
      { scheme_code: 1, as_of: "2025-06-30", sector: true, weight_pct: 10 },
      { scheme_code: 2, as_of: "2025-06-31", sector: "IT" },
    ]);
    expect(errorsOf(parseFactsheetFile("s.json", text))).toEqual([
      "index 0, column weight_pct: must be between 0 and 100",
      "index 1: must be an object whose keys are the column names",
      "index 2, column sector: must be a string, a number or null",
      "index 3, column as_of: is not a real calendar date",
      "index 3, column weight_pct: is required",
    ]);
  });

  it("checks weight sums and duplicates in JSON too", () => {
    const text = JSON.stringify([
      { scheme_code: 1, as_of: "2025-06-30", asset_class: "Equity", weight_pct: 50 },
      { scheme_code: 1, as_of: "2025-06-30", asset_class: "Equity", weight_pct: 50 },
      { scheme_code: 2, as_of: "2025-06-30", asset_class: "Equity", weight_pct: 90 },
    ]);
    expect(errorsOf(parseFactsheetFile("a.json", text))).toEqual([
      "index 1, column asset_class: repeats the scheme_code, as_of and asset_class of index 0",
      "index 2, column weight_pct: the weights of scheme_code 2, as_of 2025-06-30 add up to 90, not 100 (± 0.5)",
    ]);
  });

  it("refuses JSON that does not parse or is not an array", () => {
    expect(errorsOf(parseFactsheetFile("x.json", "[{"))[0]).toMatch(/^the file is not valid JSON: /);
    expect(errorsOf(parseFactsheetFile("x.json", '{"scheme_code":1}'))).toEqual([
      "a JSON factsheet file must be an array of objects, one per row",
    ]);
    expect(errorsOf(parseFactsheetFile("x.json", "[]"))).toEqual(["the file has no columns"]);
  });
});
