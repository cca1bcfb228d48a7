// Whether a NAV file ends where a complete AMFI file ends, or was cut short (an interrupted download).

import { LAYOUT_COLUMNS } from "./layouts";
import { parseAmfiDate } from "./nav-date";
import type { NavFileLayout } from "./types";

/** The last non-blank line of a file: text.slice(start, end) is its trimmed text. */
export interface LastLine {
  number: number;
  start: number;
  end: number;
  isHeading: boolean;
}

function lineBreaksAfter(text: string, from: number): number {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && count < 2; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

/** Why an unterminated last line shows the cut: it stops inside its fields, inside its date, or just before its line break. */
function unterminatedWhy(line: string, layout: NavFileLayout): string {
  if (!line.includes(";")) return "ends without a line break";
  const columns = LAYOUT_COLUMNS[layout];
  const fields = line.split(";");
  if (fields.length !== columns.fieldCount) return `has ${fields.length} of ${columns.fieldCount} fields`;
  if (parseAmfiDate((fields[columns.date] ?? "").trim()) === null) return "ends in an incomplete date";
  return "ends without a line break";
}

/**
 * Every complete AMFI file (the 371 daily captures of 2025-26, the NAV history download) ends with a
 * blank line after its last NAV line: `...;21-Aug-2026\r\n\r\n`. So the text is cut short when its last
 * non-blank line has no line break after it (cut inside the line), only one (cut at a line end, which
 * a line count or field check cannot see), or is a heading with no NAV lines under it. Returns the
 * `why` for truncatedMessage, or null for a complete file.
 */
export function whyCutShort(text: string, last: LastLine, layout: NavFileLayout): string | null {
  const breaks = lineBreaksAfter(text, last.end);
  if (breaks === 0) return unterminatedWhy(text.slice(last.start, last.end), layout);
  if (breaks === 1) return "is not followed by the blank line that ends every complete AMFI file";
  if (last.isHeading) return "is a heading with no NAV lines under it";
  return null;
}
