import { groupIndianDigits } from "@/lib/format/indian-digits";

/**
 * Keys a non-negative number field swallows on keydown: "-" (negatives are not allowed), "e"/"E"
 * (exponent notation) and "+" (an exponent sign or a stray plus; never part of a valid amount).
 */
export const BLOCKED_NUMERIC_KEYS = ["-", "+", "e", "E"] as const;

export function isBlockedNumericKey(key: string): boolean {
  return (BLOCKED_NUMERIC_KEYS as readonly string[]).includes(key);
}

/**
 * Keeps ASCII digits and the first decimal point; everything else (grouping commas and spaces,
 * minus signs, letters, later points) is dropped: "12,34,567.5" -> "1234567.5", "1.2.3" -> "1.23".
 */
export function sanitizeNumericInput(raw: string): string {
  let seenPoint = false;
  let out = "";
  for (const char of String(raw ?? "")) {
    if (char >= "0" && char <= "9") {
      out += char;
    } else if (char === "." && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return out;
}

/** The number a field holds, or null when nothing numeric was typed ("" or "."). */
export function parseNumericInput(raw: string): number | null {
  const text = sanitizeNumericInput(raw);
  if (text === "" || text === ".") return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * What a field shows while typing: the sanitized text with Indian grouping on the integer part and
 * leading zeros collapsed, keeping a trailing point and the fraction exactly as typed:
 * "1234." -> "1,234.", "1234.50" -> "1,234.50", "007" -> "7", ".5" -> "0.5".
 */
export function formatNumericInput(raw: string): string {
  const text = sanitizeNumericInput(raw);
  if (text === "") return "";
  const pointIndex = text.indexOf(".");
  const integerText = pointIndex === -1 ? text : text.slice(0, pointIndex);
  const integer = groupIndianDigits(integerText.replace(/^0+(?=\d)/, "") || "0");
  return pointIndex === -1 ? integer : `${integer}${text.slice(pointIndex)}`;
}
