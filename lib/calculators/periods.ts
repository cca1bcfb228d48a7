/** Instalment, withdrawal and transfer frequencies, with the option labels the pages show. */
export const FREQUENCIES = ["monthly", "quarterly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = { monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" };

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

export const DURATION_UNITS = ["years", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const DURATION_UNIT_LABELS: Record<DurationUnit, string> = { years: "Years", months: "Months" };

export function durationInMonths(duration: number, unit: DurationUnit): number {
  return unit === "years" ? duration * 12 : duration;
}
