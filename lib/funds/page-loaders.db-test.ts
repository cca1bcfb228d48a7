import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { categoryPaging, loadCategory, loadCategoryPageData } from "@/lib/funds/categories/category-page-data";
import { loadAmcPage } from "@/lib/funds/load-amc-page";
import { loadFundPage } from "@/lib/funds/load-fund-page";
import { loadOfferPage } from "@/lib/funds/load-offer-page";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { loadScreenerFilters, loadScreenerPage } from "@/lib/screener/screener-page-data";

// The page loaders against the API fixture: what each page gets for an address, and null (the page's 404)
// for one that names nothing, malformed or unknown.
let context: ApiTestContext;
beforeAll(async () => {
  context = await startApiTestContext();
});
afterAll(async () => {
  await context.stop();
});

describe("page loaders", () => {
  it("the fund page: a known scheme code, else null", async () => {
    expect((await loadFundPage("1001"))?.overview).toMatchObject({ scheme_code: 1001, isin: "INF000A01011" });
    expect(await loadFundPage("9999")).toBeNull();
    expect(await loadFundPage("01001")).toBeNull();
  });

  it("the fund house page: its slug or id, else null", async () => {
    expect(await loadAmcPage("alpha-mutual-fund")).toMatchObject({
      slug: "alpha-mutual-fund",
      name: "Alpha Mutual Fund",
    });
    expect(await loadAmcPage("2")).toMatchObject({ slug: "beta-mutual-fund" });
    expect(await loadAmcPage("gamma-mutual-fund")).toBeNull();
    expect(await loadAmcPage("Alpha Mutual Fund")).toBeNull();
  });

  it("the new fund offer page: a known id, else null", async () => {
    expect(await loadOfferPage("1")).toMatchObject({ id: 1, name: "Alpha Quality Fund" });
    expect(await loadOfferPage("4")).toBeNull();
    expect(await loadOfferPage("1e3")).toBeNull();
  });

  it("the category page: its slug or id, else null; a page past the end is the last page", async () => {
    const category = await loadCategory("equity-large-cap-fund");
    expect(category).toMatchObject({ slug: "equity-large-cap-fund" });
    expect(await loadCategory("1")).toMatchObject({ slug: "equity-large-cap-fund" });
    expect(await loadCategory("equity-mid-cap-fund")).toBeNull();
    expect(await loadCategory("Equity")).toBeNull();

    const second = await loadCategoryPageData(category!, categoryPaging({ page: "2", page_size: "1" }));
    expect([second.pager.current, second.topFunds.plans.map((p) => p.scheme_code)]).toEqual([2, [2001]]);
    const past = await loadCategoryPageData(category!, categoryPaging({ page: "9", page_size: "1" }));
    expect([past.pager.current, past.topFunds.page, past.topFunds.plans.map((p) => p.scheme_code)]).toEqual([
      2,
      2,
      [2001],
    ]);
  });

  it("the screener: its filters, and the last page for a page past the end", async () => {
    expect(await loadScreenerFilters()).toHaveProperty("amc.type", "checkbox");
    const { state, page } = await loadScreenerPage(parseScreenerParams({ page: "99" }));
    expect(page).not.toBeNull();
    expect(state.page).toBe(page!.total_pages);
    expect(page!.page).toBe(page!.total_pages);
    expect(page!.plans.length).toBeGreaterThan(0);
  });
});
