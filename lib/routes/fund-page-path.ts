/** A fund detail page's address: the scheme code, with the ISIN as the page also receives it (spec, route table). */
export function fundPagePath(plan: { scheme_code: number; isin: string | null }): string {
  return `/mutual-funds/mutual-fund-screener/${plan.scheme_code}${plan.isin ? `?isin=${encodeURIComponent(plan.isin)}` : ""}`;
}
