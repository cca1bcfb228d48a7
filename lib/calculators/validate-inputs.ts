import type * as z from "zod/mini";
import type { Validation } from "@/lib/calculators/input-fields";

// No value import of zod here: the form validates with a schema it receives after hydration, so this
// module stays in the calculators' first load without zod.

/** Any calculator's input schema (its output is the validated inputs). */
export type InputSchema<T> = z.ZodMiniType<T, unknown>;

/**
 * Validates a draft with a calculator's schema (numbers may be null while a field is empty): the
 * parsed inputs, or the first message of each field in error, keyed by field name.
 */
export function validateInputs<T>(schema: InputSchema<T>, draft: unknown): Validation<T> {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, inputs: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as Validation<T>["errors"] };
}
