import { LOGGED_IN_MENU, LOGGED_OUT_MENU, isActiveItem, matchesPrefix } from "@/lib/navigation/menus";

const byTitle = (menu: typeof LOGGED_OUT_MENU, title: string) => {
  const item = menu.find((i) => i.title === title);
  if (!item) throw new Error(title);
  return item;
};

describe("matchesPrefix", () => {
  it.each([
    ["/mutual-funds", "/mutual-funds", true],
    ["/mutual-funds/new-fund-offers/4", "/mutual-funds", true],
    ["/mutual-fundsx", "/mutual-funds", false],
    ["/", "/mutual-funds", false],
    ["/calculators/cagr-calculator", "/calculators", true],
  ])("%s under %s is %s", (path, prefix, expected) => {
    expect(matchesPrefix(path, prefix)).toBe(expected);
  });
});

describe("active tab by path prefix", () => {
  it.each([
    ["/features", "Features"],
    ["/mutual-funds/mutual-fund-screener/119551", "Mutual Funds"],
    ["/calculators/systematic-investment-plan", "Tools"],
    ["/goal-planning", "Tools"],
    ["/risk-profiling", "Tools"],
  ])("logged out: %s highlights %s and nothing else", (path, title) => {
    const active = LOGGED_OUT_MENU.filter((item) => isActiveItem(item, path)).map((i) => i.title);
    expect(active).toEqual([title]);
  });

  it("logged in: Home is /dashboard and Portfolio is /portfolio", () => {
    expect(isActiveItem(byTitle(LOGGED_IN_MENU, "Home"), "/dashboard")).toBe(true);
    expect(isActiveItem(byTitle(LOGGED_IN_MENU, "Portfolio"), "/portfolio")).toBe(true);
    expect(LOGGED_IN_MENU.filter((item) => isActiveItem(item, "/about"))).toEqual([]);
  });
});
