import { readFileSync } from "node:fs";
import path from "node:path";
import { formatFactsheetError } from "@/lib/ingest/factsheets/factsheet-errors";
import { parseFactsheetFile } from "@/lib/ingest/factsheets/parse-factsheet-file";

// The examples in docs/factsheet-format.md are real files: each must parse as the kind it illustrates.
const doc = readFileSync(path.join(process.cwd(), "docs", "factsheet-format.md"), "utf8");
const examples = [...doc.matchAll(/```(csv|json)\n([\s\S]*?)```/g)].map((m, i) => ({
  name: `example-${i + 1}.${m[1]}`,
  text: m[2]!,
}));

describe("docs/factsheet-format.md examples", () => {
  it("has an example of every kind", () => {
    const kinds = examples.map((e) => parseFactsheetFile(e.name, e.text).kind);
    expect(new Set(kinds)).toEqual(
      new Set(["facts", "managers", "holdings", "sector_allocation", "asset_allocation", "credit_quality"]),
    );
  });

  it.each(examples)("$name parses without errors", ({ name, text }) => {
    const parsed = parseFactsheetFile(name, text);
    expect(parsed.ok ? [] : parsed.errors.map(formatFactsheetError)).toEqual([]);
  });
});
