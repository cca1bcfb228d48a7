// scanNavFile over a text in pieces (decodeNavFileChunks) reads what it reads over the whole text.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { decodeNavFileBytes, decodeNavFileChunks } from "./decode-nav-file";
import { LAYOUT_HEADERS } from "./layouts";
import { navRecordAt } from "./parse-nav-file";
import { scanNavFile } from "./scan-nav-file";
import { amfiFile, AWKWARD_DAILY6_LINES } from "./testing/nav-file-fixture";
import { NotANavFileError } from "./types";
import { AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";

const DAILY6 = LAYOUT_HEADERS["daily-6"];

/** What a scan reads (its records and reports), or the refusal's message. */
function outcome(input: string | Iterable<string>): unknown {
  try {
    const scan = scanNavFile(input, { latestAllowedDate: "2026-01-28" });
    const { rows, ...rest } = scan;
    return { ...rest, records: Array.from({ length: rows.count }, (_, i) => navRecordAt(scan, i)) };
  } catch (error) {
    if (error instanceof NotANavFileError) return error.message;
    throw error;
  }
}

/** The text cut after line breaks: after every one, and after every third. */
function splits(text: string): string[][] {
  const lines = text.split(/(?<=\n)/);
  const thirds: string[] = [];
  for (let i = 0; i < lines.length; i += 3) thirds.push(lines.slice(i, i + 3).join(""));
  return [lines, thirds];
}

const LINES = [DAILY6, ...AWKWARD_DAILY6_LINES];

describe("scanNavFile over pieces of the text", () => {
  it.each([
    ["a complete file", amfiFile(...LINES)],
    ["a file that starts with blank lines", `\r\n \r\n\r\n${amfiFile(...LINES)}`],
    ["a file cut after a line break", LINES.join("\r\n") + "\r\n"],
    ["a file cut inside its last line", LINES.join("\r\n") + "\r\n100010;-;-;J Fu"],
    [
      "a file whose last lines are headings",
      amfiFile(...LINES, " ", "Open Ended Schemes(Debt Scheme - Liquid Fund)", " "),
    ],
    ["a header alone", `${DAILY6}\r\n\r\n`],
    ["blank lines only", "\r\n \r\n\r\n"],
    ["an HTML page", "<!DOCTYPE html>\r\n<html><body>Service unavailable</body></html>\r\n"],
    ["an unknown header", "Code;Name;Value\r\n1;x;2\r\n\r\n"],
    ["lines of the wrong width only", amfiFile(DAILY6, "100001;A;10.5;23-Jan-2026")],
  ])("reads %s as it reads the whole text", (_, text) => {
    const whole = outcome(text);
    for (const pieces of splits(text)) expect(outcome(pieces)).toEqual(whole);
  });

  it("keeps each NAV as written", () => {
    const navs = (outcome(amfiFile(...LINES)) as { records: { nav: string }[] }).records.map((r) => r.nav);
    expect(navs).toEqual(["10.5", "007.50", "1000", "0.5", "123456789012345678901", "1.0"]);
  });

  const sample = join(AMFI_DATA_DIR, "samples", "NAVAll-2026-01-27.txt");
  (existsSync(sample) ? it : it.skip)("reads a real daily file in decodeNavFileChunks's pieces as whole", () => {
    const bytes = readFileSync(sample);
    const chunks = [...decodeNavFileChunks(bytes)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(outcome(chunks)).toEqual(outcome(decodeNavFileBytes(bytes)));
  });
});
