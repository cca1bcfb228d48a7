import {
  DEFAULT_SORT_ID,
  orderDirection,
  SCREENER_ORDER_KEYS,
  SCREENER_SORTS,
  sortById,
  sortFromParams,
} from "@/lib/screener/screener-sorts";

describe("the sort options", () => {
  it("are six, with their labels and orders", () => {
    expect(SCREENER_SORTS.map((s) => [s.label, s.orderBy, s.orderDir])).toEqual([
      ["AUM High to Low", "aum", "desc"],
      ["AUM Low to High", "aum", "asc"],
      ["3Y Returns High to Low", "return_3y", "desc"],
      ["3Y Returns Low to High", "return_3y", "asc"],
      ["Expense Ratio Low to High", "expense_ratio", "asc"],
      ["Expense Ratio High to Low", "expense_ratio", "desc"],
    ]);
  });

  it("default to AUM High to Low, what the list call does without order_by", () => {
    expect(sortById(DEFAULT_SORT_ID)).toMatchObject({ orderBy: "aum", orderDir: "desc" });
  });

  it("find each other by id and by parameters", () => {
    for (const sort of SCREENER_SORTS) {
      expect(sortById(sort.id)).toBe(sort);
      expect(sortFromParams(sort.orderBy, sort.orderDir)).toBe(sort);
    }
    expect(sortById("nav_desc")).toBeUndefined();
    expect(sortFromParams(undefined, "asc")).toBeUndefined();
  });
});

describe("the list call's sort keys", () => {
  it("are every metric on a row, in the order the 400 message names them", () => {
    expect(SCREENER_ORDER_KEYS.join(" ")).toBe(
      "aum return_1m return_3m return_6m return_1y return_3y return_5y return_10y return_max expense_ratio volatility sharpe sortino max_drawdown nav fund_age plan_display_name",
    );
  });

  it("sort descending without order_dir, except expense ratio (cheapest first) and plan name (A to Z)", () => {
    const ascending = SCREENER_ORDER_KEYS.filter((key) => orderDirection(key, undefined) === "asc");
    expect(ascending).toEqual(["expense_ratio", "plan_display_name"]);
    expect(orderDirection("plan_display_name", "desc")).toBe("desc");
    expect(orderDirection("aum", "sideways")).toBe("desc");
  });
});
