/** What String.prototype.trim removes (ECMAScript white space and line terminators, U+FEFF included). */
export function isTrimmed(code: number): boolean {
  if (code > 32 && code < 160) return false;
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 160 ||
    code === 0xfeff ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** The bounds of text[start, end) without what String.prototype.trim removes from its ends. */
export function trimBounds(text: string, start = 0, end = text.length): [number, number] {
  while (start < end && isTrimmed(text.charCodeAt(start))) start++;
  while (end > start && isTrimmed(text.charCodeAt(end - 1))) end--;
  return [start, end];
}

/**
 * Walks a text line by line without making substrings: after next(), [start, end) is the line with what
 * String.prototype.trim removes taken off both ends, and lineNumber is its 1-based number.
 */
export class LineCursor {
  start = 0;
  end = 0;
  private pos = 0;

  /** @param lineNumber the number of the line before the text's first (for a text that continues another) */
  constructor(
    private readonly text: string,
    public lineNumber = 0,
  ) {}

  /** Moves to the next line; false (and the bounds unchanged) once the text is read. */
  next(): boolean {
    const text = this.text;
    if (this.pos >= text.length) return false;
    let end = text.indexOf("\n", this.pos);
    if (end === -1) end = text.length;
    const from = this.pos;
    this.pos = end + 1;
    this.lineNumber++;
    [this.start, this.end] = trimBounds(text, from, end);
    return true;
  }
}
