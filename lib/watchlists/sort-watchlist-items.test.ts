import type { WatchlistItem } from "@/lib/api/schemas/watchlists";
import { compareHref, sortWatchlistItems } from "@/lib/watchlists/sort-watchlist-items";

function item(id: string, fund: Partial<NonNullable<WatchlistItem["fund"]>> | null): WatchlistItem {
  return {
    id,
    scheme_code: Number(id.replace(/\D/g, "") || 1),
    added_at: "2026-11-01T00:00:00.000Z",
    fund:
      fund === null
        ? null
        : {
            plan_display_name: id,
            isin: null,
            amc_name: "A",
            amc_slug: "a",
            category: null,
            risk_level: null,
            option_type: "Growth",
            nav: 10,
            nav_date: "2026-11-20",
            unverified_nav: null,
            change_1d_pct: null,
            return_1y: null,
            return_3y: null,
            expense_ratio: null,
            aum: null,
            fact_sources: { expense_ratio: null, aum: null },
            expense_ratio_change: null,
            ...fund,
          },
  };
}

describe("sortWatchlistItems", () => {
  const items = [
    item("b1", { return_3y: 12 }),
    item("a2", { return_3y: null }),
    item("c3", { return_3y: -4 }),
    item("d4", null),
    item("e5", { return_3y: 12 }),
  ];

  it("sorts by a figure either way, keeping ties in order and missing values last", () => {
    expect(sortWatchlistItems(items, "return_3y", "descending").map((i) => i.id)).toEqual([
      "b1",
      "e5",
      "c3",
      "a2",
      "d4",
    ]);
    expect(sortWatchlistItems(items, "return_3y", "ascending").map((i) => i.id)).toEqual([
      "c3",
      "b1",
      "e5",
      "a2",
      "d4",
    ]);
  });

  it("sorts by name without regard to case", () => {
    const named = [item("x", { plan_display_name: "beta" }), item("y", { plan_display_name: "Alpha" })];
    expect(sortWatchlistItems(named, "name", "ascending").map((i) => i.id)).toEqual(["y", "x"]);
  });

  it("does not change the list it is given", () => {
    const copy = [...items];
    sortWatchlistItems(items, "return_3y", "ascending");
    expect(items).toEqual(copy);
  });
});

describe("compareHref", () => {
  it("compares the first five funds with figures, by scheme code, and needs two", () => {
    const list = [
      item("f11", {}),
      item("f12", null),
      item("f13", {}),
      item("f14", {}),
      item("f15", {}),
      item("f16", {}),
      item("f17", {}),
    ];
    expect(compareHref(list)).toBe("/mutual-funds/compare-mutual-funds?funds=11,13,14,15,16");
    expect(compareHref([item("f1", {}), item("f2", null)])).toBeNull();
  });
});
