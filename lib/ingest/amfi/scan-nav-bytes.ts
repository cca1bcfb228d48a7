// scanNavBytes: the bytes of an AMFI NAV file -> what scanNavFile reads from its text, read mostly as bytes.

import { Buffer } from "node:buffer";

import { whyCutShort } from "./file-end";
import { detectLayout, LAYOUT_COLUMNS } from "./layouts";
import { trimBounds } from "./line-cursor";
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

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SEMICOLON = 59;
const POINT = 46;
const ZERO = 48;
const NINE = 57;
// A NAV of at most this many digits is a safe integer as digits (one of more is left to NavLineReader).
const MAX_FAST_DIGITS = 15;

/** Where the line starting at `from` ends: its line feed, or the end of the bytes. */
function lineEnd(buffer: Buffer, from: number): number {
  const at = buffer.indexOf(LINE_FEED, from);
  return at === -1 ? buffer.length : at;
}

/**
 * scanNavFile for the checked bytes of a NAV file (navFileBytes: UTF-8, no byte-order mark): the same scan,
 * the same refusals, without decoding the file. A data line whose text before its NAV is a plan the cache
 * holds for its scheme code (byte for byte), with a NAV of plain digits, a date field of printable ASCII and
 * a "\n" or "\r\n" right after it, is read here: its NAV from its digits, its date from the last date's
 * bytes or the cache. Every other line (headings, blank lines, a plan new to the cache, anything unusual
 * or refused) is decoded and read by NavLineReader as scanNavFile reads it.
 */
export function scanNavBytes(bytes: Uint8Array, options: ParseNavOptions = {}): NavFileScan {
  const latestAllowedDate = options.latestAllowedDate;
  checkLatestAllowedDate(latestAllowedDate);
  const cache = options.cache ?? createNavParseCache();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const b: Uint8Array = buffer;
  const n = b.length;
  const view = new DataView(b.buffer, b.byteOffset, n);

  // The header: the first non-blank line.
  let pos = 0;
  let lineNumber = 0;
  let header = "";
  while (header === "") {
    if (pos >= n) throw new NotANavFileError(emptyFileMessage());
    const end = lineEnd(buffer, pos);
    const line = buffer.toString("utf8", pos, end);
    const [start, stop] = trimBounds(line);
    header = line.slice(start, stop);
    lineNumber++;
    pos = end + 1;
  }
  const layout = detectLayout(header);
  if (layout === null) {
    const text = buffer.toString("utf8");
    throw new NotANavFileError(
      looksLikeHtml(header, text) ? htmlPageMessage(text) : unknownHeaderMessage(lineNumber, header),
    );
  }
  const reader = new NavLineReader(layout, cache, latestAllowedDate);
  const table = reader.table;
  const prefixes = table.prefixBytes;
  const columns = LAYOUT_COLUMNS[layout];
  const fieldsBetweenNavAndDate = columns.fieldCount - 2 - columns.nav;
  // The last non-blank line: its bytes up to its line feed, its number, whether it is a heading.
  let lastStart = -1;
  let lastEnd = 0;
  let lastNumber = 0;
  let lastIsHeading = false;
  // The date field of the last line read here (dateFrom, dateLength in b) and its ISO date, neither
  // unreadable nor ahead (a line with such a date goes to NavLineReader, which skips it).
  let dateFrom = -1;
  let dateLength = 0;
  let date = "";

  while (pos < n) {
    const start = pos;
    lineNumber++;
    fast: {
      let at = start;
      let code = 0;
      for (; at - start < 10; at++) {
        const char = b[at]!;
        if (!(char >= ZERO && char <= NINE)) break;
        code = code * 10 + char - ZERO;
      }
      if (at === start || b[at] !== SEMICOLON) break fast;
      const length = prefixes.match(code, b, view, start);
      if (length < 0) break fast;
      const entry = table.lastOfCode(code)!;
      if (entry.schemeCode === null) break fast;
      const navStart = start + length;

      // The NAV: digits with at most one point, not all zero, no leading zero (kept as written).
      let digits = 0;
      let count = 0;
      let scale = 0;
      let point = false;
      let p = navStart;
      for (; ; p++) {
        const char = b[p];
        if (char === SEMICOLON) break;
        if (char === POINT) {
          if (point) break fast;
          point = true;
        } else if (char! >= ZERO && char! <= NINE) {
          digits = digits * 10 + char! - ZERO;
          count++;
          if (point) scale++;
        } else break fast;
      }
      if (digits === 0 || count > MAX_FAST_DIGITS) break fast;
      if (b[navStart] === ZERO && p - navStart > 1 && b[navStart + 1] !== POINT) break fast;
      // history-8: the repurchase and sale prices, read no further than their semicolons.
      for (let field = 0; field < fieldsBetweenNavAndDate; field++) {
        for (p++; ; p++) {
          const char = b[p];
          if (char === SEMICOLON) break;
          if (char === LINE_FEED || char === undefined) break fast;
        }
      }

      // The date: the last line's date field again, or a new field of printable ASCII without ";".
      const from = p + 1;
      let to = from + dateLength;
      let same = dateLength > 0 && to <= n;
      for (let i = 0; same && i < dateLength; i++) if (b[from + i] !== b[dateFrom + i]) same = false;
      if (!same) {
        for (to = from; to < n; to++) {
          const char = b[to]!;
          if (char <= 32 || char >= 127 || char === SEMICOLON) break;
        }
        if (to === from) break fast;
      }
      let next: number;
      if (b[to] === LINE_FEED) next = to + 1;
      else if (b[to] === CARRIAGE_RETURN && b[to + 1] === LINE_FEED) next = to + 2;
      else break fast;
      if (!same) {
        const read = cache.date(buffer.toString("latin1", from, to));
        if (read === null || (latestAllowedDate !== undefined && read > latestAllowedDate)) break fast;
        date = read;
        dateFrom = from;
        dateLength = to - from;
      }

      reader.dataLines++;
      reader.countScheme(entry);
      reader.keep(lineNumber, entry, date, digits, scale, null);
      lastStart = start;
      lastEnd = next - 1;
      lastNumber = lineNumber;
      lastIsHeading = false;
      pos = next;
      continue;
    }

    const end = lineEnd(buffer, start);
    pos = end + 1;
    const line = buffer.toString("utf8", start, end);
    const [from, to] = trimBounds(line);
    if (from === to) continue;
    lastStart = start;
    lastEnd = end;
    lastNumber = lineNumber;
    lastIsHeading = reader.line(line, from, to, lineNumber);
  }

  reader.checkDataLines();
  // The text from the last non-blank line on: what follows that line says whether the file ends there.
  const tail = buffer.toString("utf8", lastStart, n);
  const [from, to] = trimBounds(buffer.toString("utf8", lastStart, lastEnd));
  const cutShort = whyCutShort(tail, { number: lastNumber, start: from, end: to, isHeading: lastIsHeading }, layout);
  if (cutShort !== null) throw new NotANavFileError(truncatedMessage(lastNumber, tail.slice(from, to), cutShort));
  return reader.finish();
}
