import { z } from "zod";
import { DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { CHOICE_MESSAGE, type Issue, type NumberFieldSpec, type Validation } from "@/lib/calculators/input-fields";
import { DURATION_UNITS } from "@/lib/calculators/periods";

// The calculators' zod schemas are built from the same field specs and checks as the plain
// validator the pages run (field-rules.ts); the tests prove the two agree.

/** The zod schema of a field: a finite number within the spec (a whole number where it says so). */
export function numberSchema(spec: NumberFieldSpec) {
  const base = z.number({ error: spec.message }).min(spec.min, spec.message).max(spec.max, spec.message);
  return spec.integer ? base.int(spec.message) : base;
}

export function choiceSchema<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, { error: CHOICE_MESSAGE });
}

/** The duration fields of a calculator's schema; their range depends on the unit (see checkDuration). */
export const DURATION_SHAPE = {
  duration: z.number({ error: DURATION_MESSAGE }),
  durationUnit: choiceSchema(DURATION_UNITS),
};

/** A schema's superRefine: the duration's range for its unit and, with a frequency, whole periods. */
export function checkDuration(inputs: { duration: unknown; durationUnit: unknown; frequency?: unknown }, ctx: z.RefinementCtx): void {
  reportIssues(ctx, durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency));
}

/** Adds issues found by a cross-field check to a zod refinement context. */
export function reportIssues(ctx: z.RefinementCtx, issues: readonly Issue[]): void {
  for (const issue of issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
}

/**
 * Validates a draft with a zod schema (numbers may be null while a field is empty): the parsed
 * inputs, or the first message of each field in error, keyed by field name.
 */
export function validateInputs<T>(schema: z.ZodType<T>, draft: unknown): Validation<T> {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, inputs: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as Validation<T>["errors"] };
}
