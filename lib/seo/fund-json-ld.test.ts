import { NO_PLAN_FACTS } from "@/lib/funds/facts/latest-plan-facts";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { fundBreadcrumbTrail, fundJsonLd, fundPageDescription, fundPageTitle } from "@/lib/seo/fund-json-ld";
import { jsonLdText } from "@/lib/seo/json-ld-text";

const dated = <T>(value: T) => ({ value, as_of: "2026-10-31", source: "factsheet.csv", stale: false });

const FUND = {
  scheme_code: 900092,
  isin: "INF905Z00044",
  plan_display_name: "Sahyadri Summit Liquid Fund - Regular Plan - Growth",
  amc: {
    slug: "sahyadri-summit-mutual-fund",
    name: "Sahyadri Summit Mutual Fund",
    logo_url: "/amc-logos/sahyadri-summit-mutual-fund.svg",
  },
  category: { id: 14, slug: "debt-liquid-fund", name: "Liquid Fund", asset_class: "Debt" },
  nav: { value: 1195.9496, date: "2026-11-20", change: 0.2791, change_pct: 0.0233, held_back: null },
  returns: { "1m": 0.51, "3m": 1.78, "6m": 3.28, "1y": 6.1732, "3y": -1.234, "5y": null, "10y": null, max: 6.16 },
  facts: {
    expense_ratio: dated(0.37),
    aum: dated(31578.5),
    exit_load: dated("Nil"),
    min_sip: dated(1000),
    min_lumpsum: dated(100),
    risk_level: dated("Moderate" as const),
    benchmark: dated("NIFTY Liquid Index A-I"),
    launch_date: dated("2023-11-23"),
  },
};

const BARE = {
  ...FUND,
  isin: null,
  category: null,
  facts: NO_PLAN_FACTS,
  returns: { ...FUND.returns, "1y": null, "3y": null },
};

describe("fundPageTitle", () => {
  it("names the plan and what the page holds", () => {
    expect(fundPageTitle(FUND)).toBe("Sahyadri Summit Liquid Fund - Regular Plan - Growth: NAV, returns and portfolio");
  });
});

describe("fundPageDescription", () => {
  it("gives the latest NAV, the 1Y and 3Y returns, the category and the fund house", () => {
    expect(fundPageDescription(FUND)).toBe(
      "Sahyadri Summit Liquid Fund - Regular Plan - Growth: NAV ₹1,195.9496 on Nov 20, 2026, 1Y return 6.17%, 3Y -1.23% a year. " +
        "Liquid Fund (Debt) fund from Sahyadri Summit Mutual Fund: returns against the category, risk ratios, portfolio, costs and fund managers.",
    );
  });

  it("leaves out what the data lacks instead of inventing it", () => {
    expect(fundPageDescription(BARE)).toBe(
      "Sahyadri Summit Liquid Fund - Regular Plan - Growth: NAV ₹1,195.9496 on Nov 20, 2026. " +
        "Mutual fund from Sahyadri Summit Mutual Fund: returns against the category, risk ratios, portfolio, costs and fund managers.",
    );
  });
});

describe("fundBreadcrumbTrail", () => {
  it("runs Home > Mutual funds > category > fund, ending at the canonical address", () => {
    expect(fundBreadcrumbTrail(FUND)).toEqual([
      { name: "Home", path: "/" },
      { name: "Mutual funds", path: "/mutual-funds" },
      { name: "Liquid Fund", path: "/mutual-funds/categories/debt-liquid-fund" },
      {
        name: "Sahyadri Summit Liquid Fund - Regular Plan - Growth",
        path: "/mutual-funds/mutual-fund-screener/900092",
      },
    ]);
  });

  it("goes through the screener for a fund without a category", () => {
    expect(fundBreadcrumbTrail(BARE)[2]).toEqual({
      name: "All Mutual Funds",
      path: "/mutual-funds/mutual-fund-screener",
    });
  });

  it("makes a BreadcrumbList with absolute URLs", () => {
    const list = breadcrumbJsonLd(fundBreadcrumbTrail(FUND), "https://fundlens.example.in");
    expect(list.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, "https://fundlens.example.in/"],
      [2, "https://fundlens.example.in/mutual-funds"],
      [3, "https://fundlens.example.in/mutual-funds/categories/debt-liquid-fund"],
      [4, "https://fundlens.example.in/mutual-funds/mutual-fund-screener/900092"],
    ]);
  });
});

describe("fundJsonLd", () => {
  it("describes the fund as a schema.org InvestmentFund with its provider, category, identifiers, NAV, riskometer and costs", () => {
    expect(fundJsonLd(FUND, "https://fundlens.example.in")).toEqual({
      "@context": "https://schema.org",
      "@type": "InvestmentFund",
      name: "Sahyadri Summit Liquid Fund - Regular Plan - Growth",
      url: "https://fundlens.example.in/mutual-funds/mutual-fund-screener/900092",
      provider: {
        "@type": "Organization",
        name: "Sahyadri Summit Mutual Fund",
        url: "https://fundlens.example.in/mutual-funds/asset-management-companies/sahyadri-summit-mutual-fund",
      },
      category: "Liquid Fund",
      identifier: [
        { "@type": "PropertyValue", propertyID: "ISIN", value: "INF905Z00044" },
        { "@type": "PropertyValue", propertyID: "AMFI scheme code", value: "900092" },
      ],
      additionalProperty: [
        {
          "@type": "PropertyValue",
          name: "Net asset value (NAV)",
          value: 1195.9496,
          unitText: "INR",
          description: "NAV per unit on 2026-11-20",
        },
        { "@type": "PropertyValue", name: "Riskometer", value: "Moderate" },
      ],
      feesAndCommissionsSpecification: "Total expense ratio 0.37% a year",
    });
  });

  it("omits the ISIN, category, riskometer and costs when the data has none", () => {
    const data = fundJsonLd(BARE, "https://fundlens.example.in");
    expect(data).not.toHaveProperty("category");
    expect(data).not.toHaveProperty("feesAndCommissionsSpecification");
    expect(data.identifier).toEqual([{ "@type": "PropertyValue", propertyID: "AMFI scheme code", value: "900092" }]);
    expect(data.additionalProperty).toHaveLength(1);
  });

  it("serialises safely even when a name holds markup", () => {
    const text = jsonLdText(
      fundJsonLd({ ...FUND, plan_display_name: "</script><b>Fund</b>" }, "https://fundlens.example.in"),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><b>Fund</b>");
  });
});
