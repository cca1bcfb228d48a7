import fc from "fast-check";
import { clearRange, setRange } from "@/lib/screener/screener-range-changes";
import {
  activeFilterCount,
  clearFilters,
  goToPage,
  isGrowthOnly,
  setGrowthOnly,
  setSearchText,
  setSort,
  toggleListValue,
} from "@/lib/screener/screener-state-changes";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { EMPTY_SCREENER_STATE, MAX_SCREENER_PAGE, type ScreenerState } from "@/lib/screener/screener-url-state";

const on = (query: string): ScreenerState => parseScreenerParams(new URLSearchParams(query));
const BOUNDS = { min: 0.1, max: 2.21 };

describe("every filter, search or sort change goes back to page 1", () => {
  const page3 = on("amc=a&expense_ratio_min=0.5&q=x&order_by=aum&page=3");
  it.each<[string, (s: ScreenerState) => ScreenerState]>([
    ["checking a value", (s) => toggleListValue(s, "category", "Equity", true)],
    ["unchecking a value", (s) => toggleListValue(s, "amc", "a", false)],
    ["moving a range", (s) => setRange(s, "expense_ratio", [0.6, 2.21], BOUNDS)],
    ["clearing a range", (s) => clearRange(s, "expense_ratio")],
    ["typing a search", (s) => setSearchText(s, "xy")],
    ["choosing a sort", (s) => setSort(s, "expense_ratio_asc")],
    ["clear all", clearFilters],
  ])("%s", (_name, change) => {
    expect(change(page3).page).toBe(1);
  });

  it("but a change that changes nothing keeps the same state (and page)", () => {
    expect(toggleListValue(page3, "amc", "a", true)).toBe(page3);
    expect(toggleListValue(page3, "amc", "zzz", false)).toBe(page3);
    expect(clearRange(page3, "aum")).toBe(page3);
    expect(setSearchText(page3, "x")).toBe(page3);
    expect(setSort(page3, "aum_desc")).toBe(page3);
  });
});

describe("toggleListValue", () => {
  it("adds at the end and removes only the value", () => {
    const one = toggleListValue(EMPTY_SCREENER_STATE, "amc", "b", true);
    const two = toggleListValue(one, "amc", "a", true);
    expect(two.lists.amc).toEqual(["b", "a"]);
    expect(toggleListValue(two, "amc", "b", false).lists.amc).toEqual(["a"]);
    expect(EMPTY_SCREENER_STATE.lists.amc).toEqual([]);
  });
});

describe("setRange", () => {
  it("leaves an end at or beyond the filter's bound unset", () => {
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0.1, 2.21], BOUNDS).ranges).toEqual({});
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0, 3], BOUNDS).ranges).toEqual({});
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0.5, 2.21], BOUNDS).ranges).toEqual({
      expense_ratio: { min: 0.5 },
    });
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0.1, 1.5], BOUNDS).ranges).toEqual({
      expense_ratio: { max: 1.5 },
    });
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0.5, 1.5], BOUNDS).ranges).toEqual({
      expense_ratio: { min: 0.5, max: 1.5 },
    });
  });

  it("removes the range when both ends go back to the bounds, keeping the others", () => {
    const state = on("expense_ratio_min=0.5&aum_max=100");
    expect(setRange(state, "expense_ratio", [0.1, 2.21], BOUNDS).ranges).toEqual({ aum: { max: 100 } });
  });

  it("keeps values to the slider's step of 0.01", () => {
    expect(setRange(EMPTY_SCREENER_STATE, "expense_ratio", [0.30000000000000004, 1.005], BOUNDS).ranges).toEqual({
      expense_ratio: { min: 0.3, max: 1.01 },
    });
  });
});

describe("setSearchText", () => {
  it("trims and keeps at most 100 characters, as the list call takes", () => {
    expect(setSearchText(EMPTY_SCREENER_STATE, "  tax saver ").q).toBe("tax saver");
    expect(setSearchText(EMPTY_SCREENER_STATE, "a".repeat(150)).q).toBe("a".repeat(100));
    expect(setSearchText(EMPTY_SCREENER_STATE, "   ")).toBe(EMPTY_SCREENER_STATE);
    expect(setSearchText(on("q=tax"), "tax ")).toEqual(on("q=tax"));
  });
});

describe("goToPage", () => {
  it.each([
    [2, 2],
    [0, 1],
    [-5, 1],
    [2.9, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [MAX_SCREENER_PAGE + 5, MAX_SCREENER_PAGE],
  ])("goToPage(%p) = %p", (page, expected) => {
    expect(goToPage(EMPTY_SCREENER_STATE, page).page).toBe(expected);
  });

  it("keeps the filters", () => {
    const state = on("amc=a&risk_level=High&q=x&order_by=return_3y");
    expect(goToPage(state, 4)).toEqual({ ...state, page: 4 });
  });
});

describe("clearFilters", () => {
  it("removes every filter and the search text but keeps the sort", () => {
    expect(clearFilters(on("amc=a&category=Debt&aum_min=5&q=x&order_by=return_3y&order_dir=asc&page=2"))).toEqual({
      ...EMPTY_SCREENER_STATE,
      sort: "return_3y_asc",
    });
  });
});

describe("activeFilterCount", () => {
  it("counts each checked value, each range and the search text", () => {
    expect(activeFilterCount(EMPTY_SCREENER_STATE)).toBe(0);
    expect(
      activeFilterCount(
        on("amc=a&amc=b&risk_level=High&aum_min=1&aum_max=2&expense_ratio_max=1&q=x&order_by=aum&page=3"),
      ),
    ).toBe(6);
  });

  it("is zero exactly after clear all", () => {
    const key = fc.constantFrom("amc", "category", "risk_level", "aum_min", "q", "order_by", "page");
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 8 }))), (pairs) => {
        expect(activeFilterCount(clearFilters(parseScreenerParams(new URLSearchParams(pairs))))).toBe(0);
      }),
    );
  });
});

describe("the Growth plans only box", () => {
  const base = { ...EMPTY_SCREENER_STATE, page: 3 };
  it("is checked only when Growth is the one option chosen", () => {
    expect(isGrowthOnly(base)).toBe(false);
    expect(isGrowthOnly({ ...base, lists: { ...base.lists, option_type: ["Growth"] } })).toBe(true);
    expect(isGrowthOnly({ ...base, lists: { ...base.lists, option_type: ["Growth", "IDCW Payout"] } })).toBe(false);
  });

  it("checking keeps Growth alone and goes to page 1; unchecking drops the option filter", () => {
    const on = setGrowthOnly({ ...base, lists: { ...base.lists, option_type: ["IDCW Payout"] } }, true);
    expect(on.lists.option_type).toEqual(["Growth"]);
    expect(on.page).toBe(1);
    const off = setGrowthOnly({ ...on, page: 2 }, false);
    expect(off.lists.option_type).toEqual([]);
    expect(off.page).toBe(1);
    expect(setGrowthOnly(on, true)).toBe(on);
  });
});
