import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { parseSchemeMaster } from "@/lib/ingest/scheme-master/parse-scheme-master";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { AMC_SHORT_NAMES, isAmcNamed, narrowsMatch } from "./amc-short-names";

describe("isAmcNamed", () => {
  it.each([
    ["Aditya Birla Sun Life AMC Limited", "ABSL", true],
    ["Aditya Birla Sun Life Mutual Fund", "ABSL", true],
    ["quant Money Managers Limited", "Quant", true],
    ["Quantum Asset Management Company Private Limited", "Quant", false],
    ["Quantum Mutual Fund", "Quantum", true],
    ["ICICI Prudential Asset Management Company Limited", "ICICI Pru", true],
    ["Kotak Mahindra Asset Management Company Limited.", "Kotak", true],
    ["Mahindra Manulife Investment Management Pvt Ltd", "Kotak", false],
    ["Franklin Templeton Mutual Fund", "Franklin", true],
    ["SBI Funds Management Limited", "Other", false],
    ["SBI Funds Management Limited", "Unknown House", false],
  ])("%s is %s: %s", (fullName, shortName, expected) => {
    expect(isAmcNamed(fullName, shortName)).toBe(expected);
  });

  it("narrows only for a known short name that is not 'Other'", () => {
    expect([narrowsMatch("SBI"), narrowsMatch("Other"), narrowsMatch("Unknown House"), narrowsMatch(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

const AUM = sharedDataFile("aum-performance/amfi-crisil-monthly-aum-industry-equity-hybrid.csv");
const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");

(AUM && MASTER ? describe : describe.skip)("AMC_SHORT_NAMES against the real files", () => {
  const masterAmcs = () => {
    const parsed = parseSchemeMaster(readFileSync(MASTER!));
    if (!parsed.ok) throw new Error(parsed.message);
    return [...new Set(parsed.rows.map((r) => r.amc))];
  };

  it("has every short name of the AUM table, each naming exactly one house of the scheme master", () => {
    const records = parse(readFileSync(AUM!), { columns: true }) as { amc: string }[];
    const shortNames = [...new Set(records.map((r) => r.amc))].sort();
    expect(shortNames.filter((s) => !(s in AMC_SHORT_NAMES))).toEqual([]);
    const amcs = masterAmcs();
    const houses = shortNames
      .filter((s) => narrowsMatch(s))
      .map((s) => [s, amcs.filter((amc) => isAmcNamed(amc, s)).length]);
    // Capitalmind's first fund came after the master's download (Nov 2024): no house of it there yet.
    expect(houses.filter(([, n]) => n !== 1)).toEqual([["Capitalmind", 0]]);
  });
});
