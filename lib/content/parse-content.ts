import type { z } from "zod";

/**
 * Parses a content file's data with its schema. On failure the error names the file and, for every problem,
 * the field's path (e.g. "content/home.json is invalid: biases.2.title: Too small"), so that a marketer who
 * broke a file reads where, and `next build` stops.
 */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`${file} is invalid: ${problems.join("; ")}`);
}
