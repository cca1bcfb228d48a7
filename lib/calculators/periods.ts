/** Instalment, withdrawal and transfer frequencies, with the option labels the pages show. */
export const FREQUENCIES = ["monthly", "quarterly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  yearly: "Yearly",
};

export const MONTHS_PER_PERIOD: Record<Frequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export function periodsPerYear(frequency: Frequency): number {
  return 12 / MONTHS_PER_PERIOD[frequency];
}

/**
 * The nominal periodic rate: an annual rate r compounded m times a year grows by r/m a period (12%
 * a year is 1% a month, an effective 12.68% a year). The convention of Indian SIP calculators.
 */
export function nominalPeriodicRate(annualRatePct: number, frequency: Frequency): number {
  return annualRatePct / 100 / periodsPerYear(frequency);
}

/**
 * How an annual rate becomes a periodic one. "effective": the period's rate compounds to the annual rate,
 * (1 + r)^(1/m) − 1 (10% a year is 0.797% a month), as the usual Indian SWP references take it; "nominal":
 * r/m (10% a year is 0.833% a month, an effective 10.47%), as Indian SIP calculators take it.
 */
export const RATE_BASES = ["effective", "nominal"] as const;
export type RateBasis = (typeof RATE_BASES)[number];

export const RATE_BASIS_LABELS: Record<RateBasis, string> = {
  effective: "Effective (compounds to the annual rate)",
  nominal: "Nominal (annual rate ÷ periods)",
};

/** The periodic rate of an annual rate on either basis; expm1/log1p keep a tiny rate exact. */
export function periodicRate(annualRatePct: number, frequency: Frequency, basis: RateBasis): number {
  if (basis === "nominal") return nominalPeriodicRate(annualRatePct, frequency);
  return Math.expm1(Math.log1p(annualRatePct / 100) / periodsPerYear(frequency));
}

/** When in each period a withdrawal or an instalment is paid. */
export const TIMINGS = ["end", "start"] as const;
export type Timing = (typeof TIMINGS)[number];

export const TIMING_LABELS: Record<Timing, string> = {
  end: "End of each period",
  start: "Start of each period",
};

export const DURATION_UNITS = ["years", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const DURATION_UNIT_LABELS: Record<DurationUnit, string> = { years: "Years", months: "Months" };

export function durationInMonths(duration: number, unit: DurationUnit): number {
  return unit === "years" ? duration * 12 : duration;
}
