import { findTerRenames } from "./ter-renames";

const row = (name: string, date: string, regular: number | null, direct: number | null) => ({
  name,
  key: name.toLowerCase(),
  date,
  regular,
  direct,
});
const known =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe("findTerRenames", () => {
  // The file's first date: names present then are not new.
  const opening = row("axis bluechip fund", "2023-04-06", 1.6, 0.6);

  it("joins an old name to the name of its house that starts with its last totals (Axis, 2023-12-12)", () => {
    const rows = [
      opening,
      row("axis long term equity fund", "2023-04-06", 1.58, 0.85),
      row("axis long term equity fund", "2023-11-30", 1.55, 0.77),
      row("axis long term equity fund", "2023-12-12", 1.54, 0.78),
      row("axis elss tax saver fund", "2023-12-12", 1.54, 0.78),
      row("axis elss tax saver fund", "2023-12-19", 1.54, 0.8),
    ];
    expect(findTerRenames(rows, known("axis bluechip fund", "axis elss tax saver fund"))).toEqual({
      renames: [
        {
          from: "axis long term equity fund",
          fromName: "axis long term equity fund",
          to: "axis elss tax saver fund",
          toName: "axis elss tax saver fund",
          on: "2023-12-12",
        },
      ],
      ambiguous: [],
    });
  });

  it("joins across a gap when the old name's totals never changed until the new one started (UTI, 2023-10-20)", () => {
    const rows = [
      opening,
      row("uti long term equity fund", "2023-04-06", 1.92, 0.95),
      row("uti long term equity fund", "2023-09-02", 1.9, 0.85),
      row("uti elss tax saver fund", "2023-10-20", 1.9, 0.85),
    ];
    expect(findTerRenames(rows, known("uti elss tax saver fund")).renames.map((r) => [r.from, r.to, r.on])).toEqual([
      ["uti long term equity fund", "uti elss tax saver fund", "2023-10-20"],
    ]);
  });

  it("follows a chain of renames to the master's fund, and leaves a link whose totals differ unjoined", () => {
    const rows = [
      opening,
      row("absl tax relief 96", "2023-04-06", 1.7, 0.92),
      row("absl tax relief 96", "2023-05-16", 1.69, 0.91),
      row("absl elss tax relief 96", "2023-05-18", 1.7, 0.92),
      row("absl elss tax relief 96", "2023-12-12", 1.69, 0.92),
      row("absl elss tax saver fund", "2023-12-12", 1.69, 0.92),
      row("axis a", "2023-06-01", 1, 0.5),
      row("axis b", "2023-07-01", 1, 0.5),
      row("axis b", "2023-07-15", 1.1, 0.5),
      row("axis c", "2023-08-01", 1.1, 0.5),
    ];
    const found = findTerRenames(rows, known("absl elss tax saver fund", "axis c"));
    // 1.69/0.91 then 1.70/0.92: not the same totals, so "Tax Relief '96" stays unjoined.
    expect(found.renames.map((r) => [r.from, r.to])).toEqual([
      ["axis a", "axis c"],
      ["axis b", "axis c"],
      ["absl elss tax relief 96", "absl elss tax saver fund"],
    ]);
  });

  it("refuses an old name two new names could continue, and a new name two old names could", () => {
    const rows = [
      opening,
      row("hdfc sensex etf", "2023-04-06", 0.05, 0),
      row("hdfc bse sensex etf", "2024-06-07", 0.05, 0),
      row("hdfc nifty 50 etf", "2024-06-07", 0.05, 0),
      row("kotak old one", "2023-04-06", 1, 0.4),
      row("kotak old two", "2023-04-06", 1, 0.4),
      row("kotak new", "2023-09-01", 1, 0.4),
    ];
    const found = findTerRenames(rows, known("hdfc bse sensex etf", "hdfc nifty 50 etf", "kotak new"));
    expect(found.renames).toEqual([]);
    expect(found.ambiguous).toEqual([
      { name: "hdfc sensex etf", candidates: ["hdfc bse sensex etf", "hdfc nifty 50 etf"] },
      { name: "kotak old one", candidates: ["kotak new"] },
      { name: "kotak old two", candidates: ["kotak new"] },
    ]);
  });

  it("never joins across houses, to a name present on the file's first date, to an earlier start, or on zero totals", () => {
    const rows = [
      opening,
      row("axis old", "2023-04-06", 1.5, 0.5),
      row("uti new", "2023-09-01", 1.5, 0.5),
      row("axis present", "2023-04-06", 1.5, 0.5),
      row("axis old later", "2023-05-01", 1.2, 0.4),
      row("axis old later", "2023-10-01", 1.2, 0.4),
      row("axis started before", "2023-08-01", 1.2, 0.4),
      row("axis closed", "2023-04-06", 0, 0),
      row("axis zero", "2023-09-01", 0, 0),
    ];
    const found = findTerRenames(rows, known("uti new", "axis present", "axis started before", "axis zero"));
    expect(found).toEqual({ renames: [], ambiguous: [] });
  });

  it("gives nothing for no rows", () => {
    expect(findTerRenames([], () => true)).toEqual({ renames: [], ambiguous: [] });
  });
});
