/** The NAV chart's ranges, in the order the buttons show them. */
export const CHART_RANGES = ["1M", "3M", "6M", "1Y", "3Y", "MAX"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const RANGE_WORDS: Record<ChartRange, string> = {
  "1M": "last month",
  "3M": "last 3 months",
  "6M": "last 6 months",
  "1Y": "last year",
  "3Y": "last 3 years",
  MAX: "full history",
};
