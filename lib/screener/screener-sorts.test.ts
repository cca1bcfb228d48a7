import { SCREENER_ORDER_KEYS } from "@/lib/screener/screener-constants";
import { DEFAULT_SORT_ID, SCREENER_SORTS, sortById, sortFromParams } from "@/lib/screener/screener-sorts";

describe("the sort options (spec section 9)", () => {
  it("are the spec's six, in its words", () => {
    expect(SCREENER_SORTS.map((s) => [s.label, s.orderBy, s.orderDir])).toEqual([
      ["AUM High to Low", "aum", "desc"],
      ["AUM Low to High", "aum", "asc"],
      ["3Y Returns High to Low", "return_3y", "desc"],
      ["3Y Returns Low to High", "return_3y", "asc"],
      ["Expense Ratio Low to High", "expense_ratio", "asc"],
      ["Expense Ratio High to Low", "expense_ratio", "desc"],
    ]);
    for (const sort of SCREENER_SORTS) expect(SCREENER_ORDER_KEYS).toContain(sort.orderBy);
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

  it("take the list call's default direction when none is given", () => {
    expect(sortFromParams("aum", undefined)?.id).toBe("aum_desc");
    expect(sortFromParams("return_3y", "up")?.id).toBe("return_3y_desc");
    expect(sortFromParams("expense_ratio", undefined)?.id).toBe("expense_ratio_asc");
  });
});
