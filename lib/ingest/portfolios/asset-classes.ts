/**
 * The asset classes a disclosed portfolio is split into (docs/data-import.md, "Portfolios"). Cash and its
 * equivalents (TREPS, repo, CBLO, margins, deposits, net receivables or current assets, which may be negative)
 * are a class of their own, never a holding or a sector; "Others" is the rest outside equity and debt (fund
 * units, REITs, InvITs, gold, AIFs).
 */
export const ASSET_CLASSES = ["Equity", "Debt", "Money Market", "Cash & Equivalents", "Others", "Derivatives"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** The one line cash and its equivalents make in every breakdown (asset classes, sectors, credit quality). */
export const CASH_CLASS = "Cash & Equivalents" satisfies AssetClass;

// Cash words, as a line or a section heading prints them ("f) TREPS / Reverse Repo Investments", "Cash Margin -
// CCIL", "Net Receivables / (Payables)", "Other Current Assets / (Liabilities)", "Margin amount for Derivative
// positions", "Clearing Corporation of India Ltd", "Term Deposits Placed as Margins").
const CASH_WORDS =
  /\b(treps|tri-?party repo|triparty repo|reverse repo|repo\b|cblo|clearing corporation|ccil|cash|margins?\b|net current assets|current assets|net receivables?|receivables?|payables?|deposits?\b)/i;

/**
 * Section headings of the disclosures (and what they mean), first match wins ("Certificate of Deposits" is money
 * market before "deposits" is cash; "Margin amount for Derivative positions" is cash before derivatives). A heading that matches none
 * ("(a) Listed / awaiting listing", "Subtotal") leaves the current class as it is.
 */
export const SECTION_CLASSES: readonly { pattern: RegExp; assetClass: AssetClass }[] = [
  {
    pattern:
      /money market|commercial paper|certificates? of deposit|treasury bills?|t-?bills?|bills re-? ?discount|strips\b/i,
    assetClass: "Money Market",
  },
  { pattern: CASH_WORDS, assetClass: CASH_CLASS },
  { pattern: /deriv|futures?\b|options?\b|swaps?\b/i, assetClass: "Derivatives" },
  { pattern: /equity|equities|preference shares|foreign securities/i, assetClass: "Equity" },
  {
    pattern:
      /debt|bonds?\b|debentures?|government securities|state development|sdl\b|g-?secs?\b|gilt|securiti[sz]ed|ptc\b|zero coupon/i,
    assetClass: "Debt",
  },
  {
    pattern: /others?\b|mutual fund units|exchange traded funds|alternative investment|reits?\b|invits?\b|gold|silver/i,
    assetClass: "Others",
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
