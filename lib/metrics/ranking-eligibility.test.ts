import { isoToDay } from "@/lib/metrics/day-number";
import { isGrowthOption, rankingEligibility } from "@/lib/metrics/ranking-eligibility";

const siteAsOf = isoToDay("2026-08-21");
const plan = (option: string | null, categoryId: number | null, lastNavDate: string) =>
  rankingEligibility({ option, categoryId, lastNavDay: isoToDay(lastNavDate) }, siteAsOf);

describe("rankingEligibility", () => {
  it("ranks a current growth plan with a category", () => {
    expect(plan("Growth", 3, "2026-08-21")).toEqual({
      eligible: true,
      reason: null,
      siteAsOf: "2026-08-21",
      lastNavDate: "2026-08-21",
    });
    expect(plan(null, 3, "2026-08-21").eligible).toBe(true); // option not stated: treated as growth
  });

  it("keeps a plan whose latest NAV is 7 days old and drops one 8 days old", () => {
    expect(plan("Growth", 3, "2026-08-14")).toMatchObject({ eligible: true, reason: null, lastNavDate: "2026-08-14" });
    expect(plan("Growth", 3, "2026-08-13")).toMatchObject({
      eligible: false,
      reason: "stale-nav",
      lastNavDate: "2026-08-13",
    });
    expect(plan("Growth", 3, "2026-08-01")).toMatchObject({ eligible: false, reason: "stale-nav" }); // stopped 20 days before
  });

  it("leaves out a plan AMFI lists twice and a plan of unclaimed amounts, before any other reason", () => {
    const current = { option: null, categoryId: 3, lastNavDay: isoToDay("2026-08-21") };
    expect(rankingEligibility({ ...current, duplicate: true }, siteAsOf)).toMatchObject({
      eligible: false,
      reason: "duplicate",
    });
    expect(rankingEligibility({ ...current, unclaimed: true }, siteAsOf)).toMatchObject({
      eligible: false,
      reason: "unclaimed",
    });
    // Stale, IDCW and without a category too: the plan is still named for what it is.
    const worst = { option: "IDCW Payout", categoryId: null, lastNavDay: isoToDay("2026-01-01") };
    expect(rankingEligibility({ ...worst, duplicate: true, unclaimed: true }, siteAsOf).reason).toBe("duplicate");
    expect(rankingEligibility({ ...worst, unclaimed: true }, siteAsOf).reason).toBe("unclaimed");
    expect(rankingEligibility({ ...current, duplicate: false, unclaimed: false }, siteAsOf).eligible).toBe(true);
  });

  it("ranks a plan publishing ahead of the site's as-of date", () => {
    expect(plan("Growth", 3, "2026-08-23")).toMatchObject({ eligible: true, reason: null, lastNavDate: "2026-08-23" });
  });

  it("leaves out IDCW and bonus plans, idcw winning over stale-nav and stale-nav over no-category", () => {
    expect(plan("IDCW Payout", 3, "2026-08-21").reason).toBe("idcw");
    expect(plan("IDCW Reinvestment", 3, "2026-08-21").reason).toBe("idcw");
    expect(plan("Bonus", 3, "2026-08-21").reason).toBe("idcw");
    expect(plan("IDCW Payout", null, "2026-01-01").reason).toBe("idcw");
    expect(plan("Growth", null, "2026-01-01").reason).toBe("stale-nav");
    expect(plan("Growth", null, "2026-08-21")).toMatchObject({ eligible: false, reason: "no-category" });
  });
});

describe("isGrowthOption", () => {
  it("is true for Growth and an unstated option only", () => {
    expect([
      isGrowthOption("Growth"),
      isGrowthOption(null),
      isGrowthOption("IDCW Payout"),
      isGrowthOption("Bonus"),
    ]).toEqual([true, true, false, false]);
  });

  it("ranks an index fund under the index its name names, and not at all when the name names none", () => {
    const index = (key: string | null) =>
      rankingEligibility(
        {
          option: "Growth",
          categoryId: 41,
          lastNavDay: isoToDay("2026-08-21"),
          peerIndex: { key, name: key && "Nifty 50" },
        },
        siteAsOf,
      );
    expect(index("NIFTY 50")).toEqual({
      eligible: true,
      reason: null,
      siteAsOf: "2026-08-21",
      lastNavDate: "2026-08-21",
      peerIndex: { key: "NIFTY 50", name: "Nifty 50" },
    });
    expect(index(null)).toMatchObject({ eligible: false, reason: "index-unknown", peerIndex: { key: null } });
    // IDCW still comes first.
    expect(
      rankingEligibility(
        {
          option: "IDCW Payout",
          categoryId: 41,
          lastNavDay: isoToDay("2026-08-21"),
          peerIndex: { key: null, name: null },
        },
        siteAsOf,
      ).reason,
    ).toBe("idcw");
  });
});
