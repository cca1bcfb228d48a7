import { z } from "zod";
import { MAX_COMPARE_FUNDS, type CompareSelection, type IgnoredValue } from "@/lib/funds/compare/compare-selection";

// A page address can be long; past this many values the rest are not even read.
const MAX_VALUES_READ = 20;

const fundsParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const schemeCodeText = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

/**
 * Reads ?funds=<scheme_code>,<scheme_code>,... (the key may also repeat). Keeps the order written; leaves out,
 * and records, what is not a scheme code, a repeat, and anything past the fifth fund.
 */
export function parseCompareSelection(raw: unknown): CompareSelection {
  const parsed = fundsParam.safeParse(raw);
  const values = (parsed.success ? parsed.data : [])
    .flatMap((text) => text.split(","))
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .slice(0, MAX_VALUES_READ);
  const codes: number[] = [];
  const ignored: IgnoredValue[] = [];
  for (const value of values) {
    const code = schemeCodeText.safeParse(value);
    if (!code.success) ignored.push({ value, reason: "invalid" });
    else if (codes.includes(code.data)) ignored.push({ value: String(code.data), reason: "duplicate" });
    else if (codes.length >= MAX_COMPARE_FUNDS) ignored.push({ value: String(code.data), reason: "over-limit" });
    else codes.push(code.data);
  }
  return { codes, ignored };
}
