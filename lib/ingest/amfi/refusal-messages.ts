// Why a text is not a usable AMFI NAV file, in words a person can act on.

import { LAYOUT_HEADERS } from "./layouts";
import type { NavFileLayout } from "./types";

const PREFIX = "This is not an AMFI NAV file";

export function cut(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

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
  const what = title ? `: "${title}"` : "";
  return `${PREFIX}: it looks like an HTML page (AMFI's download returned an error page${what}). Download it again.`;
}

export function unknownHeaderMessage(header: string): string {
  const accepted = (Object.keys(LAYOUT_HEADERS) as NavFileLayout[]).map((layout) => `${layout}: "${LAYOUT_HEADERS[layout]}"`).join("; ");
  return `${PREFIX}: its first line is "${cut(header)}", which is not the header of a known AMFI NAV layout. Accepted headers: ${accepted}.`;
}

export function truncatedMessage(line: number, text: string, why: string): string {
  return `This AMFI NAV file looks cut short (an incomplete download): its last line, line ${line}, ${why}: "${cut(text)}". Download it again.`;
}

export function noDataLinesMessage(): string {
  return "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.";
}

export function noValidRecordsMessage(dataLines: number, firstLine: number, firstReason: string): string {
  return `This AMFI NAV file has ${dataLines} NAV line(s) but not one valid NAV (line ${firstLine}: ${firstReason}). Download it again; if it stays like this, AMFI's file is broken.`;
}
