// The bytes of a downloaded NAV file -> its text: gzip unpacked, binary refused, UTF-8 read.

import { Buffer, isAscii, isUtf8, transcode } from "node:buffer";
import { gunzipSync } from "node:zlib";

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
 * first two bytes, whatever its name) is unpacked first. Bytes that are not UTF-8, or that hold a NUL
 * (UTF-16, a zip, a PDF), are refused with their first bytes in hex. A UTF-8 byte-order mark is dropped.
 * Throws NotANavFileError.
 */
export function decodeNavFileBytes(bytes: Uint8Array): string {
  const raw = isGzip(bytes) ? gunzip(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (raw.indexOf(0) !== -1 || !isUtf8(raw)) throw new NotANavFileError(binaryDataMessage(raw.subarray(0, 16)));
  const bom = raw.length >= 3 && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? 3 : 0;
  return utf8Text(raw.subarray(bom));
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
