// A short, printable excerpt of a line for messages: never raw binary, never a whole line of garbage.

export const EXCERPT_MAX = 80;
// The end of a data line (NAV and date) says why it was skipped, so a long excerpt keeps it.
const TAIL = 24;
// Control characters (C0, DEL, C1), U+FFFD and any surrogate (the slow path tells pairs from lone ones).
const NEEDS_ESCAPE = /[\u0000-\u001f\u007f-\u009f\ufffd\ud800-\udfff]/;

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, "0");
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** One UTF-16 unit as shown: control characters as \xHH, U+FFFD and lone surrogates as \uHHHH. */
function shown(text: string, index: number): string {
  const code = text.charCodeAt(index);
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return `\\x${hex(code, 2)}`;
  if (code === 0xfffd) return "\\ufffd";
  if (isHighSurrogate(code) && !isLowSurrogate(text.charCodeAt(index + 1))) return `\\u${hex(code, 4)}`;
  if (isLowSurrogate(code) && !isHighSurrogate(text.charCodeAt(index - 1))) return `\\u${hex(code, 4)}`;
  return text.charAt(index);
}

/**
 * At most `max` characters of `text` with control characters, U+FFFD and lone surrogates escaped
 * (`\x00`, `\ufffd`). A longer text keeps its start and its last characters around "…":
 * "119551;INF209KA12Z1;…;0;23-Jan-2026".
 */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  // Most excerpts are of ordinary lines (nothing to escape, no surrogate pair to keep whole): slices,
  // copied so that they do not keep a whole file alive.
  if (!NEEDS_ESCAPE.test(text)) {
    if (text.length <= max) return ` ${text}`.slice(1);
    const tail = Math.min(TAIL, Math.floor((max - 1) / 2));
    return ` ${text.slice(0, max - 1 - tail)}…${text.slice(text.length - tail)}`.slice(1);
  }
  let whole = "";
  for (let i = 0; i < text.length && whole.length <= max; i++) whole += shown(text, i);
  if (whole.length <= max) return whole;

  const tailBudget = Math.min(TAIL, Math.floor((max - 1) / 2));
  let tail = "";
  let tailStart = text.length;
  while (tailStart > 0) {
    const piece = shown(text, tailStart - 1);
    if (tail.length + piece.length > tailBudget) break;
    tail = piece + tail;
    tailStart--;
  }
  // Never split a surrogate pair at the cut.
  if (
    tailStart < text.length &&
    isLowSurrogate(text.charCodeAt(tailStart)) &&
    isHighSurrogate(text.charCodeAt(tailStart - 1))
  ) {
    tail = tail.slice(1);
    tailStart++;
  }
  let head = "";
  for (let i = 0; i < tailStart;) {
    const pair = i + 1 < tailStart && isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1));
    const piece = pair ? text.slice(i, i + 2) : shown(text, i);
    if (head.length + piece.length > max - 1 - tail.length) break;
    head += piece;
    i += pair ? 2 : 1;
  }
  return `${head}…${tail}`;
}
