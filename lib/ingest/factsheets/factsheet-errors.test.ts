import { formatFactsheetError, sortErrors } from "@/lib/ingest/factsheets/factsheet-errors";

describe("formatFactsheetError", () => {
  it("puts the line and column before the message", () => {
    expect(formatFactsheetError({ at: { line: 12 }, column: "weight_pct", message: "must be between 0 and 100" })).toBe(
      "line 12, column weight_pct: must be between 0 and 100",
    );
  });

  it("shows a JSON item by its index, and leaves out what is not known", () => {
    expect(formatFactsheetError({ at: { index: 3 }, column: "as_of", message: "is required" })).toBe(
      "index 3, column as_of: is required",
    );
    expect(formatFactsheetError({ at: { line: 4 }, message: "expected 4 fields as in the header, found 5" })).toBe(
      "line 4: expected 4 fields as in the header, found 5",
    );
    expect(formatFactsheetError({ message: "the file is not UTF-8 text" })).toBe("the file is not UTF-8 text");
  });
});

describe("sortErrors", () => {
  it("puts file-wide errors first, then follows the file, keeping the order within a line", () => {
    const errors = [
      { at: { line: 5 }, column: "b", message: "x" },
      { at: { line: 2 }, column: "a", message: "y" },
      { message: "z" },
      { at: { line: 5 }, column: "a", message: "w" },
    ];
    expect(sortErrors(errors).map((e) => e.message)).toEqual(["z", "y", "x", "w"]);
  });
});
