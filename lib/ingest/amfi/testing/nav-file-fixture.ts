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
