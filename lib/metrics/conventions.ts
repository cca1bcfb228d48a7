// The rules every return, rank and average follows, in one place: the code applies these constants and the
// public methodology page prints them, so the page cannot drift from what is computed.

/**
 * A period's start NAV is the last NAV on or before the start date, and only when it is at most this many
 * days before it (a weekend or a holiday); a longer gap gives no return for the period. Applies to trailing,
 * calendar-year (both year-end NAVs), rolling, period-end and SIP returns; since-inception starts at the first NAV.
 */
export const START_NAV_TOLERANCE_DAYS = 7;

/**
 * A plan whose latest NAV is more than this many days older than the site's as-of date is shown with its
 * own figures but is neither ranked nor counted in category averages.
 */
export const STALE_PLAN_DAYS = 7;

/** Why a period has no return. */
export const MISSING_RETURN_REASONS = ["too-young", "no-nav-near-start"] as const;
export type MissingReturnReason = (typeof MISSING_RETURN_REASONS)[number];

/**
 * Why a plan is not ranked or averaged in its category. When several apply, the first in this order is given.
 * IDCW plans are left out because their NAV falls by every payout.
 */
export const UNRANKED_REASONS = [
  "duplicate",
  "unclaimed",
  "idcw",
  "stale-nav",
  "no-category",
  "index-unknown",
] as const;
export type UnrankedReason = (typeof UNRANKED_REASONS)[number];

/** Periods up to this many months have an absolute return; longer ones a CAGR with exponent 12 / months. */
export const ABSOLUTE_RETURN_MAX_MONTHS = 12;

/** Day-count basis for annualising by elapsed days (since inception): 365-day years, leap days not special. */
export const DAYS_PER_YEAR = 365;

/** Annual risk-free rate as a fraction (0.065 = 6.5%) for Sharpe, Sortino and alpha, unless configured. */
export const DEFAULT_RISK_FREE_RATE = 0.065;

/** Trading days a year: daily means and deviations are annualised with it (× 252, × √252). */
export const DEFAULT_TRADING_DAYS_PER_YEAR = 252;

/** Risk, drawdown, beta and alpha are measured over this many years ending at the plan's latest NAV. */
export const DEFAULT_RISK_WINDOW_YEARS = 3;

/**
 * A pair of returns (plan and index, or plan and category) counts towards beta, alpha, tracking error and
 * information ratio only when its two common days are at most this many calendar days apart, so a multi-week
 * move is not booked as one day's.
 */
export const DEFAULT_MAX_GAP_DAYS = 7;

/** Monthly SIP instalment in rupees (the XIRR does not depend on it). */
export const DEFAULT_SIP_INSTALMENT = 1000;
