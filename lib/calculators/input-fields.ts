import { groupIndian } from "@/lib/format";
import { MONTHS_PER_PERIOD, durationInMonths, type DurationUnit, type Frequency } from "@/lib/calculators/periods";

/** The unit a number field shows (the shared NumberField's `unit`). */
export type FieldUnit = "₹" | "%" | "Y" | "M" | "D";

/**
 * One numeric input: its range, slider step and default, and the one message shown under the field
 * whenever its value is missing or out of range (so the page never shows a result for it).
 */
export interface NumberFieldSpec {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
  unit: FieldUnit;
  integer: boolean;
  message: string;
}

export function amountField(min: number, max: number, step: number, defaultValue: number): NumberFieldSpec {
  const message = `Enter an amount between ₹${groupIndian(min)} and ₹${groupIndian(max)}`;
  return { min, max, step, defaultValue, unit: "₹", integer: false, message };
}

/** `what` completes "Enter … between 0% and 50%", e.g. "an expected return". */
export function percentField(what: string, min: number, max: number, step: number, defaultValue: number): NumberFieldSpec {
  const message = `Enter ${what} between ${groupIndian(min)}% and ${groupIndian(max)}%`;
  return { min, max, step, defaultValue, unit: "%", integer: false, message };
}

/** Whether a value is a finite number within the spec (a whole number where it says so). */
export function fitsSpec(spec: NumberFieldSpec, value: unknown): value is number {
  if (typeof value !== "number" || !Number.isFinite(value) || (spec.integer && !Number.isInteger(value))) return false;
  return value >= spec.min && value <= spec.max;
}

/** Duration limits for every calculator: 1 to 40 years, or 1 to 480 months. */
export const MAX_DURATION_YEARS = 40;
export const DURATION_MESSAGE = `Enter a duration between 1 and ${MAX_DURATION_YEARS} years (${MAX_DURATION_YEARS * 12} months)`;

export const DURATION_FIELDS: Record<DurationUnit, NumberFieldSpec> = {
  years: { min: 1, max: MAX_DURATION_YEARS, step: 1, defaultValue: 10, unit: "Y", integer: true, message: DURATION_MESSAGE },
  months: { min: 1, max: MAX_DURATION_YEARS * 12, step: 1, defaultValue: 120, unit: "M", integer: true, message: DURATION_MESSAGE },
};

/** The message for a duration that is not a whole number of periods of the chosen frequency. */
export const WHOLE_PERIODS_MESSAGES: Record<Exclude<Frequency, "monthly">, string> = {
  quarterly: "With a quarterly frequency, enter the duration in whole quarters (a multiple of 3 months)",
  yearly: "With a yearly frequency, enter the duration in whole years (a multiple of 12 months)",
};

/** A message of a cross-field check, on the field it names. */
export type Issue = { message: string; path: string[] };

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

/** The message of a choice (a select's value) that is not one of its options; the form never shows it. */
export const CHOICE_MESSAGE = "Choose one of the options";

/** Every field name of T, across all members of a union of modes (keyof alone gives only the shared ones). */
type FieldName<T> = T extends unknown ? Extract<keyof T, string> : never;

export type FieldErrors<T> = Partial<Record<FieldName<T>, string>>;

export type Validation<T> = { ok: true; inputs: T; errors: FieldErrors<T> } | { ok: false; errors: FieldErrors<T> };
