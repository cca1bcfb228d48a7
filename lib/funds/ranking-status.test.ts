import { rankingStatusOf, returnsMissingOf } from "@/lib/funds/ranking-status";

describe("returnsMissingOf", () => {
  it("keeps the known periods and reasons", () => {
    expect(returnsMissingOf({ "1y": "no-nav-near-start", "3y": "too-young", "10y": "too-young" })).toEqual({
      "1y": "no-nav-near-start",
      "3y": "too-young",
      "10y": "too-young",
    });
  });

  it("drops unknown periods, unknown reasons, and reads an absent field as no reasons", () => {
    expect(returnsMissingOf({ max: "too-young", "2y": "too-young", "1m": "stale", "3m": null })).toEqual({});
    expect(returnsMissingOf(undefined)).toEqual({});
    expect(returnsMissingOf(null)).toEqual({});
    expect(returnsMissingOf("1y")).toEqual({});
  });
});

describe("rankingStatusOf", () => {
  it("maps the engine's ranking to the API's fields", () => {
    expect(rankingStatusOf({ eligible: false, reason: "stale-nav", lastNavDate: "2026-08-03" }, "2026-08-21")).toEqual({
      eligible: false,
      reason: "stale-nav",
      site_as_of: "2026-08-21",
      last_nav_date: "2026-08-03",
      peer_index: null,
    });
    expect(rankingStatusOf({ eligible: true, reason: null, lastNavDate: "2026-08-21" }, "2026-08-21")).toEqual({
      eligible: true,
      reason: null,
      site_as_of: "2026-08-21",
      last_nav_date: "2026-08-21",
      peer_index: null,
    });
  });

  it("keeps the index a fund was ranked under, with its peers' median per period and counts", () => {
    const peerIndex = { name: "Nifty 50", medianPct: { "1y": 7.5, "3y": "x" }, counts: { "1y": 24, "3y": 2.5 } };
    expect(
      rankingStatusOf({ eligible: true, reason: null, lastNavDate: "2026-08-21", peerIndex }, "2026-08-21")?.peer_index,
    ).toEqual({
      name: "Nifty 50",
      median_pct: expect.objectContaining({ "1y": 7.5, "3y": null }),
      counts: { "1y": 24 },
    });
  });

  it("never pairs an eligible plan with a reason", () => {
    expect(
      rankingStatusOf({ eligible: true, reason: "idcw", lastNavDate: "2026-08-21" }, "2026-08-21")?.reason,
    ).toBeNull();
  });

  it("reads an absent or malformed ranking as unknown (null)", () => {
    expect(rankingStatusOf(undefined, "2026-08-21")).toBeNull();
    expect(rankingStatusOf(null, "2026-08-21")).toBeNull();
    expect(rankingStatusOf({ eligible: "no", reason: null, lastNavDate: "2026-08-21" }, "2026-08-21")).toBeNull();
    expect(
      rankingStatusOf({ eligible: false, reason: "too-small", lastNavDate: "2026-08-21" }, "2026-08-21"),
    ).toBeNull();
    expect(rankingStatusOf({ eligible: false, reason: "idcw", lastNavDate: "2026-08-21" }, "21-08-2026")).toBeNull();
    expect(rankingStatusOf({ eligible: false, reason: "idcw" }, "2026-08-21")).toBeNull();
    // The date every ranking was judged against unknown (no refresh has run): so is the ranking.
    expect(rankingStatusOf({ eligible: true, reason: null, lastNavDate: "2026-08-21" }, null)).toBeNull();
  });
});
