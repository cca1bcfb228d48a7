import { groupIndian } from "@/lib/format";

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
export function percentField(
  what: string,
  min: number,
  max: number,
  step: number,
  defaultValue: number,
): NumberFieldSpec {
  const message = `Enter ${what} between ${groupIndian(min)}% and ${groupIndian(max)}%`;
  return { min, max, step, defaultValue, unit: "%", integer: false, message };
}

/** Whether a value is a finite number within the field's bounds (whole where the field says so). */
export function fitsSpec(spec: NumberFieldSpec, value: unknown): value is number {
  if (typeof value !== "number" || !Number.isFinite(value) || (spec.integer && !Number.isInteger(value))) return false;
  return value >= spec.min && value <= spec.max;
}

/** A message of a cross-field check, on the field it names. */
export type Issue = { message: string; path: string[] };

/** The message of a choice (a select's value) that is not one of its options; the form never shows it. */
export const CHOICE_MESSAGE = "Choose one of the options";

/** Every field name of T, across all members of a union of modes (keyof alone gives only the shared ones). */
type FieldName<T> = T extends unknown ? Extract<keyof T, string> : never;

export type FieldErrors<T> = Partial<Record<FieldName<T>, string>>;

export type Validation<T> = { ok: true; inputs: T; errors: FieldErrors<T> } | { ok: false; errors: FieldErrors<T> };
