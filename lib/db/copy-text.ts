// PostgreSQL's COPY text format (COPY ... FROM STDIN): one line a row, tabs between fields, \N for null.

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/**
 * A field in COPY's text format: \N for null, backslash, tab, newline and carriage return escaped. A number needs none;
 * most text has none of the four, and is returned as it is after one search.
 */
export function copyTextField(value: string | number | null): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, (c) => ESCAPES[c]!) : value;
}

/** One row as a line of COPY's text format. */
export function copyTextLine(values: readonly (string | number | null)[]): string {
  return `${values.map(copyTextField).join("\t")}\n`;
}

/**
 * COPY text lines written into buffers of about `size` bytes, for a COPY FROM STDIN stream. Joining lines into
 * a string first made the refresh build each line's bytes twice more (the joined string, then its encoding by
 * the stream), 60 MB of garbage for a day's 8,500 plan_metrics lines.
 */
export function* copyTextChunks(lines: Iterable<string>, size = 1 << 18): Generator<Buffer> {
  let chunk = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const line of lines) {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit of the line.
    const most = 3 * line.length;
    if (at + most > chunk.length) {
      if (at > 0) yield chunk.subarray(0, at);
      // A new buffer, not the old one again: the stream may still hold what was yielded.
      chunk = Buffer.allocUnsafeSlow(Math.max(size, most));
      at = 0;
    }
    at += chunk.write(line, at);
  }
  if (at > 0) yield chunk.subarray(0, at);
}
