import type { z } from "zod";

type Issue = z.core.$ZodIssue;
type Kind = "Parameter" | "Field";

function describeBound(issue: Issue & { code: "too_small" | "too_big" }): string {
  const word = issue.code === "too_small" ? "at least" : "at most";
  const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
  switch (issue.origin) {
    case "string":
      return `must be ${word} ${bound} characters long`;
    case "array":
    case "set":
      return `must have ${word} ${bound} items`;
    default:
      return `must be ${word} ${bound}`;
  }
}

/** A query key given twice arrives as an array; a scalar parameter then fails whatever its type. */
function isRepeatedKey(issue: Issue, input: unknown, kind: Kind): boolean {
  if (kind !== "Parameter" || !Array.isArray(input)) return false;
  return (
    issue.code === "invalid_value" ||
    issue.code === "invalid_format" ||
    (issue.code === "invalid_type" && issue.expected !== "array")
  );
}

function describe(issue: Issue, input: unknown, kind: Kind): string {
  if (isRepeatedKey(issue, input, kind)) return "was given more than once; give one value";
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return "is required";
      if (issue.expected === "array") return "must be a list";
      if (issue.expected === "int") return "must be a whole number";
      return `must be ${issue.expected === "object" ? "an object" : `a ${issue.expected}`}`;
    case "too_small":
    case "too_big":
      return describeBound(issue);
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `has unknown fields: ${issue.keys.join(", ")}`;
    default:
      return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One sentence naming the first bad parameter, e.g. "Parameter 'page' must be at least 1."
 * `kind` is "Parameter" for queries and path segments, "Field" for JSON bodies.
 */
export function validationMessage(error: z.ZodError, input: unknown, kind: Kind): string {
  const issue = error.issues[0];
  if (!issue) return `${kind}s are invalid.`;
  const path = issue.path.map(String);
  // A whole-request rule (refine on the object) carries its own complete sentence.
  if (path.length === 0 && issue.code === "custom") return issue.message;
  if (path.length === 0) return `The request ${kind === "Field" ? "body" : "query"} ${describe(issue, input, kind)}.`;
  const name = path.reduce(
    (text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    "",
  );
  return `${kind} '${name}' ${describe(issue, valueAt(input, issue.path), kind)}.`;
}
