import {
  competitionRanks,
  enoughPeers,
  meanOfNonNull,
  medianOfNonNull,
  MIN_PEER_PLANS,
  quartileOf,
  rankWithinCategory,
} from "@/lib/metrics/category-ranking";
import type { PeriodValues } from "@/lib/metrics/periods";

const quartiles = (n: number) => Array.from({ length: n }, (_, i) => quartileOf(i + 1, n));

describe("quartileOf", () => {
  // floor(4 × (rank − 1) / n) + 1
  it.each([
    [1, [1]],
    [2, [1, 3]], // ranks 1, 2: floor(0) + 1, floor(4/2) + 1
    [3, [1, 2, 3]], // floor(0), floor(4/3 = 1.33), floor(8/3 = 2.67)
    [4, [1, 2, 3, 4]],
    [5, [1, 1, 2, 3, 4]], // floor(0, 0.8, 1.6, 2.4, 3.2) + 1
    [8, [1, 1, 2, 2, 3, 3, 4, 4]], // floor(0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5) + 1
  ])("n = %i → %p", (n, expected) => {
    expect(quartiles(n)).toEqual(expected);
  });
});

describe("competitionRanks", () => {
  it("ranks higher values first and lets ties share a rank (1, 2, 2, 4)", () => {
    const ranks = competitionRanks([10, 20, 15, 15, 5]);
    expect(ranks.map((r) => r?.rank)).toEqual([4, 1, 2, 2, 5]);
    // n = 5: ranks 1, 2, 2, 4, 5 → quartiles 1, 1, 1, 3, 4 (floor(0, 0.8, 0.8, 2.4, 3.2) + 1)
    expect(ranks.map((r) => r?.quartile)).toEqual([3, 1, 1, 1, 4]);
    expect(ranks.every((r) => r?.of === 5)).toBe(true);
  });

  it("leaves nulls unranked and out of the count", () => {
    const ranks = competitionRanks([null, 3, null, 3, 1, 0, -2]);
    expect(ranks).toEqual([
      null,
      { rank: 1, quartile: 1, of: 5 },
      null,
      { rank: 1, quartile: 1, of: 5 },
      { rank: 3, quartile: 2, of: 5 }, // floor(4 × 2 / 5 = 1.6) + 1
      { rank: 4, quartile: 3, of: 5 }, // floor(4 × 3 / 5 = 2.4) + 1
      { rank: 5, quartile: 4, of: 5 }, // floor(4 × 4 / 5 = 3.2) + 1
    ]);
    expect(competitionRanks([])).toEqual([]);
    expect(competitionRanks([null])).toEqual([null]);
  });

  it("ranks nobody below the minimum of 5 values (4 values, 1 value)", () => {
    expect(MIN_PEER_PLANS).toBe(5);
    expect(competitionRanks([4, 3, 2, 1])).toEqual([null, null, null, null]);
    expect(competitionRanks([91.73, null, null])).toEqual([null, null, null]);
  });

  it("handles all-equal values and negative returns", () => {
    expect(competitionRanks([2, 2, 2, 2, 2]).map((r) => r?.rank)).toEqual([1, 1, 1, 1, 1]);
    expect(competitionRanks([-5, -1, -3, -4, -2]).map((r) => r?.rank)).toEqual([5, 1, 3, 4, 2]);
  });
});

describe("enoughPeers", () => {
  it("is true from 5 plans", () => {
    expect([0, 1, 4, 5, 6].map(enoughPeers)).toEqual([false, false, false, true, true]);
  });
});

describe("medianOfNonNull", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(medianOfNonNull([5, null, 1, 3])).toBe(3); // 1, 3, 5
    expect(medianOfNonNull([4, 1, 3, 2])).toBe(2.5); // 1, 2, 3, 4 → (2 + 3) / 2
    expect(medianOfNonNull([-1])).toBe(-1);
    expect(medianOfNonNull([null])).toBeNull();
  });
});

describe("meanOfNonNull", () => {
  it("averages what is there", () => {
    expect(meanOfNonNull([1, null, 2, 6])).toBeCloseTo(3, 12); // (1 + 2 + 6) / 3
    expect(meanOfNonNull([null, null])).toBeNull();
    expect(meanOfNonNull([])).toBeNull();
  });
});

describe("rankWithinCategory", () => {
  const values = (oneYear: number | null, threeYears: number | null): PeriodValues => ({
    "1m": 1,
    "3m": null,
    "6m": null,
    "1y": oneYear,
    "3y": threeYears,
    "5y": null,
    "10y": null,
    max: 2,
  });

  it("averages and ranks every period with at least 5 values, and only counts the others", () => {
    const ranking = rankWithinCategory([
      { id: "a", metrics: { trailingPct: values(10, 8) } },
      { id: "b", metrics: { trailingPct: values(12, null) } },
      { id: "c", metrics: { trailingPct: values(10, 9) } },
      { id: "d", metrics: { trailingPct: values(-4, 7) } },
      { id: "e", metrics: { trailingPct: values(2, null) } },
    ]);
    expect(ranking.averagesPct["1y"]).toBeCloseTo(6, 12); // (10 + 12 + 10 − 4 + 2) / 5
    expect(ranking.mediansPct["1y"]).toBe(10); // −4, 2, 10, 10, 12
    expect(ranking.counts["1y"]).toBe(5);
    // 3Y: three values (8, 9, 7): counted, but no average, median or rank.
    expect(ranking.counts["3y"]).toBe(3);
    expect(ranking.averagesPct["3y"]).toBeNull();
    expect(ranking.mediansPct["3y"]).toBeNull();
    expect(ranking.members.every((m) => m.ranks["3y"] === null)).toBe(true);
    expect(ranking.averagesPct["3m"]).toBeNull();
    expect(ranking.counts["3m"]).toBe(0);
    expect(ranking.averagesPct.max).toBeCloseTo(2, 12);
    expect(ranking.members.map((m) => m.id)).toEqual(["a", "b", "c", "d", "e"]);
    // 1Y: b 12 → 1; a, c 10 → 2; e 2 → 4; d −4 → 5; n = 5 → quartiles 1, 1, 1, 3, 4.
    expect(ranking.members.map((m) => m.ranks["1y"])).toEqual([
      { rank: 2, quartile: 1, of: 5 },
      { rank: 1, quartile: 1, of: 5 },
      { rank: 2, quartile: 1, of: 5 },
      { rank: 5, quartile: 4, of: 5 },
      { rank: 4, quartile: 3, of: 5 },
    ]);
    // All tied at 2% since inception.
    expect(ranking.members.every((m) => m.ranks.max?.rank === 1)).toBe(true);
    expect(ranking.members[0]!.ranks["5y"]).toBeNull();
  });

  it("handles an empty category and a category of one (the Small Cap 3Y case: one fund, no average)", () => {
    expect(rankWithinCategory([]).members).toEqual([]);
    expect(rankWithinCategory([]).averagesPct["1y"]).toBeNull();
    const single = rankWithinCategory([{ id: "x", metrics: { trailingPct: values(3, 19.04) } }]);
    expect(single.members[0]!.ranks["1y"]).toBeNull();
    expect(single.averagesPct["3y"]).toBeNull();
    expect(single.counts["3y"]).toBe(1);
  });
});
