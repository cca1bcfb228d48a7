// The FD form's choices, apart from the FD math (fixed-deposit.ts) so that the form loads without it.
export const FD_COMPOUNDING = ["monthly", "quarterly", "half-yearly", "yearly", "simple"] as const;
export type FdCompounding = (typeof FD_COMPOUNDING)[number];

export const FD_COMPOUNDING_LABELS: Record<FdCompounding, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  "half-yearly": "Half-yearly",
  yearly: "Yearly",
  simple: "Simple interest (payout)",
};

export const TENURE_UNITS = ["years", "months", "days"] as const;
export type TenureUnit = (typeof TENURE_UNITS)[number];
export const TENURE_UNIT_LABELS: Record<TenureUnit, string> = { years: "Years", months: "Months", days: "Days" };
