import * as XLSX from "@e965/xlsx";
import { zipEntryText, zipHeadEntries } from "@/lib/ingest/fact-sources/zip-head";

const workbook = (): Buffer => {
  const book = XLSX.utils.book_new();
  const rows = Array.from({ length: 400 }, (_, i) => [`Scheme ${i}`, i * 1.5]);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Scheme Name", "Daily AUM (Cr.)"], ...rows]), "AUM");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true }) as Buffer;
};

describe("zipHeadEntries", () => {
  const whole = workbook();
  const entries = zipHeadEntries(whole);

  it("reads every entry's name and text from a whole workbook", () => {
    expect(entries.map((entry) => entry.name)).toContain("xl/workbook.xml");
    expect(zipEntryText(whole, "xl/workbook.xml")).toMatch(/<sheet name="AUM"/);
    expect(zipEntryText(whole, "xl/sharedStrings.xml")).toMatch(/Scheme 399/);
  });

  it("gives an entry the head cuts short only when asked for, as a prefix of its text", () => {
    const index = entries.findIndex((entry) => entry.name === "xl/sharedStrings.xml");
    // The head ends inside the shared strings' data: the entries before them are whole, they are the last read.
    const head = whole.subarray(0, whole.indexOf("xl/sharedStrings.xml") + 400);
    const partial = zipHeadEntries(head, { partial: true });
    expect(partial.map((entry) => entry.name)).toEqual(entries.slice(0, index + 1).map((entry) => entry.name));
    const text = partial.at(-1)!.text!;
    expect(text).toMatch(/^<\?xml/);
    expect(text.length).toBeLessThan(entries[index]!.text!.length);
    expect(entries[index]!.text!.startsWith(text)).toBe(true);
    expect(zipHeadEntries(head).at(-1)).toEqual({ name: "xl/sharedStrings.xml", text: null });
  });

  it("reads nothing from a head that is not a zip", () => {
    expect(zipHeadEntries(Buffer.from("Scheme Code;ISIN Div Payout/ ISIN Growth;PK\u0003\u0004"))).toEqual([]);
  });
});
