// scanNavFile: the text of an AMFI NAV file -> its valid NAV rows as columns and every line it skipped, and why.
// The plain reading, every line through NavLineReader: the tests hold the importer's scanner (scanNavBytes, which
// parseNavFile uses too) to it, fast path included, and the independent reading of bench:data and the
// corpus test reads the captures with it.

import { LineCursor } from "./line-cursor";
import { whyCutShort, type LastLine } from "./file-end";
import { detectLayout } from "./layouts";
import { checkLatestAllowedDate, NavLineReader } from "./nav-line-reader";
import { createNavParseCache } from "./nav-parse-cache";
import {
  emptyFileMessage,
  htmlPageMessage,
  looksLikeHtml,
  truncatedMessage,
  unknownHeaderMessage,
} from "./refusal-messages";
import { NotANavFileError, type NavFileScan, type ParseNavOptions } from "./types";

/**
 * Reads the text of an AMFI NAV file (daily NAVAll.txt in the 6- or 8-column layout, or the NAV history
 * download) into columns (NavRows; parseNavFile turns them into records). The text may come in pieces that
 * each end at a line break (decodeNavFileChunks). Pure: no I/O. A bad data line never aborts the file: it is
 * skipped with its reason. Throws NotANavFileError for an empty file, an HTML page, an unknown header, a
 * download cut short (see file-end.ts) and a file without a single valid NAV.
 *
 * A line's plan (everything before its NAV) comes from `options.cache`, found by its scheme code and checked
 * against the line's text, so a line that an earlier capture of the run already held costs a text
 * comparison, its NAV's digits and its date (NavLineReader). The importer reads bytes (scanNavBytes), which
 * gives the same scan.
 */
export function scanNavFile(input: string | Iterable<string>, options: ParseNavOptions = {}): NavFileScan {
  const latestAllowedDate = options.latestAllowedDate;
  checkLatestAllowedDate(latestAllowedDate);
  const cache = options.cache ?? createNavParseCache();
  // Pieces are read one at a time and let go: only those a refusal may quote are kept.
  const chunks = (typeof input === "string" ? [input] : input)[Symbol.iterator]();
  const nextChunk = (): string | null => {
    const next = chunks.next();
    return next.done ? null : next.value;
  };

  // The header: the first non-blank line.
  let text = nextChunk() ?? "";
  const head = [text];
  let lines = new LineCursor(text);
  for (;;) {
    if (lines.next()) {
      if (lines.start !== lines.end) break;
      continue;
    }
    const next = nextChunk();
    if (next === null) throw new NotANavFileError(emptyFileMessage());
    head.push((text = next));
    lines = new LineCursor(text, lines.lineNumber);
  }
  const header = text.slice(lines.start, lines.end);
  const layout = detectLayout(header);
  if (layout === null) {
    const start = head.join("") + (nextChunk() ?? "");
    throw new NotANavFileError(
      looksLikeHtml(header, start) ? htmlPageMessage(start) : unknownHeaderMessage(lines.lineNumber, header),
    );
  }
  const reader = new NavLineReader(layout, cache, latestAllowedDate);
  const last: LastLine = { number: 0, start: 0, end: 0, isHeading: false };
  // The piece that holds the last non-blank line so far, and the pieces after it.
  let tail = [text];

  for (;;) {
    while (lines.next()) {
      const { start, end, lineNumber } = lines;
      if (start === end) continue;
      last.number = lineNumber;
      last.start = start;
      last.end = end;
      if (tail.length > 1) tail = [text];
      last.isHeading = reader.line(text, start, end, lineNumber);
    }
    const next = nextChunk();
    if (next === null) break;
    tail.push((text = next));
    lines = new LineCursor(text, lines.lineNumber);
  }

  reader.checkDataLines();
  // The text from the last non-blank line's piece on: what follows that line says whether the file ends there.
  const end = tail.join("");
  const cutShort = whyCutShort(end, last, layout);
  if (cutShort !== null)
    throw new NotANavFileError(truncatedMessage(last.number, end.slice(last.start, last.end), cutShort));
  return reader.finish();
}
