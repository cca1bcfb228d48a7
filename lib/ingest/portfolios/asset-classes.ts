/** The asset classes a disclosed portfolio is split into (docs/data-import.md, "Portfolios"). */
export const ASSET_CLASSES = ["Equity", "Debt", "Money Market", "Cash & Others", "Derivatives"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/**
 * Section headings of the disclosures (and what they mean), first match wins. A heading that matches none
 * ("(a) Listed / awaiting listing", "Subtotal") leaves the current class as it is.
 */
export const SECTION_CLASSES: readonly { pattern: RegExp; assetClass: AssetClass }[] = [
  { pattern: /deriv|futures?\b|options?\b|swaps?\b/i, assetClass: "Derivatives" },
  { pattern: /equity|equities|preference shares|foreign securities/i, assetClass: "Equity" },
  {
    pattern:
      /money market|commercial paper|certificates? of deposit|treasury bills?|t-?bills?|bills re-? ?discount|strips\b/i,
    assetClass: "Money Market",
  },
  {
    pattern:
      /debt|bonds?\b|debentures?|government securities|state development|sdl\b|g-?secs?\b|gilt|securiti[sz]ed|ptc\b|zero coupon/i,
    assetClass: "Debt",
  },
  {
    pattern:
      /others?\b|treps|repo|cblo|cash|deposits?\b|mutual fund units|exchange traded funds|alternative investment|reits?\b|invits?\b|gold|silver|current assets|receivables?/i,
    assetClass: "Cash & Others",
  },
];

/** Lines that are cash or the like wherever they stand (a heading above them says nothing about them). */
const CASH_LINE =
  /^(treps|tri-?party repo|triparty repo|reverse repo|cblo|clearing corporation|cash|net (current assets|receivables?)|margin|ccil)/i;

export const isCashLine = (name: string) => CASH_LINE.test(name.trim());

/** The class a heading names, or null when it names none. */
export function sectionClassOf(heading: string): AssetClass | null {
  return SECTION_CLASSES.find(({ pattern }) => pattern.test(heading))?.assetClass ?? null;
}
