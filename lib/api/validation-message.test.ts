import { z } from "zod";
import { isin, page, repeated } from "@/lib/api/schemas/fields";
import { validationMessage } from "@/lib/api/validation-message";

const schema = z.object({
  page,
  isin: isin.optional(),
  plan: z.enum(["Direct", "Regular"]).optional(),
  q: z.string().max(5).optional(),
  ids: repeated(z.string(), 2, "ids"),
  body: z.object({ isins: z.array(isin).min(2) }).optional(),
});

function message(input: Record<string, unknown>, kind: "Parameter" | "Field" = "Parameter") {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return validationMessage(parsed.error, input, kind);
}

describe("validationMessage", () => {
  it.each([
    [{ page: "abc" }, "Parameter 'page' must be a number."],
    [{ page: "0" }, "Parameter 'page' must be at least 1."],
    [{ page: "1.5" }, "Parameter 'page' must be a whole number."],
    [{ page: "999999999" }, "Parameter 'page' must be at most 100000."],
    [{ page: ["1", "2"] }, "Parameter 'page' was given more than once; give one value."],
    [{ isin: "nope" }, "Parameter 'isin' must be a 12-character Indian ISIN such as INF179K01BB8."],
    [{ plan: "Both" }, "Parameter 'plan' must be one of: Direct, Regular."],
    [{ q: "toolong" }, "Parameter 'q' must be at most 5 characters long."],
    [{ ids: ["a", "b", "c"] }, "Parameter 'ids' must have at most 2 items."],
  ])("%j -> %s", (input, expected) => expect(message(input)).toBe(expected));

  it("names nested body fields with their index", () => {
    expect(message({ body: { isins: ["INF179K01BB8", "x"] } }, "Field")).toBe(
      "Field 'body.isins[1]' must be a 12-character Indian ISIN such as INF179K01BB8.",
    );
    expect(message({ body: {} }, "Field")).toBe("Field 'body.isins' is required.");
  });

  it("passes a whole-request rule's sentence through unchanged", () => {
    const both = z.object({ a: z.string().optional() }).refine((v) => v.a, { message: "Give 'a'." });
    const parsed = both.safeParse({});
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(validationMessage(parsed.error, {}, "Parameter")).toBe("Give 'a'.");
  });
});
