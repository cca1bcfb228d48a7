// scanNavBytes reads from a file's bytes what scanNavFile reads from its text: on real captures, one by one and
// as a run sharing one cache (where most lines take the byte fast path), and on hostile lines.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { decodeNavFileBytes, navFileBytes } from "./decode-nav-file";
import { LAYOUT_HEADERS } from "./layouts";
import { createNavParseCache, type NavParseCache } from "./nav-parse-cache";
import { navRecordAt } from "./parse-nav-file";
import { scanNavBytes } from "./scan-nav-bytes";
import { scanNavFile } from "./scan-nav-file";
import { amfiFile, AWKWARD_DAILY6_LINES, block } from "./testing/nav-file-fixture";
import { NotANavFileError, type NavFileScan } from "./types";
import { AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";

const DAILY6 = LAYOUT_HEADERS["daily-6"];
const DAILY8 = LAYOUT_HEADERS["daily-8"];
const HISTORY8 = LAYOUT_HEADERS["history-8"];
const LATEST = "2026-01-28";

/** What a scan reads (its records and reports), or the refusal's message. */
function outcome(scan: () => NavFileScan): unknown {
  try {
    const read = scan();
    const { rows, ...rest } = read;
    return { ...rest, records: Array.from({ length: rows.count }, (_, i) => navRecordAt(read, i)) };
  } catch (error) {
    if (error instanceof NotANavFileError) return error.message;
    throw error;
  }
}

const fromText = (bytes: Uint8Array, cache: NavParseCache) => () =>
  scanNavFile(decodeNavFileBytes(bytes), { latestAllowedDate: LATEST, cache });
const fromBytes = (bytes: Uint8Array, cache: NavParseCache) => () =>
  scanNavBytes(navFileBytes(bytes), { latestAllowedDate: LATEST, cache });

/** Each file read by both scanners, each scanner with one cache for the whole run (as the importer reads). */
function bothScans(files: readonly Uint8Array[]): [unknown[], unknown[]] {
  const textCache = createNavParseCache();
  const byteCache = createNavParseCache();
  return [
    files.map((bytes) => outcome(fromText(bytes, textCache))),
    files.map((bytes) => outcome(fromBytes(bytes, byteCache))),
  ];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

// The awkward lines, and more of the kinds the byte path must leave to NavLineReader.
const LINES = [
  ...AWKWARD_DAILY6_LINES,
  ...block(
    "Open Ended Schemes(Debt Scheme - Gilt Fund)",
    "Axis Mutual Fund",
    "100009;INF846K01EW;-;I Fund - Growth;0.0000;24-Jan-2026",
    "100010;-;-;J Fund - Growth;12.5;31-Feb-2026",
    "100011;-;-;K Fund - Growth; 12.5 ;\t24-Jan-2026\u00a0",
    "100012;-;-;L Fund - Growth;1.2.3;24-Jan-2026",
    "100013;-;-;M Fund - Growth;1234567890123456;24-Jan-2026",
    "100014;-;-;N Fund - Growth;12.5;24-jan-2026;extra",
    "ABC;-;-;O Fund - Growth;12.5;24-Jan-2026",
    "100015;-;-;P Fund \u{1F4C8} Growth;12.5;24-Jan-2026",
    "100016;-;-;Q Fund - Growth;1.0;23-Jan-2026",
  ),
];

/** The same plans again with other NAVs (a later capture), and lines changed in the ways captures change. */
const NEXT = [
  ...block(
    "Open Ended Schemes(Debt Scheme - Gilt Fund)",
    "Axis Mutual Fund",
    "100001;INF846K01EW2;-;A Fund – Children’s Plan - Growth;10.75;24-Jan-2026",
    "100002;-;-;B Fund - Growth;7.5;24-Jan-2026",
    "100003;INF846K01EW2;-;C Fund - Growth;1001;24-Jan-2026",
    "100004;-;-;D Fund - Growth;0.55;24-Jan-2026",
    "100006;-;-;F Fund - Growth;12.5;24-Jan-2026",
    "100011;-;-;K Fund - Growth;12.5;24-Jan-2026",
    "100015;-;-;P Fund \u{1F4C8} Growth;12.75;24-Jan-2026",
    "100015;-;-;P Fund \u{1F4C8} Growth;12.80;24-Jan-2026",
  ),
  "Close Ended Schemes(Income)",
  "100016;-;-;Q Fund - Growth;1.5;24-Jan-2026\r",
  "100016;-;-;Q Fund - Growth;1.5;24-Jan-2026 ",
];

describe("scanNavBytes reads what scanNavFile reads", () => {
  it.each([
    ["a complete daily-6 file", [amfiFile(DAILY6, ...LINES)]],
    ["a run of two captures sharing the cache", [amfiFile(DAILY6, ...LINES), amfiFile(DAILY6, ...NEXT)]],
    ["LF line ends", [amfiFile(DAILY6, ...LINES).replaceAll("\r\n", "\n"), amfiFile(DAILY6, ...NEXT)]],
    ["lone CRs inside lines", [amfiFile(DAILY6, ...LINES), amfiFile(DAILY6, ...NEXT).replaceAll(";24-", ";\r24-")]],
    ["a file that starts with blank lines", [`\r\n \r\n\r\n${amfiFile(DAILY6, ...LINES)}`]],
    ["a file cut after a line break", [amfiFile(DAILY6, ...LINES), [DAILY6, ...NEXT].join("\r\n") + "\r\n"]],
    [
      "a file cut inside its last line",
      [amfiFile(DAILY6, ...LINES), [DAILY6, ...NEXT].join("\r\n") + "\r\n100001;INF846K01EW2;-;A Fund – Chi"],
    ],
    [
      "a last line without its date's end",
      [amfiFile(DAILY6, ...LINES), `${DAILY6}\r\n${LINES.join("\r\n")}\r\n100016;-;-;Q Fund - Growth;1.5;24-J`],
    ],
    ["a last line without a line break", [amfiFile(DAILY6, ...LINES), `${DAILY6}\r\n${NEXT.join("\r\n")}`]],
    [
      "a file whose last lines are headings",
      [amfiFile(DAILY6, ...LINES, " ", "Open Ended Schemes(Debt Scheme - Liquid Fund)", " ")],
    ],
    ["a header alone", [`${DAILY6}\r\n\r\n`]],
    ["blank lines only", ["\r\n \r\n\r\n"]],
    ["an empty file", [""]],
    ["an HTML page", ["<!DOCTYPE html>\r\n<html><head><title>Service unavailable</title></head></html>\r\n"]],
    ["an unknown header", ["Code;Name;Value\r\n1;x;2\r\n\r\n"]],
    ["lines of the wrong width only", [amfiFile(DAILY6, "100001;A;10.5;23-Jan-2026", "100001;A;10.5;23-Jan-2026")]],
    [
      "the daily-8 layout",
      [
        amfiFile(
          DAILY8,
          ...block(
            "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
            "Axis Mutual Fund",
            "120465;INF846K01DP8;-;Axis Large Cap Fund;Direct Plan;Growth;60.12;23-Jan-2026",
            "120466;INF846K01DQ6;INF846K01DR4;Axis Large Cap Fund;Direct Plan;IDCW;18.4;23-Jan-2026",
          ),
        ),
        amfiFile(
          DAILY8,
          ...block(
            "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
            "Axis Mutual Fund",
            "120465;INF846K01DP8;-;Axis Large Cap Fund;Direct Plan;Growth;60.5;24-Jan-2026",
            "120466;INF846K01DQ6;INF846K01DR4;Axis Large Cap Fund;Direct Plan;IDCW;18.5;24-Jan-2026",
          ),
        ),
      ],
    ],
    [
      "the history-8 layout",
      [
        amfiFile(
          HISTORY8,
          ...block(
            "Open Ended Schemes(Debt Scheme - Gilt Fund)",
            "Axis Mutual Fund",
            "100001;A Fund - Growth;INF846K01EW2;;10.5;10.4;10.6;23-Jan-2026",
            "100001;A Fund - Growth;INF846K01EW2;;10.6;;;24-Jan-2026",
            "100001;A Fund - Growth;INF846K01EW2;;10.7;x\ry;;25-Jan-2026",
            "100001;A Fund - Growth;INF846K01EW2;;10.8;1;2",
            "100001;A Fund - Growth;INF846K01EW2;;10.9;1;2;3;25-Jan-2026",
          ),
        ),
      ],
    ],
  ])("%s", (_, texts) => {
    const [text, bytes] = bothScans(texts.map(utf8));
    expect(bytes).toEqual(text);
  });

  it("reads lines of control characters and high code points as the text scanner does", () => {
    const garbage = [
      "\u0001\u0002;\u0003;\u0004;\u0005;\u0006;\u0007",
      "100001;-;-;A\u007fFund;1;2",
      "\u00ff\u00fe;;;;;",
      "100001;-;-;A Fund - Growth;1\u0660;23-Jan-2026",
    ];
    const texts = [amfiFile(DAILY6, ...LINES, ...garbage), amfiFile(DAILY6, ...garbage, ...NEXT)];
    const [text, bytes] = bothScans(texts.map(utf8));
    expect(bytes).toEqual(text);
    expect((bytes[1] as { skipped: unknown[] }).skipped.length).toBeGreaterThan(0);
  });

  it("refuses binary data and a byte-order mark is no part of the header", () => {
    const binary = new Uint8Array([0x1f, 0x8c, 0xff, 0x00, 0x41]);
    expect(() => scanNavBytes(navFileBytes(binary))).toThrow(NotANavFileError);
    const bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
    // The second file's bytes start 3 bytes into their buffer (navFileBytes drops the mark) and most of its
    // lines take the fast path.
    const [text, bytes] = bothScans([bom(amfiFile(DAILY6, ...LINES)), bom(amfiFile(DAILY6, ...NEXT))]);
    expect(bytes).toEqual(text);
    expect(navFileBytes(bom(amfiFile(DAILY6, ...NEXT))).byteOffset).toBe(3);
    expect((bytes[1] as { layout: string; records: unknown[] }).records).toHaveLength(10);
  });

  it("reads the NAVs and dates of a run's repeated lines from their bytes", () => {
    const cache = createNavParseCache();
    scanNavBytes(utf8(amfiFile(DAILY6, ...LINES)), { cache });
    const next = scanNavBytes(utf8(amfiFile(DAILY6, ...NEXT)), { cache, latestAllowedDate: LATEST });
    expect(
      Array.from({ length: next.rows.count }, (_, i) => [
        navRecordAt(next, i).schemeCode,
        navRecordAt(next, i).nav,
        navRecordAt(next, i).date,
      ]),
    ).toEqual([
      [100001, "10.75", "2026-01-24"],
      [100002, "7.5", "2026-01-24"],
      [100003, "1001", "2026-01-24"],
      [100004, "0.55", "2026-01-24"],
      [100006, "12.5", "2026-01-24"],
      [100011, "12.5", "2026-01-24"],
      [100015, "12.75", "2026-01-24"],
      [100015, "12.80", "2026-01-24"],
      [100016, "1.5", "2026-01-24"],
      [100016, "1.5", "2026-01-24"],
    ]);
  });

  const samples = join(AMFI_DATA_DIR, "samples");
  (existsSync(samples) ? it : it.skip)(
    "reads the real sample captures as the text scanner does, one by one and as a run",
    () => {
      const files = readdirSync(samples)
        .sort()
        .map((name) => readFileSync(join(samples, name)));
      for (const file of files) {
        const [text, bytes] = bothScans([file]);
        expect(bytes).toEqual(text);
      }
      const [text, bytes] = bothScans(files);
      expect(bytes).toEqual(text);
      expect(bytes.filter((scan) => typeof scan !== "string")).toHaveLength(files.length - 1);
    },
  );
});
