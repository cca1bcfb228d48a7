import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { screenerLanding, screenerPageMeta } from "@/lib/screener/screener-seo";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";

const FILTERS: ScreenerFilters = {
  amc: {
    key: "amc",
    title: "AMC",
    type: "checkbox",
    param: "amc",
    items: [{ value: "a-mf", label: "Alpha Mutual Fund", count: 3 }],
  },
  categories: {
    key: "categories",
    title: "Category",
    type: "checkbox",
    param: "category",
    items: [{ value: "Equity", label: "Equity", count: 9 }],
  },
  sub_categories: {
    key: "sub_categories",
    title: "Sub Category",
    type: "checkbox",
    param: "subcategory",
    items: [{ value: "equity-large-cap-fund", label: "Large Cap Fund", count: 4, group: "Equity" }],
  },
  risk_level: {
    key: "risk_level",
    title: "Risk",
    type: "checkbox",
    param: "risk_level",
    items: [{ value: "High", label: "High", count: 3 }],
  },
};
const SUMMARY = "Screen every mutual fund.";
const on = (query: string) => parseScreenerParams(new URLSearchParams(query));
const meta = (query: string) => screenerPageMeta(on(query), FILTERS, SUMMARY);

describe("screenerPageMeta", () => {
  it("gives the unfiltered screener its own title and canonical URL", () => {
    expect(meta("")).toEqual({
      title: "All Mutual Funds: screen every fund by returns, risk and cost",
      description: SUMMARY,
      canonical: "/mutual-funds/mutual-fund-screener",
    });
  });

  it("keeps sort and page out of the canonical URL, and names the page in the title", () => {
    expect(meta("order_by=aum&order_dir=asc&page=3")).toEqual({
      title: "All Mutual Funds: screen every fund by returns, risk and cost, page 3",
      description: SUMMARY,
      canonical: "/mutual-funds/mutual-fund-screener",
    });
  });

  it.each([
    [
      "category=Equity",
      "All Mutual Funds in Equity: returns, risk and cost",
      "/mutual-funds/mutual-fund-screener?category=Equity",
    ],
    [
      "subcategory=equity-large-cap-fund&page=2",
      "All Mutual Funds in Large Cap Fund: returns, risk and cost, page 2",
      "/mutual-funds/mutual-fund-screener?subcategory=equity-large-cap-fund",
    ],
    [
      "amc=a-mf&order_by=return_3y",
      "All Mutual Funds from Alpha Mutual Fund: returns, risk and cost",
      "/mutual-funds/mutual-fund-screener?amc=a-mf",
    ],
  ])("makes a page of one fund house or category: %s", (query, title, canonical) => {
    const result = meta(query);
    expect(result.title).toBe(title);
    expect(result.canonical).toBe(canonical);
    expect(result.description).toMatch(/^Every mutual fund (in|from) /);
  });

  it.each([
    "category=Equity&amc=a-mf",
    "category=Equity&category=Debt",
    "category=Equity&q=x",
    "category=Equity&aum_min=5",
    "risk_level=High",
    "amc=unknown-mf",
    "q=axis",
  ])("points every other screen at the unfiltered screener: %s", (query) => {
    expect(meta(query)).toEqual({
      title: "All Mutual Funds: your filtered screen",
      description: SUMMARY,
      canonical: "/mutual-funds/mutual-fund-screener",
    });
  });

  it("needs the filters to name a landing screen", () => {
    expect(screenerLanding(on("category=Equity"), null)).toBeNull();
    expect(screenerLanding(on("category=Equity"), FILTERS)).toEqual({
      param: "category",
      value: "Equity",
      label: "Equity",
    });
  });
});
