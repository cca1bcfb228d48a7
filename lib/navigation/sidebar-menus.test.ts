import { isSidebarItemActive, MUTUAL_FUNDS_SIDEBAR, toolsSidebar } from "./sidebar-menus";

const calculators = [
  { title: "SIP calculator", link: "/calculators/systematic-investment-plan" },
  { title: "CAGR calculator", link: "/calculators/cagr-calculator" },
];
const tools = toolsSidebar(calculators);
const byTitle = (title: string) => {
  const item = [...tools, ...MUTUAL_FUNDS_SIDEBAR].find((i) => i.title === title);
  if (!item) throw new Error(title);
  return item;
};

describe("sidebar menus", () => {
  it("lists the tools menu", () => {
    expect(tools.map((i) => i.title)).toEqual(["Risk Profiling", "Financial Plan", "Calculators"]);
    expect(byTitle("Financial Plan").subItems).toEqual([
      { title: "Spending Habits", link: "/goal-planning" },
      { title: "My Finance", link: "/goal-planning" },
      { title: "Emergency Fund", link: "/goal-planning" },
      { title: "Goal Planner", link: "/goal-planning" },
    ]);
    expect(byTitle("Calculators").subItems).toBe(calculators);
  });

  it("lists the mutual-funds menu", () => {
    expect(MUTUAL_FUNDS_SIDEBAR.map((i) => [i.title, i.link])).toEqual([
      ["Screener", "/mutual-funds/mutual-fund-screener"],
      ["NFO", "/mutual-funds/new-fund-offers"],
      ["Basket", "/mutual-funds/baskets"],
      ["Compare", "/mutual-funds/compare-mutual-funds"],
    ]);
  });
});

describe("isSidebarItemActive", () => {
  it.each([
    ["Risk Profiling", "/risk-profiling", true],
    ["Risk Profiling", "/risk-profiling/history", false],
    ["Calculators", "/calculators", true],
    ["Calculators", "/calculators/cagr-calculator", true],
    ["Calculators", "/calculators/systematic-investment-plan/x", true],
    ["Calculators", "/calculators/fixed-deposit-calculator", false],
    ["Financial Plan", "/goal-planning", true],
    ["Screener", "/mutual-funds/mutual-fund-screener", true],
    ["Screener", "/mutual-funds/new-fund-offers", false],
    ["NFO", "/mutual-funds/new-fund-offers", true],
    // An NFO's own page, and a fund's page, highlight their list's item (issue 37, 13).
    ["NFO", "/mutual-funds/new-fund-offers/12", true],
    ["Screener", "/mutual-funds/mutual-fund-screener/118778", true],
    ["Screener", "/mutual-funds/mutual-fund-screenerx", false],
    ["Compare", "/mutual-funds/compare-mutual-fundsx", false],
  ])("%s on %s: %p", (title, pathname, expected) => {
    expect(isSidebarItemActive(byTitle(title), pathname)).toBe(expected);
  });
});
