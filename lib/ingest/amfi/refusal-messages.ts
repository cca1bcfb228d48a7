// Why a text is not a usable AMFI NAV file, in words a person can act on.

import { excerpt } from "./excerpt";
import { LAYOUT_COLUMNS, LAYOUT_HEADERS } from "./layouts";
import type { NavFileLayout } from "./types";

const PREFIX = "This is not an AMFI NAV file";
const CUT_SHORT = "This AMFI NAV file looks cut short (an incomplete download)";

/** Whether the text starts like an HTML document (what AMFI's download returns on a bad day). */
export function looksLikeHtml(firstLine: string, text: string): boolean {
  if (firstLine.startsWith("<")) return true;
  return /<(?:!doctype|html|head|body)\b/i.test(text.slice(0, 2048));
}

export function emptyFileMessage(): string {
  return `${PREFIX}: the file is empty. Download it again.`;
}

export function htmlPageMessage(text: string): string {
  const head = text.slice(0, 4096);
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(head)?.[1]?.trim();
  const what = title ? `: "${excerpt(title)}"` : "";
  return `${PREFIX}: it looks like an HTML page (AMFI's download returned an error page${what}). Download it again.`;
}

export function unknownHeaderMessage(line: number, header: string): string {
  const accepted = (Object.keys(LAYOUT_HEADERS) as NavFileLayout[])
    .map((layout) => `${layout}: "${LAYOUT_HEADERS[layout]}"`)
    .join("; ");
  return `${PREFIX}: its first line, line ${line}, is "${excerpt(header)}", which is not the header of a known AMFI NAV layout. Accepted headers: ${accepted}.`;
}

export function binaryDataMessage(firstBytes: Uint8Array): string {
  const hex = Array.from(firstBytes, (byte) => byte.toString(16).padStart(2, "0")).join(" ");
  return `${PREFIX}: it holds binary data (first bytes: ${hex}). Download it again.`;
}

export function unreadableGzipMessage(reason: string): string {
  return `This is not a readable gzip file: ${excerpt(reason)}. Download it again.`;
}

export function gzipTooLargeMessage(maxBytes: number): string {
  return `This gzip file unpacks to more than ${maxBytes / (1024 * 1024)} MiB, far more than any AMFI NAV file: it is not one.`;
}

/** "line 812 has 7 fields; the 8-column layout (daily-8) needs 8". */
export function fieldCountMessage(line: number, fields: number, layout: NavFileLayout): string {
  const needed = LAYOUT_COLUMNS[layout].fieldCount;
  return `line ${line} has ${fields} field${fields === 1 ? "" : "s"}; the ${needed}-column layout (${layout}) needs ${needed}`;
}

/** The download stopped early: `why` says what shows it about the last non-blank line. */
export function truncatedMessage(line: number, text: string, why: string): string {
  return `${CUT_SHORT}: its last line, line ${line}, ${why}: "${excerpt(text)}". Download it again.`;
}

export function noDataLinesMessage(): string {
  return "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.";
}

/** `firstProblem`: "line 7: nav-zero", or a fieldCountMessage. */
export function noValidRecordsMessage(dataLines: number, firstProblem: string): string {
  return `This AMFI NAV file has ${dataLines} NAV line(s) but not one valid NAV (${firstProblem}). Download it again; if it stays like this, AMFI's file is broken.`;
}

/** Every NAV line has the wrong number of fields: a file of another layout under this header, or not a NAV file. */
export function noLineWithFieldCountMessage(dataLines: number, firstFieldCount: string): string {
  return `This AMFI NAV file has ${dataLines} NAV line(s) but not one with the number of fields its header announces: ${firstFieldCount}. It is not a file of this layout; download it again.`;
}
