import { bonusOrSplitRatio, monthChanges } from "@/lib/funds/portfolio/month-changes";

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
      bonus_or_split: [],
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
      bonus_or_split: [],
    });
  });

  it("says nothing changed between two equal months", () => {
    const month = [h("A", "INE002A01018", 60), h("B", "INE009A01021", 40)];
    expect(monthChanges(month, month)).toEqual({ entries: [], exits: [], moves: [], bonus_or_split: [] });
  });

  it("calls a whole-number share multiple with the weight about unchanged a bonus/split, not a move", () => {
    const q = (name: string, isin: string, weight_pct: number, quantity: number | null) => ({
      name,
      isin,
      weight_pct,
      quantity,
    });
    // ABSL Multi-Cap, July to August 2025: HDFC Bank's 1:1 bonus (1,291,766 to 2,583,532 shares, 4.01 % to 3.84 %).
    const july = [q("HDFC Bank Limited", "INE040A01034", 4.01, 1291766), q("Infosys", "INE009A01021", 3, 100)];
    const august = [q("HDFC Bank Limited", "INE040A01034", 3.84, 2583532), q("Infosys", "INE009A01021", 3.5, 120)];
    expect(monthChanges(july, august)).toEqual({
      entries: [],
      exits: [],
      moves: [{ name: "Infosys", isin: "INE009A01021", from_pct: 3, to_pct: 3.5 }],
      bonus_or_split: [
        {
          name: "HDFC Bank Limited",
          isin: "INE040A01034",
          from_pct: 4.01,
          to_pct: 3.84,
          from_quantity: 1291766,
          to_quantity: 2583532,
          ratio: 2,
        },
      ],
    });
  });
});

describe("bonusOrSplitRatio", () => {
  const at = (quantity: number | null, weight_pct: number) => ({
    name: "X",
    isin: "INE000X01010",
    weight_pct,
    quantity,
  });
  it.each([
    // [before, after, ratio]: whole multiples with the weight within 25 % of where it was
    [at(100, 4), at(200, 4), 2], // 1:1 bonus
    [at(100, 4), at(500, 3.2), 5], // face value 10 to 2, weight -20 %
    [at(100, 4), at(1000, 4.9), 10], // split 1:10, weight +22.5 %
    [at(300, 2), at(100, 2), 1 / 3], // consolidation 3:1
    [at(1291766, 4.01), at(2583532, 3.84), 2],
  ])("%o to %o is a bonus or split of ratio %s", (before, after, ratio) =>
    expect(bonusOrSplitRatio(before, after)).toBeCloseTo(ratio, 12),
  );
  it.each([
    [at(100, 4), at(200, 8)], // bought as many again: the weight doubled
    [at(100, 4), at(201, 4)], // a bonus and a trade: 2.01 is no whole number
    [at(2038210, 13.66), at(4091687, 13.09)], // ABSL Nifty 50 ETF, bonus plus buying: 2.0075
    [at(100, 4), at(150, 4)], // 3:2 bonus: 1.5 is no whole number
    [at(100, 4), at(100, 4.5)], // unchanged count
    [at(null, 4), at(200, 4)], // no count before (a factsheet)
    [at(0, 0), at(200, 4)], // nothing before
    [at(100, 4), at(200, 5.1)], // weight +27.5 %
  ])("%o to %o is no bonus or split", (before, after) => expect(bonusOrSplitRatio(before, after)).toBeNull());
});
