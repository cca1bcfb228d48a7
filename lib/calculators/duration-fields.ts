import { fitsSpec, type Issue, type NumberFieldSpec } from "@/lib/calculators/input-fields";
import { MONTHS_PER_PERIOD, durationInMonths, type DurationUnit, type Frequency } from "@/lib/calculators/periods";

// Apart from input-fields.ts: the mutual fund calculator has no duration, and its form is in the page's first load.

/** Duration limits for every calculator: 1 to 40 years, or 1 to 480 months. */
export const MAX_DURATION_YEARS = 40;
export const DURATION_MESSAGE = `Enter a duration between 1 and ${MAX_DURATION_YEARS} years (${MAX_DURATION_YEARS * 12} months)`;

export const DURATION_FIELDS: Record<DurationUnit, NumberFieldSpec> = {
  years: {
    min: 1,
    max: MAX_DURATION_YEARS,
    step: 1,
    defaultValue: 10,
    unit: "Y",
    integer: true,
    message: DURATION_MESSAGE,
  },
  months: {
    min: 1,
    max: MAX_DURATION_YEARS * 12,
    step: 1,
    defaultValue: 120,
    unit: "M",
    integer: true,
    message: DURATION_MESSAGE,
  },
};

/** The message for a duration that is not a whole number of periods of the chosen frequency. */
export const WHOLE_PERIODS_MESSAGES: Record<Exclude<Frequency, "monthly">, string> = {
  quarterly: "With a quarterly frequency, enter the duration in whole quarters (a multiple of 3 months)",
  yearly: "With a yearly frequency, enter the duration in whole years (a multiple of 12 months)",
};

/**
 * The cross-field checks of a duration: its range for its unit, and with a frequency, a whole number
 * of periods (quarterly instalments over 10 months would leave a part period that no convention
 * covers, so it is refused rather than guessed). Reports on the `duration` field.
 */
export function durationIssues(duration: unknown, unit: unknown, frequency?: unknown): Issue[] {
  if (typeof duration !== "number" || (unit !== "years" && unit !== "months")) return [];
  const spec = DURATION_FIELDS[unit];
  if (!fitsSpec(spec, duration)) {
    return [{ message: spec.message, path: ["duration"] }];
  }
  if (frequency === "quarterly" || frequency === "yearly") {
    if (durationInMonths(duration, unit) % MONTHS_PER_PERIOD[frequency] !== 0) {
      return [{ message: WHOLE_PERIODS_MESSAGES[frequency], path: ["duration"] }];
    }
  }
  return [];
}
