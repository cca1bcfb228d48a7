import { groupIndianDigits } from "@/lib/format/indian-digits";

/**
 * Keys a non-negative number field swallows on keydown: "-" (negatives are not allowed), "e"/"E"
 * (exponent notation) and "+" (an exponent sign or a stray plus; never part of a valid amount).
 */
export const BLOCKED_NUMERIC_KEYS = ["-", "+", "e", "E"] as const;

export function isBlockedNumericKey(key: string, signed = false): boolean {
  if (signed && key === "-") return false;
  return (BLOCKED_NUMERIC_KEYS as readonly string[]).includes(key);
}

/** What a signed field accepts as a leading minus: the ASCII hyphen-minus and the Unicode minus sign. */
const MINUS = /^\s*[-\u2212]/;

/**
 * Keeps ASCII digits and the first decimal point; everything else (grouping commas and spaces,
 * minus signs, letters, later points) is dropped: "12,34,567.5" -> "1234567.5", "1.2.3" -> "1.23".
 * A signed field (one whose values may be below zero, such as a return filter) keeps a leading minus.
 */
export function sanitizeNumericInput(raw: string, signed = false): string {
  let seenPoint = false;
  let out = signed && MINUS.test(String(raw ?? "")) ? "-" : "";
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

/** The number a field holds, or null when nothing numeric was typed ("", ".", "-"). */
export function parseNumericInput(raw: string, signed = false): number | null {
  const text = sanitizeNumericInput(raw, signed);
  if (!/\d/.test(text)) return null;
  const number = Number(text);
  // "-0" is zero: the field and its owner compare values with Object.is.
  return Number.isFinite(number) ? number + 0 : null;
}

/**
 * What a field shows while typing: the sanitized text with Indian grouping on the integer part and
 * leading zeros collapsed, keeping a trailing point and the fraction exactly as typed:
 * "1234." -> "1,234.", "1234.50" -> "1,234.50", "007" -> "7", ".5" -> "0.5".
 */
export function formatNumericInput(raw: string, signed = false): string {
  const signedText = sanitizeNumericInput(raw, signed);
  const sign = signedText.startsWith("-") ? "-" : "";
  const text = signedText.slice(sign.length);
  if (text === "") return sign;
  const pointIndex = text.indexOf(".");
  const integerText = pointIndex === -1 ? text : text.slice(0, pointIndex);
  const integer = groupIndianDigits(integerText.replace(/^0+(?=\d)/, "") || "0");
  return sign + (pointIndex === -1 ? integer : `${integer}${text.slice(pointIndex)}`);
}
