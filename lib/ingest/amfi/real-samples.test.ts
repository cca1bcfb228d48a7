// The parser on real AMFI files from the shared data folder (never copied into this repository).

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { categoryBySlug } from "./category-map";
import { parseNavFile } from "./parse-nav-file";
import type { NavRecord, ParsedNavFile, SkipReason } from "./types";
import { AMFI_DATA_DIR } from "@/lib/ingest/testing/amfi-corpus";

const SAMPLES = join(AMFI_DATA_DIR, "samples");
const present = existsSync(join(SAMPLES, "NAVAll-2026-01-27.txt")) && existsSync(join(SAMPLES, "NAVAll-2026-08-21.txt"));
if (!present) {
  console.warn(`Skipping the tests on real AMFI files: ${SAMPLES} is absent (the shared AMFI data folder is not next to this checkout).`);
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
    expect(parsed.unmappedHeadings).toEqual([]);
    expect(parsed.records.every((r) => r.category !== null && r.amcName !== "")).toBe(true);
  });

  it("reports the malformed ISINs of the file", () => {
    expect(parsed.isinProblems).toHaveLength(10);
    expect(parsed.isinProblems[0]).toEqual({ line: 10998, schemeCode: 152713, field: "isinReinvestment", value: "HDFCNIVODG" });
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
      displayName: "Aditya Birla Sun Life Banking & PSU Debt Fund - DIRECT - IDCW",
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
    expect(byCode(parsed, 122612)).toMatchObject({ amcName: "360 ONE Mutual Fund", schemeName: "360 ONE Dynamic Bond Fund", planType: "Regular", option: "Growth", nav: "23.3226" });
    expect(byCode(parsed, 119585)).toMatchObject({ schemeName: "SBI Large Cap Fund", planType: "Direct", option: "IDCW Payout", nav: "67.3437", category: categoryBySlug("equity-large-cap-fund") });
    // "10." in the file: the trailing point is dropped.
    expect(byCode(parsed, 150664)).toMatchObject({ nav: "10", date: "2025-09-30", planType: "Direct", option: "IDCW Payout" });
    // A line straight under "Open Ended Schemes(Growth)", with no fund-house heading.
    expect(byCode(parsed, 103028)).toMatchObject({ amcName: "ICICI Prudential Mutual Fund", rawCategoryHeading: "Growth", category: categoryBySlug("equity-other"), date: "2016-04-22" });
    expect(byCode(parsed, 146407)).toMatchObject({ rawCategoryHeading: "Solution Oriented Scheme - Children’s Fund", category: categoryBySlug("solution-oriented-childrens-fund") });
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
    expect(byCode(parsed, 119585)).toMatchObject({ rawName: "SBI Large Cap Fund", displayName: "SBI Large Cap Fund", planType: null, option: null, nav: "68.0810" });
  });

  it("spot-checks other real rows", () => {
    expect(byCode(parsed, 110282)).toMatchObject({ planType: "Regular", option: "IDCW Payout", idcwFrequency: "Monthly", nav: "112.5535" });
    expect(byCode(parsed, 120437)).toMatchObject({ isinGrowth: null, isinReinvestment: "INF846K01CU0", option: "IDCW Reinvestment", idcwFrequency: "Daily" });
    // A stale row: last NAV in 2017.
    expect(byCode(parsed, 128952)).toMatchObject({ option: "Bonus", date: "2017-06-14", nav: "1532.8272" });
    expect(byCode(parsed, 122612)).toMatchObject({ amcName: "360 ONE Mutual Fund", displayName: "360 ONE Dynamic Bond Fund - Regular Plan - GROWTH Option" });
  });
});
