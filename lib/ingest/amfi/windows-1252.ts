// Our own Windows-1252 decoder: Node's TextDecoder("windows-1252") decodes as ISO-8859-1 (0x80-0x9F become C1
// control characters instead of the curly quotes, dashes and euro sign Excel's "ANSI" files hold there).

/** Windows-1252's characters for 0x80-0x9F; the five bytes it leaves undefined keep their code point. */
const HIGH_CONTROLS =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/** The text of bytes in Windows-1252: every byte is one character. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? HIGH_CONTROLS[byte - 0x80] : String.fromCharCode(byte);
  return text;
}
