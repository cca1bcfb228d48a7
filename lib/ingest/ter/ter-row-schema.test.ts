import { findTerColumns } from "./ter-columns";
import { terRowSchema } from "./ter-row-schema";

const row = (fields: Partial<Record<"name" | "date" | "regular" | "direct", string | number | null>>) =>
  terRowSchema.safeParse({
    name: "Quant Small Cap Fund",
    date: "01-Nov-2023",
    regular: "1.5",
    direct: "0.6",
    ...fields,
  });

describe("terRowSchema", () => {
  it.each([
    [{}, { name: "Quant Small Cap Fund", date: "2023-11-01", regular: 1.5, direct: 0.6 }],
    [
      { regular: "", direct: "-" },
      { regular: null, direct: null },
    ],
    [
      { regular: "NA", direct: 0 },
      { regular: null, direct: 0 },
    ],
    [
      { regular: 2.25, direct: "0.00" },
      { regular: 2.25, direct: 0 },
    ],
    [{ date: "2023-04-06T07:41:30" }, { date: "2023-04-06" }],
    // Spreadsheet day serials: 45231 is 2023-11-01, 46150 is 2026-05-08 (1899-12-30 + n days).
    [{ date: 45231 }, { date: "2023-11-01" }],
    [{ date: 46150 }, { date: "2026-05-08" }],
    [{ name: "  Quant Small Cap Fund " }, { name: "Quant Small Cap Fund" }],
  ])("%j -> %j", (fields, expected) => {
    const parsed = row(fields);
    expect(parsed.success && parsed.data).toMatchObject(expected);
  });

  it.each([
    [{ regular: "1,5" }, '"1,5" is not a number'],
    [{ direct: "zero" }, '"zero" is not a number'],
    [{ direct: "12.5" }, "12.5 is not a TER between 0 and 10%"],
    [{ regular: -0.1 }, "-0.1 is not a TER between 0 and 10%"],
    [{ date: "31-Feb-2024" }, '"31-Feb-2024" is not a date (DD-Mon-YYYY)'],
    [{ date: "" }, '"" is not a date (DD-Mon-YYYY)'],
    [{ name: " " }, "is empty"],
  ])("%j is refused: %s", (fields, message) => {
    const parsed = row(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe("findTerColumns", () => {
  const components = (plan: string, names: string[]) => names.map((n) => `${plan} Plan - ${n} (%)`);
  it("finds the totals in the 2023 layout and in the April 2026 one with renamed components", () => {
    const old = ["Scheme Name", "Scheme Type", "Scheme Category", "TER Date"]
      .concat(components("Regular", ["Base TER", "GST", "Total TER"]))
      .concat(components("Direct", ["Base TER", "GST", "Total TER"]));
    expect(findTerColumns(old)).toEqual({ name: 0, date: 3, regular: 6, direct: 9 });
    const revised = ["Scheme Name", "NSDL Scheme Code", "TER Date"]
      .concat(components("Regular", ["BER", "Brokerage cost", "Transaction cost", "Statutory levies", "Total TER"]))
      .concat(components("Direct", ["BER", "Brokerage cost", "Transaction cost", "Statutory levies", "Total TER"]));
    expect(findTerColumns(revised)).toEqual({ name: 0, date: 2, regular: 7, direct: 12 });
  });

  it("takes the tracker's commit time as the date, and none where the file has no date column", () => {
    expect(
      findTerColumns([
        "commit_time_utc",
        "commit",
        "Scheme Name",
        "Regular Plan - Total TER (%)",
        "Direct Plan - Total TER (%)",
      ]),
    ).toEqual({
      name: 2,
      date: 0,
      regular: 3,
      direct: 4,
    });
    expect(
      findTerColumns(["Scheme Name", "Regular Plan - Total TER (%)", "Direct Plan - Total TER (%)"]),
    ).toMatchObject({
      date: null,
    });
  });

  it("names what is missing", () => {
    expect(findTerColumns(["Scheme", "Regular Plan - Total TER (%)"])).toEqual({
      missing: ["Scheme Name", "Direct Plan - Total TER (%)"],
    });
  });
});
