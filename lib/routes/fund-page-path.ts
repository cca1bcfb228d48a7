export const FUND_PAGES_PATH = "/mutual-funds/mutual-fund-screener";

/** A fund page's one canonical address: the scheme code alone. */
export function fundCanonicalPath(schemeCode: number): string {
  return `${FUND_PAGES_PATH}/${schemeCode}`;
}

/** A fund detail page's address: the scheme code, with the ISIN as the page also receives it (an optional query). */
export function fundPagePath(plan: { scheme_code: number; isin: string | null }): string {
  return `${fundCanonicalPath(plan.scheme_code)}${plan.isin ? `?isin=${encodeURIComponent(plan.isin)}` : ""}`;
}
