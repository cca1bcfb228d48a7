/** Unit labels from the product spec. */
export const RUPEE_SYMBOL = "₹";
export const CRORE_LABEL = "Cr";
export const LAKH_LABEL = "Lakh";
export const PERCENT_SYMBOL = "%";
export const YEAR_LABEL = "Y";
export const MONTH_LABEL = "M";
export const DAY_LABEL = "D";

export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** What every display formatter shows for a value it will not display. */
export const EMPTY_DISPLAY = "--";

/** Fraction digits used by formatNumber, formatInr and formatInrCompact when none are given. */
export const DEFAULT_FRACTION_DIGITS = 2;

/** Largest fractionDigits accepted (the same ceiling as Number.prototype.toFixed in older engines). */
export const MAX_FRACTION_DIGITS = 20;
