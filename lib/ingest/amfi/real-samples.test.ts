// The parser on real AMFI files from the shared data folder (never copied into this repository).

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { captureFromName, latestAllowedNavDate } from "./capture-date";
import { categoryBySlug } from "./category-map";
import { decodeNavFileBytes } from "./decode-nav-file";
import { createNavParseCache } from "./nav-parse-cache";
import { parseNavFile } from "./parse-nav-file";
import type { NavRecord, ParsedNavFile, SkipReason } from "./types";
import { AMFI_CORPUS, AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";

const SAMPLES = join(AMFI_DATA_DIR, "samples");
const present =
  existsSync(join(SAMPLES, "NAVAll-2026-01-27.txt")) && existsSync(join(SAMPLES, "NAVAll-2026-08-21.txt"));
if (!present) {
  console.warn(
    `Skipping the tests on real AMFI files: ${SAMPLES} is absent (the shared AMFI data folder is not next to this checkout).`,
  );
}
const describeWithSamples = present ? describe : describe.skip;

function skippedByReason(parsed: ParsedNavFile): Partial<Record<SkipReason, number>> {
  const counts: Partial<Record<SkipReason, number>> = {};
  for (const { reason } of parsed.skipped) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

function byCode(parsed: ParsedNavFile, schemeCode: number): NavRecord | undefined {
  return parsed.records.find((r) => r.schemeCode === schemeCode);
}

const REDEEMED_LINES = [[130565], [129287], [129288], [130567], [142700], [142701], [142702], [130566], [129286]];

describeWithSamples("real AMFI file NAVAll-2026-01-27.txt (daily-6)", () => {
  let parsed: ParsedNavFile;
  beforeAll(() => {
    parsed = parseNavFile(readFileSync(join(SAMPLES, "NAVAll-2026-01-27.txt"), "utf8"));
  });

  it("has the expected counts and no unmapped heading", () => {
    expect(parsed.layout).toBe("daily-6");
    expect(parsed.records).toHaveLength(13839);
    expect(skippedByReason(parsed)).toEqual({ "nav-zero": 382 });
    expect(parsed.schemeCount).toBe(13839 + 382);
    expect(parsed.unmappedHeadings).toEqual([]);
    expect(parsed.records.every((r) => r.category !== null && r.amcName !== "")).toBe(true);
  });

  it("reports the malformed ISINs of the file", () => {
    expect(parsed.isinProblems).toHaveLength(10);
    expect(parsed.isinProblems[0]).toEqual({
      line: 10998,
      schemeCode: 152713,
      field: "isinReinvestment",
      value: "HDFCNIVODG",
    });
    expect(parsed.isinProblems.slice(1).map((p) => [p.schemeCode])).toEqual(REDEEMED_LINES);
    expect(parsed.isinProblems.slice(1).every((p) => p.value === "Redeemed")).toBe(true);
  });

  it("reads scheme 119551 exactly", () => {
    expect(byCode(parsed, 119551)).toEqual({
      line: 7,
      schemeCode: 119551,
      isinGrowth: "INF209KA12Z1",
      isinReinvestment: "INF209KA13Z9",
      rawName: "Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW",
      displayName: "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct - IDCW",
      schemeName: "Aditya Birla Sun Life Banking & PSU Debt Fund",
      planType: "Direct",
      option: "IDCW Payout",
      idcwFrequency: null,
      nav: "110.0766",
      date: "2026-01-23",
      amcName: "Aditya Birla Sun Life Mutual Fund",
      schemeType: "Open Ended",
      rawCategoryHeading: "Debt Scheme - Banking and PSU Fund",
      category: categoryBySlug("debt-banking-and-psu-fund"),
    });
  });

  it("spot-checks other real rows", () => {
    expect(byCode(parsed, 122612)).toMatchObject({
      amcName: "360 ONE Mutual Fund",
      schemeName: "360 ONE Dynamic Bond Fund",
      planType: "Regular",
      option: "Growth",
      nav: "23.3226",
    });
    expect(byCode(parsed, 119585)).toMatchObject({
      schemeName: "SBI Large Cap Fund",
      planType: "Direct",
      option: "IDCW Payout",
      nav: "67.3437",
      category: categoryBySlug("equity-large-cap-fund"),
    });
    // "10." in the file: the trailing point is dropped.
    expect(byCode(parsed, 150664)).toMatchObject({
      nav: "10",
      date: "2025-09-30",
      planType: "Direct",
      option: "IDCW Payout",
    });
    // A line straight under "Open Ended Schemes(Growth)", with no fund-house heading.
    expect(byCode(parsed, 103028)).toMatchObject({
      amcName: "ICICI Prudential Mutual Fund",
      rawCategoryHeading: "Growth",
      category: categoryBySlug("equity-other"),
      date: "2016-04-22",
    });
    expect(byCode(parsed, 146407)).toMatchObject({
      rawCategoryHeading: "Solution Oriented Scheme - Children’s Fund",
      category: categoryBySlug("solution-oriented-childrens-fund"),
    });
  });
});

describeWithSamples("real AMFI file NAVAll-2026-08-21.txt (daily-8)", () => {
  let parsed: ParsedNavFile;
  beforeAll(() => {
    parsed = parseNavFile(readFileSync(join(SAMPLES, "NAVAll-2026-08-21.txt"), "utf8"));
  });

  it("has the expected counts and no unmapped heading", () => {
    expect(parsed.layout).toBe("daily-8");
    expect(parsed.records).toHaveLength(14045);
    expect(skippedByReason(parsed)).toEqual({ "nav-zero": 243 });
    expect(parsed.schemeCount).toBe(14045 + 243);
    expect(parsed.unmappedHeadings).toEqual([]);
    expect(parsed.isinProblems).toHaveLength(10);
    expect(parsed.records.every((r) => r.category !== null && r.amcName !== "")).toBe(true);
  });

  it("reads scheme 119551 exactly, with the option of the Option column", () => {
    expect(byCode(parsed, 119551)).toEqual({
      line: 7,
      schemeCode: 119551,
      isinGrowth: "INF209KA12Z1",
      isinReinvestment: "INF209KA13Z9",
      rawName: "Aditya Birla Sun Life Banking & PSU Debt Fund",
      displayName: "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - IDCW - Re-investment",
      schemeName: "Aditya Birla Sun Life Banking & PSU Debt Fund",
      planType: "Direct",
      option: "IDCW Reinvestment",
      idcwFrequency: null,
      nav: "106.9996",
      date: "2026-08-20",
      amcName: "Aditya Birla Sun Life Mutual Fund",
      schemeType: "Open Ended",
      rawCategoryHeading: "Debt Scheme - Banking and PSU Fund",
      category: categoryBySlug("debt-banking-and-psu-fund"),
    });
  });

  it("leaves plan and option unknown where both columns are blank (about 6,200 rows)", () => {
    expect(parsed.records.filter((r) => r.planType === null)).toHaveLength(6096);
    expect(parsed.records.filter((r) => r.option === null)).toHaveLength(6225);
    expect(byCode(parsed, 119585)).toMatchObject({
      rawName: "SBI Large Cap Fund",
      displayName: "SBI Large Cap Fund",
      planType: null,
      option: null,
      nav: "68.0810",
    });
  });

  it("spot-checks other real rows", () => {
    expect(byCode(parsed, 110282)).toMatchObject({
      planType: "Regular",
      option: "IDCW Payout",
      idcwFrequency: "Monthly",
      nav: "112.5535",
    });
    expect(byCode(parsed, 120437)).toMatchObject({
      isinGrowth: null,
      isinReinvestment: "INF846K01CU0",
      option: "IDCW Reinvestment",
      idcwFrequency: "Daily",
    });
    // A stale row: last NAV in 2017.
    expect(byCode(parsed, 128952)).toMatchObject({ option: "Bonus", date: "2017-06-14", nav: "1532.8272" });
    expect(byCode(parsed, 122612)).toMatchObject({
      amcName: "360 ONE Mutual Fund",
      displayName: "360 ONE Dynamic Bond Fund - Regular Plan - Growth Option",
    });
  });
});

describeWithSamples("real AMFI files parsed with one cache for the run", () => {
  const names = ["NAVAll-2026-01-27.txt", "NAVAll-2026-08-21.txt"];
  let texts: string[];
  let fresh: ParsedNavFile[];
  beforeAll(() => {
    texts = names.map((name) => decodeNavFileBytes(readFileSync(join(SAMPLES, name))));
    fresh = texts.map((text) => parseNavFile(text));
  });

  it.each([
    ["in date order", [0, 1]],
    ["in reverse order", [1, 0]],
  ])("gives what a fresh parse gives, %s and twice over", (_order, order) => {
    const cache = createNavParseCache();
    for (const round of [1, 2]) {
      for (const i of order) {
        const parsed = parseNavFile(texts[i] as string, { cache });
        expect({ round, name: names[i], records: parsed.records.length }).toEqual({
          round,
          name: names[i],
          records: fresh[i]?.records.length,
        });
        expect(parsed).toEqual(fresh[i]);
      }
    }
  });

  it("reads the files' bytes as the same text as Node's own UTF-8 decoding", () => {
    for (const [i, name] of names.entries()) expect(texts[i]).toBe(readFileSync(join(SAMPLES, name), "utf8"));
  });
});

// The Saturday capture of 2026-08-22: liquid and overnight funds already publish Sunday's NAV.
const SATURDAY_CAPTURE = "2026-08-22.1";
const SATURDAY = `navall/${SATURDAY_CAPTURE}.txt`;
const corpusPresent = existsSync(AMFI_CORPUS);
if (!corpusPresent)
  console.warn(
    `Skipping the test on ${SATURDAY}: the AMFI corpus is not at ${AMFI_CORPUS} (the shared AMFI data folder is not next to this checkout).`,
  );
(corpusPresent ? describe : describe.skip)(`real AMFI capture ${SATURDAY} (NAVs dated the next day)`, () => {
  let text: string;
  beforeAll(async () => {
    const captures = await readCorpusCaptures([SATURDAY_CAPTURE]);
    text = decodeNavFileBytes(captures.get(SATURDAY_CAPTURE)!);
  });

  it("keeps its 91 rows dated 2026-08-23 within the file's lead of 5 days", () => {
    const { fileDate } = captureFromName(SATURDAY);
    expect(fileDate).toBe("2026-08-22");
    const latestAllowedDate = latestAllowedNavDate(fileDate, "2030-01-01");
    expect(latestAllowedDate).toBe("2026-08-27");
    const parsed = parseNavFile(text, { latestAllowedDate });
    expect(parsed.records).toHaveLength(14041);
    expect(parsed.records.filter((r) => r.date === "2026-08-23")).toHaveLength(91);
    expect(skippedByReason(parsed)).toEqual({ "nav-zero": 241 });
    expect(parsed.schemeCount).toBe(14041 + 241);
  });

  it("would lose exactly those rows without the lead", () => {
    const parsed = parseNavFile(text, { latestAllowedDate: "2026-08-22" });
    expect(parsed.records).toHaveLength(14041 - 91);
    expect(skippedByReason(parsed)).toEqual({ "nav-zero": 241, "date-ahead": 91 });
    expect(parsed.skipped.find((s) => s.reason === "date-ahead")).toEqual({
      line: 1297,
      reason: "date-ahead",
      text: "119368;-;INF761K01CL0;BANK OF INDIA LIQUID FUND;Direct …CW;1005.0000;23-Aug-2026",
    });
    // Still listed: a row dated ahead says the scheme is in the file.
    expect(parsed.schemeCount).toBe(14041 + 241);
  });
});
