// UTI AMC's monthly riskometer disclosure: one sheet a month-end ("Risk-o-meter_August 31 2025", newest first),
// header row 1 "Sl No., Fund Code, Fund Name, Riskometer, Riskometer Image, Benchmark, Benchmark Riskometer".
// Fund Code is UTI's own three-digit code, not an AMFI code: rows are joined to plans by the fund's name.
import { riskLevelOf } from "@/lib/ingest/aum/riskometer-wording";
import type { RiskLevel } from "@/lib/ingest/factsheets/factsheet-kinds";
import { readWorkbook, type SheetGrid } from "@/lib/ingest/portfolios/read-workbook";
import { cellText, isoDateOf, monthOf, schemeNameText } from "@/lib/ingest/scheme-attributes/attribute-cells";

export interface UtiRiskometerRow {
  /** The sheet's month-end. */
  asOf: string;
  fundCode: string;
  schemeName: string;
  riskLevel: RiskLevel;
  /** The benchmark as printed; null where the cell is empty. */
  benchmark: string | null;
}

export type UtiRiskometerResult =
  { ok: true; rows: UtiRiskometerRow[]; months: string[]; problems: string[] } | { ok: false; message: string };

/** "Risk-o-meter_August 31 2025", "Risk-o-meter_June 302025", "Risk-o-meter_Apr 30 2024". */
const MONTH_SHEET = /^risk-o-meter_([a-z]+)\s*(\d{1,2})\s*(\d{4})$/i;
const HEADER = ["fund code", "fund name", "riskometer", "benchmark"] as const;

/** The month-end a sheet's name gives, or null when the name is not a monthly sheet's. */
export function sheetMonthEnd(sheetName: string): string | null {
  const match = MONTH_SHEET.exec(sheetName.trim());
  if (!match) return null;
  const month = monthOf(match[1]!);
  return month ? isoDateOf(Number(match[3]), month, Number(match[2])) : null;
}

/** Whether a workbook's sheet list (xl/workbook.xml) is UTI's riskometer disclosure's. */
export const UTI_RISKOMETER_SHEET = /name="Risk-o-meter_[A-Za-z]+\s*\d/;

function readMonth(sheet: SheetGrid, asOf: string, problems: string[]): UtiRiskometerRow[] | string {
  const header = (sheet.grid[0] ?? []).map((cell) => cellText(cell)?.toLowerCase() ?? "");
  const at = Object.fromEntries(HEADER.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof HEADER)[number],
    number
  >;
  const missing = HEADER.filter((name) => at[name] < 0);
  if (missing.length) return `sheet "${sheet.name}" has no ${missing.map((m) => `"${m}"`).join(", ")} column in row 1`;
  const rows: UtiRiskometerRow[] = [];
  sheet.grid.slice(1).forEach((cells, i) => {
    // BSE's indices dropped the S&P brand in 2024 and UTI renamed those funds ("UTI S&P BSE Sensex ETF" is now
    // "UTI BSE Sensex ETF"): older months' names are read under the current one.
    const schemeName = schemeNameText(cells[at["fund name"]])?.replace(/\bS&P\s+(?=BSE\b)/, "") ?? null;
    const wording = cellText(cells[at.riskometer]);
    if (!schemeName && !wording) return;
    const where = `sheet "${sheet.name}" row ${i + 2}`;
    const riskLevel = riskLevelOf(wording);
    if (!schemeName || !riskLevel) {
      problems.push(`${where}: ${!schemeName ? "no fund name" : `riskometer "${wording ?? ""}" is not a SEBI level`}`);
      return;
    }
    rows.push({
      asOf,
      fundCode: cellText(cells[at["fund code"]]) ?? "",
      schemeName,
      riskLevel,
      benchmark: cellText(cells[at.benchmark]),
    });
  });
  return rows;
}

/**
 * Every monthly sheet's rows. Other sheets (UTI's risk-score bands, a scratch sheet) are named in problems, not
 * read. A monthly sheet without the columns refuses the file; a row without a fund name or a known level is
 * reported and left out.
 */
export function parseUtiRiskometerFile(bytes: Buffer): UtiRiskometerResult {
  const workbook = readWorkbook(bytes);
  if (!workbook.ok) return workbook;
  const rows: UtiRiskometerRow[] = [];
  const months: string[] = [];
  const problems: string[] = [];
  for (const sheet of workbook.sheets) {
    const asOf = sheetMonthEnd(sheet.name);
    if (!asOf) {
      problems.push(`sheet "${sheet.name}" is not a month's riskometer sheet: not read`);
      continue;
    }
    if (months.includes(asOf))
      return { ok: false, message: `two sheets are for ${asOf} (the second: "${sheet.name}")` };
    const read = readMonth(sheet, asOf, problems);
    if (typeof read === "string") return { ok: false, message: read };
    months.push(asOf);
    rows.push(...read);
  }
  if (rows.length === 0)
    return { ok: false, message: "no monthly riskometer sheet with rows (Risk-o-meter_<Month> <day> <year>)" };
  return { ok: true, rows, months, problems };
}
