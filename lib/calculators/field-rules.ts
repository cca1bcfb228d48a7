import type { FieldErrors, Issue, NumberFieldSpec, Validation } from "@/lib/calculators/input-fields";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";

/**
 * How one input is checked, from its field spec. A "finite" number's range depends on another field
 * (a duration and its unit), so a cross-field check tests it.
 */
export type FieldRule =
  | { kind: "number"; spec: NumberFieldSpec; optional?: boolean }
  | { kind: "finite"; message: string }
  | { kind: "choice"; options: readonly string[] }
  | { kind: "date"; message: string; optional?: boolean };

export type FieldRules = Readonly<Record<string, FieldRule>>;

/**
 * A calculator's inputs as plain rules: its fields (per mode for a calculator with modes, the mode
 * itself included) and its cross-field checks. The client validates with these instead of the zod
 * schemas (zod would add ~35 kB to each page); the schemas are built from the same specs, and
 * field-rules.test.ts proves both give the same result and messages.
 */
export type InputRules<T> = (
  | { discriminator?: undefined; fields: FieldRules }
  | { discriminator: string; modes: Readonly<Record<string, FieldRules>> }
) & { refine?: (inputs: T) => readonly Issue[] };

type Check = { value: unknown } | { message: string; fatal: boolean };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (as zod's z.iso.date accepts it). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// "fatal" mirrors zod: a value of the wrong type (or a fraction where a whole number is due) stops
// the cross-field checks; a number out of range or a malformed date does not.
function checkField(rule: FieldRule, value: unknown): Check {
  switch (rule.kind) {
    case "choice":
      return typeof value === "string" && rule.options.includes(value) ? { value } : { message: CHOICE_MESSAGE, fatal: true };
    case "date":
      if (value === undefined && rule.optional) return { value };
      if (typeof value !== "string") return { message: rule.message, fatal: true };
      return isIsoDate(value) ? { value } : { message: rule.message, fatal: false };
    case "finite":
      return typeof value === "number" && Number.isFinite(value) ? { value } : { message: rule.message, fatal: true };
    case "number": {
      const { spec } = rule;
      if (value === undefined && rule.optional) return { value };
      if (typeof value !== "number" || !Number.isFinite(value) || (spec.integer && !Number.isInteger(value))) {
        return { message: spec.message, fatal: true };
      }
      return value < spec.min || value > spec.max ? { message: spec.message, fatal: false } : { value };
    }
  }
}

/**
 * Validates a form's draft (numbers may be null while a field is empty): the inputs of its mode (other
 * fields dropped), or the first message of each field in error, keyed by field name.
 */
export function validateDraft<T>(rules: InputRules<T>, draft: Readonly<Record<string, unknown>>): Validation<T> {
  let fields: FieldRules;
  const inputs: Record<string, unknown> = {};
  if (rules.discriminator !== undefined) {
    const { discriminator, modes } = rules;
    const mode = draft[discriminator];
    if (typeof mode !== "string" || !Object.hasOwn(modes, mode)) {
      return { ok: false, errors: { [discriminator]: CHOICE_MESSAGE } as FieldErrors<T> };
    }
    fields = modes[mode] ?? {};
    inputs[discriminator] = mode;
  } else {
    fields = rules.fields;
  }
  const errors: Record<string, string> = {};
  let fatal = false;
  for (const [name, rule] of Object.entries(fields)) {
    const check = checkField(rule, draft[name]);
    if ("message" in check) {
      errors[name] = check.message;
      fatal ||= check.fatal;
      // zod's refinements see a value out of range as it is.
      if (!check.fatal) inputs[name] = draft[name];
    } else if (check.value !== undefined) {
      inputs[name] = check.value;
    }
  }
  if (!fatal && rules.refine) {
    for (const issue of rules.refine(inputs as T)) {
      const name = issue.path[0];
      if (name !== undefined && !(name in errors)) errors[name] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FieldErrors<T> };
  return { ok: true, inputs: inputs as T, errors: {} };
}
