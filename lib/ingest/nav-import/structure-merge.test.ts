import fc from "fast-check";
import { combine, PLAN_FILLED, ranked, type PlanDescription, type Ranked } from "./structure-merge";

const plan = (rawName: string, isinGrowth: string | null, isinReinvestment: string | null = null): PlanDescription => ({
  amcName: "Axis Mutual Fund",
  schemeName: "Axis Large Cap Fund",
  planType: "Direct",
  option: "Growth",
  idcwFrequency: null,
  isinGrowth,
  isinReinvestment,
  displayName: rawName,
  rawName,
  categorySlug: "equity-large-cap-fund",
  schemeType: "Open Ended",
  rawCategoryHeading: "Equity Scheme - Large Cap Fund",
});

const fold = (items: Ranked<PlanDescription>[]) => items.reduce((a, b) => combine(a, b, PLAN_FILLED));

describe("combine (plan descriptions)", () => {
  it("takes the latest capture's description, and for an empty ISIN the latest one any capture gave", () => {
    const result = fold([
      ranked(plan("A", "INF000A01011"), 1, PLAN_FILLED),
      ranked(plan("B", "INF000B01019"), 2, PLAN_FILLED),
      ranked(plan("C", null), 3, PLAN_FILLED),
    ]);
    expect(result.value).toMatchObject({ rawName: "C", isinGrowth: "INF000B01019" });
    expect(result.rank).toBe(3);
    expect(result.fieldRanks).toEqual({
      isinGrowth: 2,
      isinReinvestment: Number.NEGATIVE_INFINITY,
      planType: 3,
      option: 3,
    });
  });

  it("gives the same result in every order of arrival (the case that broke a later-wins-but-fill rule)", () => {
    const captures = [
      ranked(plan("A", "INF000A01011", "INF000A01029"), 1, PLAN_FILLED),
      ranked(plan("B", "INF000B01019", null), 2, PLAN_FILLED),
      ranked(plan("C", null, null), 3, PLAN_FILLED),
      ranked(plan("D", null, "INF000B01027"), 4, PLAN_FILLED),
    ];
    const expected = fold(captures);
    expect(expected.value).toMatchObject({
      rawName: "D",
      isinGrowth: "INF000B01019",
      isinReinvestment: "INF000B01027",
    });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(captures, { minLength: captures.length, maxLength: captures.length }),
        (order) => {
          const result = fold(order);
          expect(result.value).toEqual(expected.value);
          expect(result.rank).toBe(expected.rank);
          expect(result.fieldRanks).toEqual(expected.fieldRanks);
        },
      ),
    );
  });
});
