import * as XLSX from "@e965/xlsx";
import { zipSync } from "fflate";
import { readWorkbook } from "@/lib/ingest/portfolios/read-workbook";

/** An .xlsx of one sheet holding one cell. */
function workbook(sheet: string, cell: string): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[cell]]), sheet);
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array;
}

describe("readWorkbook: a zip of workbooks is one disclosure read member by member", () => {
  it("gives every member's sheets in the zip's order, named after their member", () => {
    const zip = Buffer.from(zipSync({ "B fund.xlsx": workbook("BAF", "b"), "A fund.xlsx": workbook("ALL", "a") }));
    const read = readWorkbook(zip);
    if (!read.ok) throw new Error(read.message);
    expect(read.format).toBe("zip");
    expect(read.sheets.map((s) => [s.name, s.grid[0]![0]])).toEqual([
      ["B fund.xlsx / BAF", "b"],
      ["A fund.xlsx / ALL", "a"],
    ]);
  });

  it("keeps a lone member's sheet names as they are (ABSL's one .xls)", () => {
    const read = readWorkbook(Buffer.from(zipSync({ "SEBI_Monthly_Portfolio.xlsx": workbook("Index", "x") })));
    expect(read.ok && read.sheets.map((s) => s.name)).toEqual(["Index"]);
  });

  it("refuses the zip when one member is no workbook, naming it, or when it holds none", () => {
    const broken = Buffer.from(
      zipSync({ "good.xlsx": workbook("A", "a"), "cut.xlsx": workbook("B", "b").subarray(0, 200) }),
    );
    expect(readWorkbook(broken)).toEqual({
      ok: false,
      message: expect.stringMatching(/^cut\.xlsx: The workbook could not be read/),
    });
    const none = Buffer.from(zipSync({ "notes.txt": new TextEncoder().encode("no spreadsheet") }));
    expect(readWorkbook(none)).toEqual({ ok: false, message: "The zip file holds no spreadsheet." });
  });
});
