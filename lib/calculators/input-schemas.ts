import * as z from "zod/mini";
import { DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { CHOICE_MESSAGE, type Issue, type NumberFieldSpec } from "@/lib/calculators/input-fields";
import { DURATION_UNITS } from "@/lib/calculators/periods";

// zod/mini, not zod: the form validates with these schemas in the browser, and the mini build keeps
// only the checks they use. Only the calculators' *-schema.ts modules import this, so zod loads with a
// calculator's result, after hydration, not in its first load.

/**
 * The schema of a field: a finite number within the field's bounds (a whole number where the field says so). A
 * value of the wrong type or a fraction stops the cross-field checks; a number out of range does not.
 */
export function numberSchema(spec: NumberFieldSpec) {
  const range = [z.minimum(spec.min, spec.message), z.maximum(spec.max, spec.message)];
  return z.number({ error: spec.message }).check(...range, ...(spec.integer ? [z.int(spec.message)] : []));
}

export function choiceSchema<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, { error: CHOICE_MESSAGE });
}

/** The duration fields of a calculator's schema; their range depends on the unit (see checkDuration). */
export const DURATION_SHAPE = {
  duration: z.number({ error: DURATION_MESSAGE }),
  durationUnit: choiceSchema(DURATION_UNITS),
};

/** A cross-field check of a schema: adds the issues `find` reports on the inputs. */
export function crossCheck<T>(find: (inputs: T) => readonly Issue[]) {
  return z.superRefine<T>((inputs, ctx) => {
    for (const issue of find(inputs)) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });
}

/** The duration's range for its unit and, with a frequency, whole periods. */
export const checkDuration = crossCheck((inputs: { duration: unknown; durationUnit: unknown; frequency?: unknown }) =>
  durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency),
);
