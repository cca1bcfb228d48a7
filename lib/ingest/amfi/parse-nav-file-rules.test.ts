// parseNavFile: where a complete file ends, rows dated ahead, field counts, schemeCount and the cache.

import { LAYOUT_HEADERS } from "./layouts";
import { createNavParseCache } from "./nav-parse-cache";
import { parseNavFile } from "./parse-nav-file";
import { amfiFile, block, refusal } from "./testing/nav-file-fixture";

const DAILY6 = LAYOUT_HEADERS["daily-6"];
const DAILY8 = LAYOUT_HEADERS["daily-8"];
const HISTORY8 = LAYOUT_HEADERS["history-8"];

const LINES = [
  DAILY6,
  ...block(
    "Open Ended Schemes(Debt Scheme - Gilt Fund)",
    "Axis Mutual Fund",
    "100001;-;-;A Fund - Growth;10.5;23-Jan-2026",
    "100002;-;-;B Fund - Growth;11.25;23-Jan-2026",
  ),
];

describe("parseNavFile: where a complete file ends", () => {
  it("accepts a file whose last NAV line is followed by a line break and a blank line (CRLF, LF, blank lines of one space)", () => {
    expect(parseNavFile(LINES.join("\r\n") + "\r\n\r\n").records).toHaveLength(2);
    expect(parseNavFile(LINES.join("\n") + "\n\n").records).toHaveLength(2);
    expect(parseNavFile(LINES.join("\r\n") + "\r\n \r\n").records).toHaveLength(2);
    expect(parseNavFile(LINES.join("\r\n") + "\r\n\r\n\r\n\t\r\n").records).toHaveLength(2);
  });

  it("refuses a file cut just after a NAV line's line break, with that line", () => {
    expect(refusal(LINES.join("\r\n") + "\r\n")).toBe(
      "This AMFI NAV file looks cut short (an incomplete download): its last line, line 8, is not followed by the blank line that ends every complete AMFI file: " +
        '"100002;-;-;B Fund - Growth;11.25;23-Jan-2026". Download it again.',
    );
    expect(refusal(LINES.join("\n") + "\n")).toContain("its last line, line 8, is not followed by the blank line");
    // A space after the line break is not a blank line: the line that holds it has no line break.
    expect(refusal(LINES.join("\r\n") + "\r\n ")).toContain("its last line, line 8, is not followed by the blank line");
  });

  it("refuses a file cut inside its last line, saying what is missing", () => {
    const head = LINES.slice(0, -1).join("\r\n") + "\r\n";
    expect(refusal(head + "100002;-;-;B Fund - Gro")).toBe(
      'This AMFI NAV file looks cut short (an incomplete download): its last line, line 8, has 4 of 6 fields: "100002;-;-;B Fund - Gro". Download it again.',
    );
    expect(refusal(head + "100002;-;-;B Fund - Growth;11.25;23-Jan-202")).toContain(
      "its last line, line 8, ends in an incomplete date",
    );
    expect(refusal(head + "100002;-;-;B Fund - Growth;11.25;23-Jan-2026")).toContain(
      "its last line, line 8, ends without a line break",
    );
    expect(refusal(head + "100002;-;-;B Fund - Growth;11.25;23-Jan-2026\r")).toContain(
      "its last line, line 8, ends without a line break",
    );
    expect(refusal(LINES.join("\r\n") + "\r\n\r\nOpen Ended Sch")).toBe(
      'This AMFI NAV file looks cut short (an incomplete download): its last line, line 10, ends without a line break: "Open Ended Sch". Download it again.',
    );
  });

  it("refuses a file whose last lines are headings with no NAV line under them", () => {
    const cut = amfiFile(...LINES, " ", "Open Ended Schemes(Debt Scheme - Liquid Fund)", " ", "Axis Mutual Fund", " ");
    expect(refusal(cut)).toBe(
      'This AMFI NAV file looks cut short (an incomplete download): its last line, line 12, is a heading with no NAV lines under it: "Axis Mutual Fund". Download it again.',
    );
    expect(refusal(amfiFile(...LINES, " ", "Open Ended Schemes(Debt Scheme - Liquid Fund)"))).toContain(
      "its last line, line 10, is a heading with no NAV lines under it",
    );
  });

  it("skips a complete last line with the wrong number of fields as field-count, not as a cut", () => {
    const parsed = parseNavFile(amfiFile(...LINES, "100003;-;-;C Fund - Growth;12.5"));
    expect(parsed.records.map((r) => r.schemeCode)).toEqual([100001, 100002]);
    expect(parsed.skipped).toEqual([{ line: 9, reason: "field-count", text: "100003;-;-;C Fund - Growth;12.5" }]);
  });

  it("tells a file with its header alone apart from a cut one", () => {
    expect(refusal(DAILY6)).toBe(
      "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.",
    );
    expect(refusal(amfiFile(DAILY6, " ", "Open Ended Schemes(Gilt)", " ", "Axis Mutual Fund"))).toBe(
      "This AMFI NAV file has its header but no NAV lines (an incomplete download). Download it again.",
    );
  });
});

describe("parseNavFile: rows dated after latestAllowedDate", () => {
  const text = amfiFile(
    DAILY6,
    ...block(
      "Open Ended Schemes(Debt Scheme - Liquid Fund)",
      "Axis Mutual Fund",
      "100001;-;-;A Fund - Growth;10.5;22-Aug-2026",
      "100002;-;-;B Fund - Growth;10.6;27-Aug-2026",
      "100003;-;-;C Fund - Growth;10.7;28-Aug-2026",
      "100004;-;-;D Fund - Growth;10.8;22-Aug-2062",
      "100005;-;-;E Fund - Growth;N.A.;22-Aug-2062",
      "100006;-;-;F Fund - Growth;10.9;23-Aug-2026",
    ),
  );

  it("keeps every row without latestAllowedDate", () => {
    expect(parseNavFile(text).records.map((r) => r.date)).toEqual([
      "2026-08-22",
      "2026-08-27",
      "2026-08-28",
      "2062-08-22",
      "2026-08-23",
    ]);
  });

  it("skips rows dated after it as date-ahead, with line and text, and keeps the day itself", () => {
    const parsed = parseNavFile(text, { latestAllowedDate: "2026-08-27" });
    expect(parsed.records.map((r) => [r.schemeCode, r.date])).toEqual([
      [100001, "2026-08-22"],
      [100002, "2026-08-27"],
      [100006, "2026-08-23"],
    ]);
    expect(parsed.skipped).toEqual([
      { line: 9, reason: "date-ahead", text: "100003;-;-;C Fund - Growth;10.7;28-Aug-2026" },
      { line: 10, reason: "date-ahead", text: "100004;-;-;D Fund - Growth;10.8;22-Aug-2062" },
      // The NAV is checked first.
      { line: 11, reason: "nav-not-available", text: "100005;-;-;E Fund - Growth;N.A.;22-Aug-2062" },
    ]);
    expect(parsed.schemeCount).toBe(6);
  });

  it("refuses a file in which every row is dated ahead", () => {
    expect(refusal(text, { latestAllowedDate: "2020-01-01" })).toBe(
      "This AMFI NAV file has 6 NAV line(s) but not one valid NAV (line 7: date-ahead). Download it again; if it stays like this, AMFI's file is broken.",
    );
  });

  it("refuses a latestAllowedDate that is not a YYYY-MM-DD date", () => {
    expect(() => parseNavFile(text, { latestAllowedDate: "27-Aug-2026" })).toThrow(RangeError);
    expect(() => parseNavFile(text, { latestAllowedDate: "2026-02-30" })).toThrow(
      'latestAllowedDate must be a YYYY-MM-DD date, not "2026-02-30"',
    );
  });
});

describe("parseNavFile: the number of fields", () => {
  it("says so when not one line has the fields of the header's layout", () => {
    const sixColumnsUnderEight = amfiFile(
      DAILY8,
      ...block(
        "Open Ended Schemes(Gilt)",
        "Axis Mutual Fund",
        "100001;-;-;A Fund - Growth;10.5;23-Jan-2026",
        "100002;-;-;B Fund - Growth;10.6;23-Jan-2026",
      ),
    );
    expect(refusal(sixColumnsUnderEight)).toBe(
      "This AMFI NAV file has 2 NAV line(s) but not one with the number of fields its header announces: line 7 has 6 fields; the 8-column layout (daily-8) needs 8. " +
        "It is not a file of this layout; download it again.",
    );
    expect(
      refusal(
        amfiFile(HISTORY8, ...block("Open Ended Schemes(Gilt)", "Axis Mutual Fund", "100001;A;-;-;10;;;;;23-Jan-2026")),
      ),
    ).toContain("line 7 has 10 fields; the 8-column layout (history-8) needs 8");
  });

  it("names the field count of the first bad line when no line is valid for several reasons", () => {
    const mixed = amfiFile(
      DAILY6,
      ...block(
        "Open Ended Schemes(Gilt)",
        "Axis Mutual Fund",
        "100001;-;-;A;B;10.5;23-Jan-2026",
        "100002;-;-;B Fund - Growth;0;23-Jan-2026",
      ),
    );
    expect(refusal(mixed)).toBe(
      "This AMFI NAV file has 2 NAV line(s) but not one valid NAV (line 7 has 7 fields; the 6-column layout (daily-6) needs 6). Download it again; if it stays like this, AMFI's file is broken.",
    );
  });
});

describe("parseNavFile: schemeCount", () => {
  it("counts distinct valid scheme codes of records and of lines skipped for their NAV or date", () => {
    const parsed = parseNavFile(
      amfiFile(
        HISTORY8,
        ...block(
          "Open Ended Schemes(Gilt)",
          "Axis Mutual Fund",
          "100001;A Fund - Growth;-;-;10.5;;;22-Jan-2026",
          "100001;A Fund - Growth;-;-;10.6;;;23-Jan-2026",
          "100002;B Fund - Growth;-;-;N.A.;;;23-Jan-2026",
          "100003;C Fund - Growth;-;-;10.5;;;31-Feb-2026",
          "100004;D Fund - Growth;-;-;10.5;;;23-Jan-2036",
          "100001;A Fund - Growth;-;-;0;;;24-Jan-2026",
          "ABC;E Fund - Growth;-;-;10.5;;;23-Jan-2026",
          "100006;F Fund - Growth;-;-;10.5;23-Jan-2026",
        ),
      ),
      { latestAllowedDate: "2026-01-28" },
    );
    expect(parsed.records.map((r) => r.schemeCode)).toEqual([100001, 100001]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual([
      "nav-not-available",
      "date-invalid",
      "date-ahead",
      "nav-zero",
      "scheme-code-invalid",
      "field-count",
    ]);
    expect(parsed.schemeCount).toBe(4);
  });
});

describe("parseNavFile with a cache shared across files", () => {
  const SBI = [
    "119598;INF200K01QX4;-;SBI Large Cap FUND-DIRECT PLAN -GROWTH;103.7662;23-Jan-2026",
    "103616;INF200K01164;INF200K01172;SBI Large Cap Fund - Regular Plan - IDCW;53.1038;23-Jan-2026",
    "119585;INF200K01QV8;INF200K01QW6;SBI Large Cap Fund - Direct Plan - IDCW;67.3437;23-Jan-2026",
  ];
  const oneSpelling = amfiFile(
    DAILY6,
    ...block("Open Ended Schemes(Equity Scheme - Large Cap Fund)", "SBI Mutual Fund", ...SBI.slice(1)),
  );
  const twoSpellings = amfiFile(
    DAILY6,
    ...block("Open Ended Schemes(Equity Scheme - Large Cap Fund)", "SBI Mutual Fund", ...SBI),
  );
  const otherHouse = amfiFile(
    DAILY6,
    ...block("Open Ended Schemes(Equity Scheme - Large Cap Fund)", "Axis Mutual Fund", ...SBI),
  );
  const noHouse = amfiFile(
    DAILY6,
    " ",
    "Open Ended Schemes(Growth)",
    ...SBI,
    ...block("Open Ended Schemes(Growth)", "SBI Mutual Fund", "100001;-;-;SBI X Fund - Growth;10;23-Jan-2026"),
  );
  // The same text before the NAV reads differently in daily-6 and history-8.
  const daily = amfiFile(
    DAILY6,
    ...block("Open Ended Schemes(Gilt)", "Axis Mutual Fund", "100001;INF209KA12Z1;-;A Fund - Growth;10.5;23-Jan-2026"),
  );
  const history = amfiFile(
    HISTORY8,
    ...block(
      "Open Ended Schemes(Gilt)",
      "Axis Mutual Fund",
      "100001;INF209KA12Z1;-;A Fund - Growth;10.5;;;23-Jan-2026",
    ),
  );
  const files = [oneSpelling, twoSpellings, otherHouse, noHouse, daily, history];

  it("gives what a fresh parse gives, in any order and twice over", () => {
    const fresh = files.map((text) => parseNavFile(text));
    expect(fresh[1]?.records.map((r) => r.schemeName)).toEqual([
      "SBI Large Cap Fund",
      "SBI Large Cap Fund",
      "SBI Large Cap Fund",
    ]);
    expect(fresh[4]?.records[0]).toMatchObject({ isinGrowth: "INF209KA12Z1", rawName: "A Fund - Growth" });
    expect(fresh[5]?.records[0]).toMatchObject({ isinGrowth: null, rawName: "INF209KA12Z1" });
    for (const order of [
      [0, 1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1, 0],
      [1, 0, 3, 2, 5, 4],
    ]) {
      const cache = createNavParseCache();
      for (const round of [1, 2]) {
        for (const i of order)
          expect({ round, file: i, parsed: parseNavFile(files[i] as string, { cache }) }).toEqual({
            round,
            file: i,
            parsed: fresh[i],
          });
      }
    }
  });
});
