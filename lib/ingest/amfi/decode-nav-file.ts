// The bytes of a downloaded NAV file -> its text: gzip unpacked, binary refused, UTF-8 read (Windows-1252 lines repaired).

import { Buffer, isAscii, isUtf8, transcode } from "node:buffer";
import { gunzipSync } from "node:zlib";

import { decodeWindows1252 } from "./windows-1252";
import { binaryDataMessage, gzipTooLargeMessage, unreadableGzipMessage } from "./refusal-messages";
import { NotANavFileError } from "./types";

/** A real NAV file is about 2 MB (a year of NAV history about 100 MB): more than this is not one. */
export const MAX_GUNZIPPED_BYTES = 256 * 1024 * 1024;

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzip(bytes: Uint8Array): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_GUNZIPPED_BYTES });
  } catch (error) {
    // zlib's errors may come from another realm (a test environment), so no instanceof.
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === "ERR_BUFFER_TOO_LARGE") throw new NotANavFileError(gzipTooLargeMessage(MAX_GUNZIPPED_BYTES));
    throw new NotANavFileError(unreadableGzipMessage(typeof message === "string" ? message : String(error)));
  }
}

/**
 * The text of a NAV file as downloaded. A gzip file (AMFI and mirrors serve `.gz`; recognised by its
 * first two bytes, whatever its name) is unpacked first. Bytes that hold a NUL (UTF-16, a zip, a PDF) are
 * refused with their first bytes in hex; lines that are not UTF-8 are read as Windows-1252. A UTF-8 byte-order mark is dropped.
 * Throws NotANavFileError.
 */
export function decodeNavFileBytes(bytes: Uint8Array): string {
  return utf8Text(navFileBytes(bytes));
}

/**
 * The bytes of a NAV file's text (for scanNavBytes): gunzipped, checked to hold no NUL, without a
 * byte-order mark. Throws NotANavFileError as decodeNavFileBytes does. Lines that are not UTF-8 are read
 * as Windows-1252 (see readNavFileBytes).
 */
export function navFileBytes(bytes: Uint8Array): Buffer {
  return readNavFileBytes(bytes).bytes;
}

export interface NavFileBytes {
  bytes: Buffer;
  /** 1-based numbers of the lines that were not UTF-8 and were read as Windows-1252. */
  windows1252Lines: number[];
}

/**
 * navFileBytes with what it had to repair. A file saved in Windows-1252 (Excel's "ANSI"), or with one stray
 * byte that is not UTF-8, is not binary: each such line is read as Windows-1252 (where every byte is a
 * character, so the line keeps its fields) and the others as UTF-8, and the line numbers are returned so
 * that the importer can say so. A NUL still means binary data (UTF-16, zip, PDF).
 */
export function readNavFileBytes(bytes: Uint8Array): NavFileBytes {
  const raw = isGzip(bytes) ? gunzip(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (raw.indexOf(0) !== -1) throw new NotANavFileError(binaryDataMessage(raw.subarray(0, 16)));
  const bom = raw.length >= 3 && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? 3 : 0;
  if (isUtf8(raw)) return { bytes: raw.subarray(bom), windows1252Lines: [] };
  const parts: Buffer[] = [];
  const windows1252Lines: number[] = [];
  let line = 1;
  for (let from = bom; from < raw.length; line++) {
    const lineBreak = raw.indexOf(10, from);
    const to = lineBreak === -1 ? raw.length : lineBreak + 1;
    const part = raw.subarray(from, to);
    if (isUtf8(part)) parts.push(part);
    else {
      windows1252Lines.push(line);
      parts.push(Buffer.from(decodeWindows1252(part), "utf8"));
    }
    from = to;
  }
  return { bytes: Buffer.concat(parts), windows1252Lines };
}

// About 64 kB: small enough to be an ordinary short-lived string (a 2-4 MB one is allocated apart, and a
// string per file made V8 run a full garbage collection every 15 or so files), large enough to be few.
const CHUNK_BYTES = 1 << 16;

/**
 * decodeNavFileBytes in pieces that each end just after a line break (the last one where the text ends),
 * whose concatenation is its text: for scanNavFile, which reads a year of files this way. The bytes are
 * checked at once (a refusal is thrown here); the pieces are decoded as they are read.
 */
export function decodeNavFileChunks(bytes: Uint8Array): Iterable<string> {
  const raw = navFileBytes(bytes);
  return {
    // Decoded as they are read, so that each piece can be let go before the next is made.
    *[Symbol.iterator]() {
      for (let from = 0; from < raw.length;) {
        // A line break byte never occurs inside a multi-byte UTF-8 character.
        const lineBreak = from + CHUNK_BYTES >= raw.length ? -1 : raw.indexOf(10, from + CHUNK_BYTES);
        const to = lineBreak === -1 ? raw.length : lineBreak + 1;
        yield utf8Text(raw.subarray(from, to));
        from = to;
      }
    },
  };
}

/**
 * Valid UTF-8 -> string, fast: V8's own UTF-8 decoding takes about 2 ns a byte, a third of the
 * parser's time for a year of files. AMFI's files are ASCII but for a few characters such as "’" in
 * "Children’s Fund": ASCII is read as Latin-1 and the rest through ICU's UTF-16 transcoder.
 */
function utf8Text(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString("latin1");
  // transcode is missing from a Node.js built without ICU.
  if (typeof transcode !== "function") return bytes.toString("utf8");
  return transcode(bytes, "utf8", "utf16le").toString("utf16le");
}
