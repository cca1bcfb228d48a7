/** The asset classes the X-ray adds a portfolio up into, in the order it shows them. */
export const ASSET_CLASSES = [
  { key: "equity", label: "Equity" },
  { key: "debt", label: "Debt" },
  { key: "money-market", label: "Money market" },
  { key: "cash", label: "Cash, TREPS and net receivables" },
  { key: "others", label: "Others (gold, fund units, REITs, derivatives)" },
  { key: "not-itemised", label: "Not itemised (disclosed weights short of or over 100%)" },
  { key: "not-disclosed", label: "Not disclosed (funds without a portfolio)" },
] as const;

export type AssetClassKey = (typeof ASSET_CLASSES)[number]["key"];

/**
 * The class of a disclosed line. Cash and its equivalents carry no ISIN ("Cash" in the factsheets, "Cash &
 * Others" without an ISIN in the fund houses' files); a "Cash & Others" line with an ISIN (a REIT, an InvIT,
 * another fund's units) is a security of the "others" class, as is every word the disclosures use besides.
 */
export function assetClassOf(assetType: string, isin: string | null): AssetClassKey {
  switch (assetType) {
    case "Equity":
      return "equity";
    case "Debt":
      return "debt";
    case "Money Market":
      return "money-market";
    case "Cash":
      return "cash";
    case "Cash & Others":
      return isin ? "others" : "cash";
    default:
      return "others";
  }
}
