// The scheme master's minimum amount is free text (501 distinct values: "Rs 5000 and in multiples of Re. 1
// thereafter", "Rs.5000 (Retail) Rs.5 Crs (Institutional)", "REFER SID"). The first rupee figure is the
// amount a new investor needs (a zero is a typo: "NF0- Rs. 5000 ..."); a text without a number has none.
const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lacs?|crores?|crs?|k)?(?![a-z])/gi;

const MULTIPLIER: Record<string, number> = { lakh: 1e5, lac: 1e5, crore: 1e7, cr: 1e7, k: 1e3 };

/** The first rupee figure of a minimum-amount text ("Rs. 1000/- & any amount thereafter" -> 1000), or null. */
export function minimumRupees(text: string): number | null {
  for (const match of text.matchAll(AMOUNT)) {
    const value = Number(match[1]!.replace(/,/g, ""));
    if (!Number.isFinite(value) || value <= 0) continue;
    const unit = match[2]?.toLowerCase().replace(/s$/, "");
    return unit ? value * MULTIPLIER[unit]! : value;
  }
  return null;
}
