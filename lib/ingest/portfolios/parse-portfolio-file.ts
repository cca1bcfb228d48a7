// A disclosure file: the workbook read, its fund house's layout found, and every scheme's table parsed. A
// table the layout does not fit refuses the whole file; a scheme whose weights do not add up to 100 +/- 2 %
// is refused alone, with its reason, and the rest of the file stands.
import { benchmarkNameOf } from "@/lib/ingest/portfolios/benchmark-name";
import {
  type ParsedScheme,
  parsePortfolioBlock,
  type SchemeBlock,
} from "@/lib/ingest/portfolios/parse-portfolio-block";
import { PORTFOLIO_LAYOUTS, type PortfolioLayout } from "@/lib/ingest/portfolios/portfolio-layouts";
import { type Cell, readWorkbook, type SheetGrid, type WorkbookFormat } from "@/lib/ingest/portfolios/read-workbook";

/** The weights of a scheme's holdings add up to 100 % within this many points, or the scheme is refused. */
export const WEIGHT_TOLERANCE_PCT = 2;

export interface DisclosedScheme extends ParsedScheme {
  /** The scheme's name as the file gives it (index sheet or title), cleaned of notes. */
  schemeName: string;
  weightTotalPct: number;
  /** The scheme's benchmark as the sheet prints it, or null when the sheet names none. */
  benchmark: string | null;
}

export type PortfolioFileResult =
  | {
      ok: true;
      format: WorkbookFormat;
      layout: PortfolioLayout;
      schemes: DisclosedScheme[];
      /** "SLMF (SBI Large and Midcap Fund): weights add up to 96.1 %, not 100 +/- 2", in file order. */
      refused: string[];
    }
  | { ok: false; message: string };

const cellText = (cell: Cell | undefined) => String(cell ?? "").trim();

/**
 * A name as the index or title prints it, down to the fund's: the first line only (Nippon adds its segregated
 * portfolio on a second), "- No. of Segregated Portfolio - 1" style tails and a trailing description of the
 * scheme in brackets dropped.
 */
export function fundNameOf(printed: string): string {
  return (
    printed
      .split(/\r?\n/)[0]!
      .replace(/\s*-?\s*(no\.? of )?segregated portfolio.*$/i, "")
      // The scheme's description in brackets after its name: "(An open ended debt scheme ...)".
      .replace(/\s*\((?:[^()]|\([^()]*\))*(open.ended|scheme|interval fund)(?:[^()]|\([^()]*\))*\)\s*$/i, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function blocksOf(
  sheets: readonly SheetGrid[],
  layout: PortfolioLayout,
): { block: SchemeBlock; name: string | null }[] {
  const { schemes } = layout;
  if (schemes.kind === "index") {
    const index = sheets.find((sheet) => schemes.sheet.test(sheet.name));
    if (!index) return [];
    const byName = new Map(sheets.map((sheet) => [sheet.name, sheet]));
    return index.grid.flatMap((row) => {
      const sheet = byName.get(cellText(row[schemes.code]));
      const name = cellText(row[schemes.name]);
      if (!sheet || sheet === index || !name) return [];
      return [{ block: { where: `sheet "${sheet.name}"`, rows: sheet.grid, firstRow: 1 }, name }];
    });
  }
  if (schemes.kind === "sheets")
    return sheets
      .filter((sheet) => schemes.sheet.test(sheet.name))
      .map((sheet) => ({ block: { where: `sheet "${sheet.name}"`, rows: sheet.grid, firstRow: 1 }, name: null }));
  return sheets.flatMap((sheet) => {
    const starts = sheet.grid.flatMap((row, i) => (schemes.start.test(cellText(row[0])) ? [i] : []));
    return starts.map((start, n) => ({
      block: {
        where: `sheet "${sheet.name}" row ${start + 1}`,
        rows: sheet.grid.slice(start, starts[n + 1] ?? sheet.grid.length),
        firstRow: start + 1,
      },
      name: null,
    }));
  });
}

/** The layout whose fund house the file's first scheme table names. */
function layoutOf(sheets: readonly SheetGrid[]): PortfolioLayout | null {
  return (
    PORTFOLIO_LAYOUTS.find((layout) => {
      const first = blocksOf(sheets, layout)[0];
      return first ? parsePortfolioBlock(first.block, layout).ok || houseNamed(first.block, layout) : false;
    }) ?? null
  );
}

const houseNamed = (block: SchemeBlock, layout: PortfolioLayout) =>
  block.rows.slice(0, 8).some((row) => row.some((cell) => layout.houseMark.test(cellText(cell).split(/\r?\n/)[0]!)));

export function parsePortfolioFile(bytes: Buffer): PortfolioFileResult {
  const workbook = readWorkbook(bytes);
  if (!workbook.ok) return workbook;
  const layout = layoutOf(workbook.sheets);
  if (!layout)
    return {
      ok: false,
      message: `No known fund house's portfolio layout fits this workbook (sheets: ${workbook.sheets
        .slice(0, 5)
        .map((s) => `"${s.name.slice(0, 30)}"`)
        .join(", ")}${workbook.sheets.length > 5 ? ", ..." : ""}).`,
    };
  const schemes: DisclosedScheme[] = [];
  const refused: string[] = [];
  for (const { block, name } of blocksOf(workbook.sheets, layout)) {
    const parsed = parsePortfolioBlock(block, layout);
    if (!parsed.ok) return { ok: false, message: `${layout.fundHouse} portfolio refused: ${parsed.message}` };
    const schemeName = fundNameOf(name ?? parsed.scheme.title ?? "");
    const weightTotalPct = parsed.scheme.holdings.reduce((total, h) => total + h.weightPct, 0);
    if (Math.abs(weightTotalPct - 100) > WEIGHT_TOLERANCE_PCT) {
      refused.push(
        `${block.where} (${schemeName}): weights add up to ${weightTotalPct.toFixed(2)} %, not 100 +/- ${WEIGHT_TOLERANCE_PCT}.`,
      );
      continue;
    }
    schemes.push({
      ...parsed.scheme,
      schemeName,
      weightTotalPct,
      benchmark: benchmarkNameOf(block.rows, schemeName, layout.houseMark),
    });
  }
  if (schemes.length === 0 && refused.length === 0)
    return { ok: false, message: `The ${layout.fundHouse} workbook lists no scheme's portfolio.` };
  return { ok: true, format: workbook.format, layout, schemes, refused };
}
