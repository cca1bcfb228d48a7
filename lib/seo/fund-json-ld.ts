// Title, description and structured data (schema.org JSON-LD) of a fund page. Pure: the page writes them
// through generateMetadata and components/seo/json-ld.tsx; breadcrumbJsonLd makes the trail's list.
import type { FundOverview } from "@/lib/api/schemas/funds";
import { formatDate, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";
import { FUND_PAGES_PATH, fundCanonicalPath } from "@/lib/routes/fund-page-path";
import type { Crumb } from "@/lib/seo/breadcrumb-json-ld";
import { CATEGORIES_PATH, type JsonLd } from "@/lib/seo/category-json-ld";

export const AMC_PAGES_PATH = "/mutual-funds/asset-management-companies";

type Fund = Pick<
  FundOverview,
  "scheme_code" | "isin" | "plan_display_name" | "amc" | "category" | "nav" | "returns" | "facts"
>;

export function fundPageTitle(fund: Pick<Fund, "plan_display_name">): string {
  return `${fund.plan_display_name}: NAV, returns and portfolio`;
}

/** One or two sentences with the facts a searcher looks for; figures the data lacks are left out, never guessed. */
export function fundPageDescription(fund: Fund): string {
  const signed = { allowNegative: true };
  const returns = [
    fund.returns["1y"] === null ? null : `1Y return ${formatPercent(fund.returns["1y"], signed)}`,
    fund.returns["3y"] === null ? null : `3Y ${formatPercent(fund.returns["3y"], signed)} a year`,
  ].filter(Boolean);
  const kind = fund.category ? `${fund.category.name} (${fund.category.asset_class}) fund` : "Mutual fund";
  return (
    `${fund.plan_display_name}: NAV ${formatNav(fund.nav.value)} on ${formatDate(fund.nav.date)}${fund.nav.held_back ? " (unverified)" : ""}${returns.length ? `, ${returns.join(", ")}` : ""}. ` +
    `${kind} from ${fund.amc.name}: returns against the category, risk ratios, portfolio, costs and fund managers.`
  );
}

/** Home > Mutual funds > the fund's category (or the screener when it has none) > the fund. */
export function fundBreadcrumbTrail(fund: Pick<Fund, "scheme_code" | "plan_display_name" | "category">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Mutual funds", path: "/mutual-funds" },
    fund.category
      ? { name: fund.category.name, path: `${CATEGORIES_PATH}/${fund.category.slug}` }
      : { name: "All Mutual Funds", path: FUND_PAGES_PATH },
    { name: fund.plan_display_name, path: fundCanonicalPath(fund.scheme_code) },
  ];
}

/**
 * The fund as a schema.org InvestmentFund (a FinancialProduct): name, page, fund house, SEBI category,
 * identifiers, and its latest NAV, riskometer level and expense ratio where known. URLs are absolute on `origin`.
 */
export function fundJsonLd(fund: Fund, origin: string): JsonLd {
  const url = (path: string) => new URL(path, origin).href;
  const identifiers = [
    ...(fund.isin ? [{ "@type": "PropertyValue", propertyID: "ISIN", value: fund.isin }] : []),
    { "@type": "PropertyValue", propertyID: "AMFI scheme code", value: String(fund.scheme_code) },
  ];
  const properties = [
    {
      "@type": "PropertyValue",
      name: "Net asset value (NAV)",
      value: fund.nav.value,
      unitText: "INR",
      description: `NAV per unit on ${fund.nav.date}${fund.nav.held_back ? ", unverified: outside its category's band of daily moves" : ""}`,
    },
    ...(fund.facts.risk_level
      ? [{ "@type": "PropertyValue", name: "Riskometer", value: fund.facts.risk_level.value }]
      : []),
  ];
  const expenseRatio = fund.facts.expense_ratio?.value ?? null;
  return {
    "@context": "https://schema.org",
    "@type": "InvestmentFund",
    name: fund.plan_display_name,
    url: url(fundCanonicalPath(fund.scheme_code)),
    provider: { "@type": "Organization", name: fund.amc.name, url: url(`${AMC_PAGES_PATH}/${fund.amc.slug}`) },
    ...(fund.category ? { category: fund.category.name } : {}),
    identifier: identifiers,
    additionalProperty: properties,
    ...(expenseRatio === null
      ? {}
      : { feesAndCommissionsSpecification: `Total expense ratio ${formatPercent(expenseRatio)} a year` }),
  };
}
