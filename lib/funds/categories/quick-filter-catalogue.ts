/** Funds of ₹10,000 crore and more count as large. */
export const LARGE_FUND_AUM_CR = 10_000;

/**
 * The quick filters ("chips") a category page offers, in display order. What each one matches in SQL is in
 * quick-filter-conditions.ts, keyed by the same slugs.
 */
export const QUICK_FILTER_CATALOGUE = [
  {
    slug: "direct",
    title: "Direct plans",
    description: "Bought straight from the fund house: no distributor commission, so a lower expense ratio.",
  },
  {
    slug: "regular",
    title: "Regular plans",
    description: "Bought through a distributor, whose commission is paid out of the expense ratio.",
  },
  {
    slug: "growth",
    title: "Growth option",
    description: "Gains stay invested and compound in the NAV; nothing is paid out.",
  },
  {
    slug: "idcw",
    title: "IDCW option",
    description: "Income Distribution cum Capital Withdrawal: distributions are paid out or reinvested when declared.",
  },
  {
    slug: "index-funds",
    title: "Index funds & ETFs",
    description: "Passive funds that track a market index instead of picking securities.",
  },
  {
    slug: "active",
    title: "Actively managed",
    description: "A fund manager picks the securities, aiming to beat the benchmark.",
  },
  {
    slug: "low-expense",
    title: "Low expense ratio",
    description:
      "Expense ratio below the median of its SEBI category (Direct plans compared with Direct, Regular with Regular).",
  },
  {
    slug: "top-quartile-1y",
    title: "Top quartile (1Y)",
    description: "Among the best 25% of its SEBI category by 1-year return.",
  },
  {
    slug: "top-quartile-3y",
    title: "Top quartile (3Y)",
    description: "Among the best 25% of its SEBI category by 3-year return.",
  },
  {
    slug: "top-quartile-5y",
    title: "Top quartile (5Y)",
    description: "Among the best 25% of its SEBI category by 5-year return.",
  },
  { slug: "large-size", title: "Large fund size", description: "Assets under management of ₹10,000 crore or more." },
  { slug: "low-risk", title: "Low risk", description: "Riskometer at Low or Low to Moderate." },
  { slug: "sip-100", title: "SIP from ₹100", description: "Minimum SIP instalment of ₹100 or less." },
  { slug: "sip-500", title: "SIP from ₹500", description: "Minimum SIP instalment of ₹500 or less." },
  { slug: "five-year-track-record", title: "5+ year track record", description: "Launched at least 5 years ago." },
  { slug: "new-funds", title: "New funds", description: "Launched in the last 12 months." },
] as const;

export type QuickFilterSlug = (typeof QUICK_FILTER_CATALOGUE)[number]["slug"];

const SLUGS: ReadonlySet<string> = new Set(QUICK_FILTER_CATALOGUE.map((filter) => filter.slug));

export function isQuickFilterSlug(value: string): value is QuickFilterSlug {
  return SLUGS.has(value);
}
