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
    expect(
      rankingStatusOf({ eligible: false, reason: "stale-nav", siteAsOf: "2026-08-21", lastNavDate: "2026-08-03" }),
    ).toEqual({
      eligible: false,
      reason: "stale-nav",
      site_as_of: "2026-08-21",
      last_nav_date: "2026-08-03",
      peer_index: null,
    });
    expect(
      rankingStatusOf({ eligible: true, reason: null, siteAsOf: "2026-08-21", lastNavDate: "2026-08-21" }),
    ).toEqual({
      eligible: true,
      reason: null,
      site_as_of: "2026-08-21",
      last_nav_date: "2026-08-21",
      peer_index: null,
    });
  });

  it("never pairs an eligible plan with a reason", () => {
    expect(
      rankingStatusOf({ eligible: true, reason: "idcw", siteAsOf: "2026-08-21", lastNavDate: "2026-08-21" })?.reason,
    ).toBeNull();
  });

  it("reads an absent or malformed ranking as unknown (null)", () => {
    expect(rankingStatusOf(undefined)).toBeNull();
    expect(rankingStatusOf(null)).toBeNull();
    expect(
      rankingStatusOf({ eligible: "no", reason: null, siteAsOf: "2026-08-21", lastNavDate: "2026-08-21" }),
    ).toBeNull();
    expect(
      rankingStatusOf({ eligible: false, reason: "too-small", siteAsOf: "2026-08-21", lastNavDate: "2026-08-21" }),
    ).toBeNull();
    expect(
      rankingStatusOf({ eligible: false, reason: "idcw", siteAsOf: "21-08-2026", lastNavDate: "2026-08-21" }),
    ).toBeNull();
    expect(rankingStatusOf({ eligible: false, reason: "idcw", siteAsOf: "2026-08-21" })).toBeNull();
  });
});
