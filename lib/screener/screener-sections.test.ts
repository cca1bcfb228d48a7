import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { groupOptions, matchingOptions, screenerSections } from "@/lib/screener/screener-sections";

const FILTERS: ScreenerFilters = {
  amc: {
    key: "amc",
    title: "AMC",
    type: "checkbox",
    param: "amc",
    items: [{ value: "a-mf", label: "Alpha Mutual Fund", count: 3 }],
  },
  categories: { key: "categories", title: "Category", type: "checkbox", param: "category", items: [] },
  sub_categories: {
    key: "sub_categories",
    title: "Sub Category",
    type: "checkbox",
    param: "subcategory",
    items: [
      { value: "debt-liquid-fund", label: "Liquid Fund", count: 2, group: "Debt" },
      { value: "debt-overnight-fund", label: "Overnight Fund", count: 1, group: "Debt" },
      { value: "equity-large-cap-fund", label: "Large Cap Fund", count: 5, group: "Equity" },
    ],
  },
  mystery: {
    key: "mystery",
    title: "Mystery",
    type: "checkbox",
    param: "mystery",
    items: [{ value: "x", label: "X", count: 1 }],
  },
  expense_ratio: {
    key: "expense_ratio",
    title: "Expense Ratio",
    type: "range",
    param_min: "expense_ratio_min",
    param_max: "expense_ratio_max",
    unit: "%",
    min: 0.1,
    max: 2.21,
  },
  return_1y: {
    key: "return_1y",
    title: "1Y Returns",
    type: "range",
    param_min: "return_1y_min",
    param_max: "return_1y_max",
    unit: "%",
    min: -4.71,
    max: 52.34,
  },
  fund_age: {
    key: "fund_age",
    title: "Fund Age",
    type: "range",
    param_min: "fund_age_min",
    param_max: "fund_age_max",
    unit: "Y",
    min: 1,
    max: 1,
  },
  odd: {
    key: "odd",
    title: "Odd",
    type: "range",
    param_min: "odd_min",
    param_max: "odd_max",
    unit: "%",
    min: 0,
    max: 1,
  },
};

describe("screenerSections", () => {
  it("keeps the response's order: checkbox lists the list call takes, and ranges with a width", () => {
    expect(screenerSections(FILTERS).map((s) => [s.kind, s.key])).toEqual([
      ["list", "amc"],
      ["list", "sub_categories"],
      ["range", "expense_ratio"],
      ["range", "return_1y"],
    ]);
    expect(screenerSections(FILTERS)[2]).toEqual({
      kind: "range",
      key: "expense_ratio",
      title: "Expense Ratio",
      unit: "%",
      min: 0.1,
      max: 2.21,
    });
  });

  it("keeps a return range whose minimum is below zero, with its bounds as sent", () => {
    expect(screenerSections(FILTERS).find((s) => s.key === "return_1y")).toEqual({
      kind: "range",
      key: "return_1y",
      title: "1Y Returns",
      unit: "%",
      min: -4.71,
      max: 52.34,
    });
  });

  it("is empty without filters", () => {
    expect(screenerSections(null)).toEqual([]);
    expect(screenerSections({})).toEqual([]);
  });
});

describe("matchingOptions", () => {
  const items = (FILTERS.sub_categories as { items: { value: string; label: string; count: number; group?: string }[] })
    .items;
  it("matches the label or the group, ignoring case and spaces", () => {
    expect(matchingOptions(items, "  FUND ").map((i) => i.value)).toHaveLength(3);
    expect(matchingOptions(items, "liq").map((i) => i.value)).toEqual(["debt-liquid-fund"]);
    expect(matchingOptions(items, "equity").map((i) => i.value)).toEqual(["equity-large-cap-fund"]);
    expect(matchingOptions(items, "zzz")).toEqual([]);
    expect(matchingOptions(items, "")).toEqual(items);
  });

  it("groups consecutive items by their group", () => {
    expect(groupOptions(items).map((g) => [g.group, g.items.length])).toEqual([
      ["Debt", 2],
      ["Equity", 1],
    ]);
    expect(groupOptions([{ value: "a", label: "A", count: 1 }])).toEqual([
      { group: undefined, items: [{ value: "a", label: "A", count: 1 }] },
    ]);
  });
});
