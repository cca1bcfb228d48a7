/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&" are written as \u escapes (still
 * the same JSON), so no value can close the script element or open a comment; U+2028 and U+2029 likewise.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
