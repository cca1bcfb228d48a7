// Small NAV files for tests, written as AMFI writes them.

import { parseNavFile } from "../parse-nav-file";
import { NotANavFileError, type ParseNavOptions } from "../types";

/** A file as AMFI serves it: CRLF line endings, blank lines that hold one space, a blank line at the end. */
export function amfiFile(...lines: string[]): string {
  return lines.join("\r\n") + "\r\n\r\n";
}

/** The usual block: category heading, fund house, data lines, each separated by single-space lines. */
export function block(categoryHeading: string, amc: string, ...dataLines: string[]): string[] {
  return [" ", categoryHeading, " ", amc, " ", ...dataLines];
}

/**
 * Data lines of one daily-6 block, each kept or skipped in its own way: a non-ASCII name, NAVs written with
 * leading zeros, a trailing point, a leading point, too many digits, N.A.; a date a year ahead; a line
 * without its date. Then a block under a heading no category maps.
 */
export const AWKWARD_DAILY6_LINES = [
  ...block(
    "Open Ended Schemes(Debt Scheme - Gilt Fund)",
    "Axis Mutual Fund",
    "100001;INF846K01EW2;-;A Fund – Children’s Plan - Growth;10.5;23-Jan-2026",
    "100002;-;-;B Fund - Growth;007.50;23-Jan-2026",
    "100003;-;-;C Fund - Growth;1000.;23-Jan-2026",
    "100004;-;-;D Fund - Growth;.5;24-Jan-2026",
    "100005;-;-;E Fund - Growth;123456789012345678901;24-Jan-2026",
    "100006;-;-;F Fund - Growth;N.A.;24-Jan-2026",
    "100007;-;-;G Fund - Growth;11.25;23-Jan-2027",
    "100008;-;-;H Fund - Growth;11.25",
  ),
  ...block("Open Ended Schemes(Some New Heading)", "360 ONE Mutual Fund", "100009;-;-;I Fund - Growth;1.0;23-Jan-2026"),
];

/** The message parseNavFile refuses the text with (fails when it is not refused). */
export function refusal(text: string, options?: ParseNavOptions): string {
  try {
    parseNavFile(text, options);
  } catch (error) {
    if (error instanceof NotANavFileError) return error.message;
    throw error;
  }
  throw new Error("the file was not refused");
}
