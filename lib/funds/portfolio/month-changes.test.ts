import { monthChanges } from "@/lib/funds/portfolio/month-changes";

const h = (name: string, isin: string | null, weight_pct: number) => ({ name, isin, weight_pct });

describe("monthChanges", () => {
  it("lists new holdings, exits and the largest weight moves, matched by ISIN", () => {
    const previous = [h("HDFC Bank", "INE040A01034", 8), h("Infosys", "INE009A01021", 5), h("ITC", "INE154A01025", 2)];
    const latest = [
      h("HDFC Bank Ltd.", "INE040A01034", 9.5),
      h("Infosys Ltd.", "INE009A01021", 4.75),
      h("Titan", "INE280A01028", 1.25),
    ];
    expect(monthChanges(previous, latest)).toEqual({
      entries: [h("Titan", "INE280A01028", 1.25)],
      exits: [h("ITC", "INE154A01025", 2)],
      // |9.5 - 8| = 1.5 before |4.75 - 5| = 0.25; the name is this month's.
      moves: [
        { name: "HDFC Bank Ltd.", isin: "INE040A01034", from_pct: 8, to_pct: 9.5 },
        { name: "Infosys Ltd.", isin: "INE009A01021", from_pct: 5, to_pct: 4.75 },
      ],
    });
  });

  it("adds up lines of one security, knows lines without ISIN by name, leaves unchanged weights out, keeps the limit", () => {
    const previous = [
      h("TREPS", null, 3),
      h("GOI 2034", "IN0020240126", 1),
      h("GOI 2034", "IN0020240126", 1),
      h("A", "INE002A01018", 4),
    ];
    const latest = [h("treps", null, 5), h("GOI 2034", "IN0020240126", 2), h("A", "INE002A01018", 4.5)];
    expect(monthChanges(previous, latest, 1)).toEqual({
      entries: [],
      exits: [],
      moves: [{ name: "treps", isin: null, from_pct: 3, to_pct: 5 }],
    });
  });

  it("says nothing changed between two equal months", () => {
    const month = [h("A", "INE002A01018", 60), h("B", "INE009A01021", 40)];
    expect(monthChanges(month, month)).toEqual({ entries: [], exits: [], moves: [] });
  });
});
