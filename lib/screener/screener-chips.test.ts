import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { rangeChipLabel, screenerChips } from "@/lib/screener/screener-chips";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { EMPTY_SCREENER_STATE } from "@/lib/screener/screener-url-state";

const FILTERS: ScreenerFilters = {
  amc: {
    key: "amc",
    title: "AMC",
    type: "checkbox",
    param: "amc",
    items: [{ value: "a-mf", label: "Alpha Mutual Fund", count: 3 }],
  },
  risk_level: {
    key: "risk_level",
    title: "Risk",
    type: "checkbox",
    param: "risk_level",
    items: [{ value: "High", label: "High", count: 3 }],
  },
  aum: {
    key: "aum",
    title: "Fund Size",
    type: "range",
    param_min: "aum_min",
    param_max: "aum_max",
    unit: "Cr",
    min: 1,
    max: 50000,
  },
};

const on = (query: string) => parseScreenerParams(new URLSearchParams(query));

describe("screenerChips", () => {
  it("has no chips for the default screen", () => {
    expect(screenerChips(EMPTY_SCREENER_STATE, FILTERS)).toEqual([]);
  });

  it("labels values as the filters call does, ranges with their units, and the search text", () => {
    const chips = screenerChips(
      on("risk_level=High&amc=a-mf&amc=unknown-mf&aum_min=500&expense_ratio_max=1.5&q=tax&page=4"),
      FILTERS,
    );
    expect(chips.map((c) => [c.id, c.label])).toEqual([
      ["amc:a-mf", "Alpha Mutual Fund"],
      ["amc:unknown-mf", "unknown-mf"],
      ["risk_level:High", "High"],
      ["range:expense_ratio", "Expense Ratio: up to 1.50%"],
      ["range:aum", "Fund Size: ₹500.00 Cr or more"],
      ["q", "Search: tax"],
    ]);
  });

  it("removes just that chip and goes back to page 1", () => {
    const state = on("amc=a-mf&risk_level=High&aum_min=500&q=tax&order_by=return_3y&page=4");
    const chips = screenerChips(state, FILTERS);
    const byId = (id: string) => chips.find((c) => c.id === id)!.without;
    expect(byId("amc:a-mf")).toEqual({ ...state, lists: { ...state.lists, amc: [] }, page: 1 });
    expect(byId("range:aum")).toEqual({ ...state, ranges: {}, page: 1 });
    expect(byId("q")).toEqual({ ...state, q: "", page: 1 });
    expect(byId("risk_level:High").sort).toBe("return_3y_desc");
  });

  it("names a range without a filter section by its own title", () => {
    expect(screenerChips(on("return_3y_min=-2.5&fund_age_max=3"), null).map((c) => c.label)).toEqual([
      "3Y Returns: -2.50% or more",
      "Fund Age: up to 3.00 Y",
    ]);
  });
});

describe("rangeChipLabel", () => {
  it.each([
    [{ min: 0.5, max: 1.25 }, "%", "Expense Ratio: 0.50% to 1.25%"],
    [{ min: 0 }, "%", "Expense Ratio: 0.00% or more"],
    [{ max: 100 }, "Cr", "Expense Ratio: up to ₹100.00 Cr"],
    [{ min: 0.5, max: 2 }, "Y", "Expense Ratio: 0.50 Y to 2.00 Y"],
  ] as const)("%p %s", (range, unit, label) => {
    expect(rangeChipLabel("Expense Ratio", unit, range)).toBe(label);
  });
});
