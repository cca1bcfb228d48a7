// The scheme's benchmark as its portfolio sheet prints it, below the holdings: SBI "Benchmark Name : NIFTY
// LIQUID INDEX A-I", Nippon and Axis "BENCHMARK NAME - NIFTY MIDCAP 150 TRI", HDFC's riskometer note "...
// Portfolio Benchmark "Nifty Corporate Bond Index A-II" as on ...", and ABSL a row of the scheme's name beside
// its benchmark's. The text is kept as printed (spaces collapsed), never resolved to an index here.
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import type { Cell } from "@/lib/ingest/portfolios/read-workbook";

const NAMED = /^benchmark\s*name\s*[:\-–]\s*(.+)$/i;
const QUOTED = /portfolio benchmark\s*["“]([^"”]+)["”]/i;
// Words of the riskometer legend a sheet may print beside the name, which are no part of it.
const RISKOMETER_TAIL = /\s*[-,]?\s*((scheme|benchmark)\s+)?(risk-?o-?meter|riskometer).*$/i;

const cellText = (cell: Cell | undefined) =>
  String(cell ?? "")
    .replace(/\s+/g, " ")
    .trim();

// ICICI's "BSE 500 TRI 1": a footnote number after the index's name.
const FOOTNOTE = /\b(tri|index)\s+\d$/i;

const clean = (name: string) =>
  name
    .replace(RISKOMETER_TAIL, "")
    .replace(FOOTNOTE, "$1")
    .replace(/[\s.]+$/, "")
    .trim();

/**
 * The benchmark the rows print for the scheme named, or null when they name none. `houseMark` is the fund
 * house's mark: ABSL's row may name the fund by a former name ("... FRONTLINE EQUITY FUND" for its Large Cap
 * Fund), so a two-cell row whose first cell is a fund of the house counts too.
 */
export function benchmarkNameOf(rows: readonly Cell[][], schemeName: string, houseMark: RegExp): string | null {
  const key = fundKey(schemeName);
  for (const row of rows) {
    const texts = row.map(cellText).filter(Boolean);
    for (const t of texts) {
      const named = NAMED.exec(t) ?? QUOTED.exec(t);
      if (named && clean(named[1]!)) return clean(named[1]!);
    }
    const [first, second] = texts;
    if (texts.length === 2 && (fundKey(first!) === key || houseMark.test(first!)) && /[a-z]/i.test(second!))
      return clean(second!);
  }
  return null;
}
