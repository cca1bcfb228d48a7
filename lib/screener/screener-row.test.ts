import { toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

const row = (scheme_code: number, aumAsOf: string | null): ScreenerRowData => ({
  scheme_code,
  isin: "INF000000001",
  plan_display_name: "Example Flexi Cap Fund - Direct Plan - Growth",
  amc_slug: "example-mutual-fund",
  amc_name: "Example Mutual Fund",
  category_slug: "equity-flexi-cap-fund",
  sebi_category_name: "Equity",
  sebi_subcategory_name: "Flexi Cap Fund",
  plan_type: "Direct",
  option_type: "Growth",
  risk_level: "Very High",
  return_1y: 12.5,
  return_3y: null,
  return_5y: null,
  expense_ratio: 0.62,
  aum: 1234.5,
  nav: 56.78,
  nav_date: "2026-11-27",
  expense_ratio_as_of: "2026-10-31",
  expense_ratio_source: "AMFI TER",
  aum_as_of: aumAsOf,
  aum_source: aumAsOf === null ? null : "AMFI AUM",
  risk_level_as_of: null,
  risk_level_source: "scheme master",
});

describe("toScreenerPlans", () => {
  beforeAll(() => jest.useFakeTimers({ now: new Date("2026-11-29T06:00:00Z"), doNotFake: ["nextTick"] }));
  afterAll(() => jest.useRealTimers());

  // The API's bytes: the row's columns in their order without the dated facts' columns, then the logo and the sources.
  it("keeps the row's column order and moves each dated fact into fact_sources, stale against today in India", () => {
    const [fresh, stale, undated] = toScreenerPlans([row(1, "2026-11-01"), row(2, "2026-09-30"), row(3, null)]);
    expect(Object.keys(fresh!)).toEqual([
      "scheme_code",
      "isin",
      "plan_display_name",
      "amc_slug",
      "amc_name",
      "category_slug",
      "sebi_category_name",
      "sebi_subcategory_name",
      "plan_type",
      "option_type",
      "risk_level",
      "return_1y",
      "return_3y",
      "return_5y",
      "expense_ratio",
      "aum",
      "nav",
      "nav_date",
      "desktop_logo_url",
      "fact_sources",
    ]);
    expect(fresh!.desktop_logo_url).toBe("/amc-logos/example-mutual-fund.svg");
    expect(fresh!.fact_sources).toEqual({
      expense_ratio: { as_of: "2026-10-31", source: "AMFI TER", stale: false },
      aum: { as_of: "2026-11-01", source: "AMFI AUM", stale: false },
      risk_level: null,
    });
    // 60 days old against AUM's 45; the TER's date is shared with the first row and judged the same.
    expect(stale!.fact_sources.aum).toEqual({ as_of: "2026-09-30", source: "AMFI AUM", stale: true });
    expect(stale!.fact_sources.expense_ratio).toEqual(fresh!.fact_sources.expense_ratio);
    expect(undated!.fact_sources.aum).toBeNull();
  });
});
