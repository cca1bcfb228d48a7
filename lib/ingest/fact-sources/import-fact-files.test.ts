import type { FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { describeFactReport, UNMATCHED_SHOWN } from "@/lib/ingest/fact-sources/import-fact-files";

const report = (changes: Partial<FactImportReport>): FactImportReport => ({
  source: "ter.csv",
  kind: "ter",
  status: "imported",
  asOf: "2024-10-07",
  rows: 1622,
  matched: 1606,
  unmatched: [],
  ...changes,
});

describe("describeFactReport", () => {
  it("says what was imported, as of when, and how much matched", () => {
    expect(describeFactReport(report({}))).toBe("ter as of 2024-10-07: 1622 rows, 1606 matched.");
  });

  it("adds an imported file's note after its counts", () => {
    const message = "1 old name(s) joined to the fund's later name: A -> B (2023-12-12).";
    expect(describeFactReport(report({ message }))).toBe(`ter as of 2024-10-07: 1622 rows, 1606 matched. ${message}`);
  });

  it("lists the first unmatched names and counts the rest", () => {
    const names = Array.from({ length: UNMATCHED_SHOWN + 3 }, (_, i) => `Fund ${i + 1}`);
    const lines = describeFactReport(report({ unmatched: names })).split("\n");
    expect(lines[0]).toBe(`ter as of 2024-10-07: 1622 rows, 1606 matched, ${UNMATCHED_SHOWN + 3} unmatched.`);
    expect(lines.slice(1, -1)).toEqual(names.slice(0, UNMATCHED_SHOWN).map((name) => `    unmatched: ${name}`));
    expect(lines.at(-1)).toBe("    ... and 3 more (npm run data:status)");
  });

  it("gives a refusal's reason", () => {
    expect(describeFactReport(report({ status: "refused", message: "the file is cut short" }))).toBe(
      "ter: refused. the file is cut short",
    );
  });
});
