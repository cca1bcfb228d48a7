import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";
import { sliceCapture } from "@/lib/ingest/testing/capture-slice";

// Real lines of the capture of 2026-08-22 (its lines 10482-10506: three fund houses, and a category heading
// with Zerodha's NAV lines directly under it), between the capture's header and its own ending.
const HEADER =
  "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date";
const MIRAE = [
  "Open Ended Schemes(Index Funds - Hybrid Fund)",
  " ",
  "Mirae Asset Mutual Fund",
  " ",
  "154493;INF769K01RG1;-;Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund;Direct Plan;Growth;10.238;21-Aug-2026",
  "154494;INF769K01RI7;INF769K01RH9;Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund;Direct Plan;IDCW;10.238;21-Aug-2026",
  "154495;INF769K01RD8;-;Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund;Regular Plan;Growth;10.234;21-Aug-2026",
  "154496;INF769K01RF3;INF769K01RE6;Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund;Regular Plan;IDCW;10.234;21-Aug-2026",
  " ",
];
const ZERODHA = [
  "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years)",
  " ",
  "Zerodha Mutual Fund",
  " ",
  "154436;-;-;Zerodha Life Cycle Fund 2036;Direct Plan;Growth Option;10.1524;21-Aug-2026",
  " ",
  "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years)",
  "154437;-;-;Zerodha Life Cycle Fund 2041;Direct Plan;Growth Option;10.1624;21-Aug-2026",
  " ",
];
const TAURUS = [
  "Open Ended Schemes(Money Market)",
  " ",
  "Taurus Mutual Fund",
  " ",
  "139619;-;-;Taurus Investor Education Pool (Greater than 3 yrs);;;10.0000;21-Aug-2026",
  "139618;-;-;Taurus Investor Education Pool (Greater than 3 yrs);;Growth;10.0000;21-Aug-2026",
  "139617;-;-;Taurus Unclaimed Dividend & Redemption Liability (Less than 3 yrs);;Growth;17.7437;21-Aug-2026",
];
// Every line ends with CRLF; a complete capture ends with an empty line after its last NAV line.
const file = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join("") + "\r\n";
const EXCERPT = file(HEADER, " ", ...MIRAE, ...ZERODHA, ...TAURUS);
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("sliceCapture on a real excerpt", () => {
  it("keeps a house's sections as they are, with the heading that continues it, and drops the other houses' headings", () => {
    const slice = decode(sliceCapture(encode(EXCERPT), ["Zerodha Mutual Fund"]));
    expect(slice).toBe(
      [
        HEADER,
        " ",
        "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years)",
        " ",
        "Zerodha Mutual Fund",
        " ",
        "154436;-;-;Zerodha Life Cycle Fund 2036;Direct Plan;Growth Option;10.1524;21-Aug-2026",
        " ",
        "Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years)",
        "154437;-;-;Zerodha Life Cycle Fund 2041;Direct Plan;Growth Option;10.1624;21-Aug-2026",
        "",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves no heading without NAV lines when the house between two kept ones is dropped", () => {
    const slice = decode(sliceCapture(encode(EXCERPT), ["Taurus Mutual Fund", "Mirae Asset Mutual Fund"]));
    expect(slice).toBe(file(HEADER, " ", ...MIRAE, ...TAURUS));
    expect(slice).not.toMatch(/Zerodha|Life Cycle/);
  });

  it("ends a slice whose last house is not the capture's last with the capture's own ending", () => {
    const slice = decode(sliceCapture(encode(EXCERPT), ["Mirae Asset Mutual Fund"]));
    expect(slice).toBe(file(HEADER, " ", ...MIRAE.slice(0, -1)));
    expect(slice.endsWith(";21-Aug-2026\r\n\r\n")).toBe(true);
  });

  it("refuses a house the capture does not list", () => {
    expect(() => sliceCapture(encode(EXCERPT), ["Zerodha Mutual Fund", "Quantum Mutual Fund"])).toThrow(
      "No section of Quantum Mutual Fund in this capture",
    );
  });
});

const SAMPLE = path.join(AMFI_DATA_DIR, "samples", "NAVAll-2026-08-21.txt");
const present = existsSync(SAMPLE);
if (!present) console.warn(`Skipping the slice of a whole real capture: ${SAMPLE} is absent.`);

(present ? describe : describe.skip)("sliceCapture on a whole real capture (NAVAll-2026-08-21.txt)", () => {
  it("keeps Aditya Birla Sun Life's sections byte for byte, its non-ASCII heading included, in the capture's order", () => {
    const bytes = new Uint8Array(readFileSync(SAMPLE));
    const slice = sliceCapture(bytes, ["Aditya Birla Sun Life Mutual Fund"]);
    const source = Buffer.from(bytes);
    const lines = Buffer.from(slice).toString("latin1").split("\n");
    // Every line of the slice is a line of the capture, in order (a subsequence), byte for byte.
    let from = 0;
    for (const line of lines.slice(0, -1)) {
      const at = source.indexOf(Buffer.from(`${line}\n`, "latin1"), from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + line.length + 1;
    }
    expect(Buffer.from(slice).includes(Buffer.from("Solution Oriented Scheme - Children\u2019s Fund)\r\n"))).toBe(true);
    // Each heading has NAV lines of the house under it; no other house's line is left.
    const isHouse = (line: string) => / Mutual Fund\r$/.test(line);
    const headings = lines.slice(1).filter((l) => l.trim() !== "" && !l.includes(";") && !isHouse(l));
    expect(headings.length).toBeGreaterThan(10);
    lines.forEach((line, i) => {
      if (!headings.includes(line)) return;
      const under = lines.slice(i + 1).find((l) => l.trim() !== "")!;
      expect(isHouse(under) || under.includes(";")).toBe(true);
    });
    const houses = new Set(lines.filter(isHouse).map((l) => l.trim()));
    expect([...houses]).toEqual(["Aditya Birla Sun Life Mutual Fund"]);
    const rows = lines.filter((l) => l.includes(";")).slice(1);
    // 461 scheme codes of the house in this capture (counted separately on the capture).
    expect(new Set(rows.map((r) => r.split(";")[0])).size).toBe(461);
    expect(lines.join("\n")).toMatch(/;\d\d-[A-Z][a-z]{2}-\d{4}\r\n\r\n$/);
  });
});
