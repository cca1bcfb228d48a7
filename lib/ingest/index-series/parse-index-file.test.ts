import { recognisesIndexFile } from "@/lib/ingest/index-series/index-file-layouts";
import { parseIndexFile } from "@/lib/ingest/index-series/parse-index-file";

// SYNTHETIC slices in the two real layouts (the real files are read by import-index-file.db-test.ts).
const QUOTED = [
  '"IndexName","Date","Total Returns Index"',
  '"NIFTY 50","16 Jul 2024","36445.79"',
  '"NIFTY 50","15 Jul 2024","36403.86"',
  '"NIFTY 50","12 Jul 2024","36278.67"',
].join("\n"); // newest first, no trailing newline, as downloaded
const NTR = [
  "IndexName,Date,Total Returns Index,Net Total Return Index",
  "NIFTY 500,24-Sep-2024,38488.87,36406.85",
  "NIFTY 500,25-Sep-2024,38460.31,36379.71",
  "",
].join("\n");

const parse = (text: string) => parseIndexFile(Buffer.from(text));
const message = (text: string) => {
  const result = parse(text);
  if (result.ok) throw new Error("expected a refusal");
  return result.message;
};

describe("parseIndexFile", () => {
  it("reads the quoted, newest-first layout", () => {
    expect(parse(QUOTED)).toEqual({
      ok: true,
      layout: "niftyindices-tri",
      asOf: "2024-07-16",
      repeated: 0,
      rows: [
        { name: "NIFTY 50", date: "2024-07-16", tri: 36445.79, netTri: null },
        { name: "NIFTY 50", date: "2024-07-15", tri: 36403.86, netTri: null },
        { name: "NIFTY 50", date: "2024-07-12", tri: 36278.67, netTri: null },
      ],
    });
  });

  it("reads the unquoted layout with the net total return index, and CRLF line ends", () => {
    const result = parse(NTR.replace(/\n/g, "\r\n"));
    expect(result).toMatchObject({ ok: true, layout: "niftyindices-tri-ntr", asOf: "2024-09-25" });
    expect(result.ok && result.rows[1]).toEqual({
      name: "NIFTY 500",
      date: "2024-09-25",
      tri: 38460.31,
      netTri: 36379.71,
    });
  });

  it("accepts dates out of order and a repeated row with the same values", () => {
    const result = parse(`${NTR}NIFTY 500,20-Sep-2024,38000.00,36000.00\nNIFTY 500,24-Sep-2024,38488.87,36406.85\n`);
    expect(result).toMatchObject({ ok: true, asOf: "2024-09-25", repeated: 1 });
    expect(result.ok && result.rows.length).toBe(3);
  });

  it("refuses a repeated date with another value, naming both lines", () => {
    expect(message(`${NTR}NIFTY 500,24-Sep-2024,38488.88,36406.85\n`)).toBe(
      "1 problem: line 4: NIFTY 500 on 2024-09-24 has another value than on line 2.",
    );
  });

  it("refuses a file without its header", () => {
    expect(message(QUOTED.split("\n").slice(1).join("\n"))).toMatch(
      /^missing header: line 1 is a data row \(NIFTY 50,16 Jul 2024,36445\.79\); expected the header IndexName,Date,Total Returns Index or /,
    );
  });

  it("refuses other columns, such as a price index named TRI", () => {
    expect(message("Date,Close\n2011-01-03,4967.30\n")).toMatch(/^unknown columns: line 1 is "Date,Close"; expected /);
    expect(message("IndexName,Date,Close\nNIFTY 50,03-Jan-2011,6157.60\n")).toMatch(/^unknown columns/);
  });

  it("refuses text in a value column, with the line and column", () => {
    expect(message(NTR.replace("38460.31", "n/a"))).toBe(
      '1 problem: line 3, column Total Returns Index: "n/a" is not a number.',
    );
    expect(message(NTR.replace("36379.71", "-5.00"))).toBe(
      '1 problem: line 3, column Net Total Return Index: "-5.00" is not a number.',
    );
    expect(message(QUOTED.replace("15 Jul 2024", "2024-07-15"))).toBe(
      '1 problem: line 3, column Date: "2024-07-15" is not a date like 16 Jul 2024 or 16-Jul-2024.',
    );
  });

  it("refuses a truncated file: an unclosed quote, a short row, a value cut short", () => {
    expect(message(QUOTED.slice(0, -4))).toBe(
      "1 problem: line 4: a quoted field is never closed (a closing double quote is missing) (the file looks truncated).",
    );
    expect(message(NTR.slice(0, NTR.indexOf(",36379.71")))).toBe(
      "1 problem: line 3: expected 4 fields as in the header, found 3 (the file looks truncated).",
    );
    expect(message(NTR.slice(0, -3))).toBe(
      '1 problem: line 3, column Net Total Return Index: "36379." lacks the two decimals the index files always have (is the file truncated?).',
    );
  });

  it("refuses an empty file, a header alone, and binary content, never echoing raw bytes", () => {
    expect(message("")).toBe("the file is empty.");
    expect(message("IndexName,Date,Total Returns Index\n")).toBe("the file has a header but no data rows.");
    expect(parseIndexFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).toEqual({
      ok: false,
      message: "not a text file (binary or not UTF-8); expected an NSE Indices CSV download.",
    });
  });

  it("lists at most five problems and counts the rest", () => {
    const rows = Array.from({ length: 7 }, (_, i) => `NIFTY 50,0${i + 1}-Jan-2024,x,1.00`);
    expect(message(["IndexName,Date,Total Returns Index,Net Total Return Index", ...rows].join("\n"))).toMatch(
      /^7 problems: line 2, .*line 6, column Total Returns Index: "x" is not a number; and 2 more\.$/,
    );
  });
});

describe("recognisesIndexFile", () => {
  it("knows both layouts by header, and a headless index file by its first row", () => {
    expect(recognisesIndexFile(QUOTED)).toBe(true);
    expect(recognisesIndexFile(`\uFEFF${NTR}`)).toBe(true);
    expect(recognisesIndexFile(QUOTED.split("\n").slice(1).join("\n"))).toBe(true);
  });

  it("leaves AMFI NAV files and other CSVs to other importers", () => {
    expect(recognisesIndexFile("Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name")).toBe(
      false,
    );
    expect(recognisesIndexFile("Date,Close\n2011-01-03,4967.30")).toBe(false);
  });
});
