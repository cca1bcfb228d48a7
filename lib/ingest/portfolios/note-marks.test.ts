import { legendOf, notesOf, splitNoteMarks } from "@/lib/ingest/portfolios/note-marks";

describe("splitNoteMarks", () => {
  it.each([
    ["7.26% NTPC Limited (20/03/2040) **", "7.26% NTPC Limited (20/03/2040)", ["**"]],
    [
      "National Bank For Agriculture and Rural Development (27/02/2026) ** #",
      "National Bank For Agriculture and Rural Development (27/02/2026)",
      ["**", "#"],
    ],
    ["Bharti Airtel Ltd £^", "Bharti Airtel Ltd", ["£", "^"]],
    ["Jubilant Bevco Ltd (31/05/2028) (ZCB)**#", "Jubilant Bevco Ltd (31/05/2028) (ZCB)", ["**", "#"]],
    ["HDFC Bank Ltd", "HDFC Bank Ltd", []],
    // A mark inside the name is part of it; a name of marks alone is left as printed.
    ["C* Industries Ltd", "C* Industries Ltd", []],
    ["**", "**", []],
    ["Reliance Industries Ltd ** **", "Reliance Industries Ltd", ["**"]],
  ])("%s is %s with %j", (printed, name, marks) => {
    expect(splitNoteMarks(printed)).toEqual({ name, marks });
  });
});

describe("legendOf and notesOf", () => {
  // As ABSL's and HDFC's sheets print their legends below the holdings (one cell each, other cells empty).
  const rows = [
    ["Name of the Instrument", "ISIN", "Industry^ / Rating", "% to Net Assets"],
    ["Reliance Industries Ltd", "INE002A01018", "Petroleum Products", 0.05],
    ["GRAND TOTAL", null, null, 1],
    [null, "** Thinly Traded / Non Traded Security", null, null],
    [null, "#Unlisted Security", null, null],
    ["£ - Sponsor Company", null, null, null],
    ["$ Less Than 0.01% of Net Asset Value", 12, null, null],
    // The same text twice (another scheme's block) is one meaning.
    [null, "**   Thinly Traded /  Non Traded Security", null, null],
  ];

  it("reads each mark's legend, spacing collapsed, whatever column it is in", () => {
    expect(Object.fromEntries(legendOf(rows))).toEqual({
      "**": ["Thinly Traded / Non Traded Security"],
      "#": ["Unlisted Security"],
      "£": ["Sponsor Company"],
      $: ["Less Than 0.01% of Net Asset Value"],
    });
  });

  it("says what each mark means, or that the file does not say, or that its legend gives two meanings", () => {
    const legend = legendOf([...rows, ["#YTM as provided by valuation agencies for debt component"]]);
    expect(notesOf(["**", "£", "^"], legend)).toEqual([
      "Thinly Traded / Non Traded Security",
      "Sponsor Company",
      'Marked "^" in the fund house\'s file, which does not say what the mark means.',
    ]);
    expect(notesOf(["#"], legend)).toEqual([
      'Marked "#" in the fund house\'s file, whose legend gives the mark 2 meanings: "Unlisted Security"; "YTM as provided by valuation agencies for debt component".',
    ]);
    expect(notesOf([], legend)).toEqual([]);
  });
});
