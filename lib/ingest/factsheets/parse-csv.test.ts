import { parseCsv } from "@/lib/ingest/factsheets/parse-csv";

const fieldsOf = (text: string) => parseCsv(text).records.map((r) => r.fields);

describe("parseCsv", () => {
  it("reads a header and records with their line numbers", () => {
    const table = parseCsv("a,b,c\n1,2,3\n4,5,6\n");
    expect(table.header).toEqual({ line: 1, fields: ["a", "b", "c"] });
    expect(table.records).toEqual([
      { line: 2, fields: ["1", "2", "3"] },
      { line: 3, fields: ["4", "5", "6"] },
    ]);
    expect(table.problems).toEqual([]);
  });

  it("keeps commas inside quoted fields", () => {
    expect(fieldsOf('name,weight\n"HDFC Bank Ltd, Mumbai",9.5\n')).toEqual([["HDFC Bank Ltd, Mumbai", "9.5"]]);
  });

  it("turns doubled quotes into one quote", () => {
    expect(fieldsOf('name,weight\n"The ""Best"" Co",1\n"""",2\n')).toEqual([
      ['The "Best" Co', "1"],
      ['"', "2"],
    ]);
  });

  it("accepts CRLF line ends and a last line without a line end", () => {
    const table = parseCsv("a,b\r\n1,2\r\n3,4");
    expect(table.records).toEqual([
      { line: 2, fields: ["1", "2"] },
      { line: 3, fields: ["3", "4"] },
    ]);
    expect(table.problems).toEqual([]);
  });

  it("drops a UTF-8 byte-order mark before the header", () => {
    expect(parseCsv("\uFEFFscheme_code,as_of\n1,2024-01-31\n").header?.fields).toEqual(["scheme_code", "as_of"]);
  });

  it("ignores the trailing newline and blank lines, counting them in line numbers", () => {
    const table = parseCsv("a,b\n\n1,2\n   \n3,4\n\n");
    expect(table.records.map((r) => r.line)).toEqual([3, 5]);
    expect(table.problems).toEqual([]);
  });

  it("keeps empty fields, quoted or not", () => {
    expect(fieldsOf('a,b,c,d\n,"",x,\n')).toEqual([["", "", "x", ""]]);
  });

  it("keeps line breaks inside quoted fields and numbers later records by their first line", () => {
    const table = parseCsv('a,b\n"line one\nline two\r\nline three",1\n2,3\n');
    expect(table.records).toEqual([
      { line: 2, fields: ["line one\nline two\r\nline three", "1"] },
      { line: 5, fields: ["2", "3"] },
    ]);
  });

  it("counts a CRLF inside a quoted field as one line, and multi-byte text before it", () => {
    const table = parseCsv('a,b\r\n"₹ one\r\ntwo",1\r\n2,3\r\n');
    expect(table.records).toEqual([
      { line: 2, fields: ["₹ one\r\ntwo", "1"] },
      { line: 4, fields: ["2", "3"] },
    ]);
  });

  it("reports a record with the wrong number of fields by its line and leaves it out", () => {
    const table = parseCsv("a,b,c\n1,2,3\n4,5\n6,7,8,9\n10,11,12\n");
    expect(table.records.map((r) => r.line)).toEqual([2, 5]);
    expect(table.problems).toEqual([
      { line: 3, message: "expected 3 fields as in the header, found 2" },
      { line: 4, message: "expected 3 fields as in the header, found 4" },
    ]);
  });

  it("reports a quote inside an unquoted field and text after a closing quote", () => {
    const table = parseCsv('a,b\n5" pipe,1\n"x"y,2\n');
    expect(table.records).toEqual([]);
    expect(table.problems).toEqual([
      { line: 2, message: "a double quote inside an unquoted field (quote the whole field and double the quote)" },
      { line: 3, message: "text after the closing quote of a field (a quote inside a quoted field must be doubled)" },
    ]);
  });

  it("reports a quoted field that is never closed at the line where it opens", () => {
    const table = parseCsv('a,b\n1,2\n"open,3\n4,5\n');
    expect(table.records).toEqual([{ line: 2, fields: ["1", "2"] }]);
    expect(table.problems).toEqual([
      { line: 3, message: "a quoted field is never closed (a closing double quote is missing)" },
    ]);
  });

  it("gives no header for an empty file or one with only blank lines", () => {
    expect(parseCsv("")).toEqual({ header: null, records: [], problems: [] });
    expect(parseCsv("\uFEFF\r\n\r\n").header).toBeNull();
  });
});
