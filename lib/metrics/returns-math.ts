import { ABSOLUTE_RETURN_MAX_MONTHS } from "@/lib/metrics/conventions";

/** Absolute return in percent: 100 -> 110 is 10. */
export function absoluteReturnPct(startNav: number, endNav: number): number {
  return (endNav / startNav - 1) * 100;
}

/** CAGR in percent: (end / start)^(1 / years) − 1, e.g. 100 -> 133.1 over 3 years is 10. */
export function annualisedReturnPct(startNav: number, endNav: number, years: number): number {
  // expm1(log(x) / y) keeps full precision for small returns, where pow(x, 1 / y) − 1 cancels digits.
  return Math.expm1(Math.log(endNav / startNav) / years) * 100;
}

/**
 * A trailing period's return in percent: absolute up to ABSOLUTE_RETURN_MAX_MONTHS, beyond that CAGR over
 * the nominal period (exponent 12 / months), whichever earlier NAV stood in for a holiday start date.
 */
export function periodReturnPct(startNav: number, endNav: number, months: number): number {
  return months <= ABSOLUTE_RETURN_MAX_MONTHS
    ? absoluteReturnPct(startNav, endNav)
    : annualisedReturnPct(startNav, endNav, months / 12);
}

/** NaN and ±Infinity are not JSON; any such result becomes null. */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
