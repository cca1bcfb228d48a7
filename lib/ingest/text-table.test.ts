import { textTable } from "@/lib/ingest/text-table";

describe("textTable", () => {
  it("pads each column to its widest cell, numbers to the right, -- for null", () => {
    expect(
      textTable(
        ["kind", "file", "rows"],
        [
          ["ter", "a.csv", 1622],
          ["portfolio", "SBI-all.xlsx", null],
        ],
      ),
    ).toEqual([
      "kind       file          rows",
      "---------  ------------  ----",
      "ter        a.csv         1622",
      "portfolio  SBI-all.xlsx    --",
    ]);
  });
  it("prints the header and rule alone when there are no rows", () => {
    expect(textTable(["a", "bb"], [])).toEqual(["a  bb", "-  --"]);
  });
});
