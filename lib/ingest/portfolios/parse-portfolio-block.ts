// One scheme's table in a disclosure, read the way its fund house's layout says: the title rows (fund house,
// scheme name, "as on" date), the header row, then holdings interleaved with section headings and totals.
import Decimal from "decimal.js";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { isValidIsin } from "@/lib/ingest/isin";
import { type AssetClass, CASH_CLASS, isCashLine, sectionClassOf } from "@/lib/ingest/portfolios/asset-classes";
import { creditBucketOf, type CreditBucket } from "@/lib/ingest/portfolios/credit-buckets";
import { disclosureDateOf } from "@/lib/ingest/portfolios/disclosure-date";
import { legendOf, NOTE_MARK_CLASS, notesOf, splitNoteMarks } from "@/lib/ingest/portfolios/note-marks";
import type { PortfolioColumn, PortfolioLayout } from "@/lib/ingest/portfolios/portfolio-layouts";
import type { Cell } from "@/lib/ingest/portfolios/read-workbook";

export interface PortfolioHolding {
  /** The sheet row (1-based) the holding is on. */
  row: number;
  name: string;
  isin: string | null;
  sector: string | null;
  rating: string | null;
  assetClass: AssetClass;
  /** Debt and money-market holdings, and cash lines the file rates (SBI's reverse repo: "Sovereign"). */
  creditBucket: CreditBucket | null;
  quantity: number | null;
  valueCr: number | null;
  weightPct: number;
  /** What the marks printed after the name mean, in the words of the sheet's legend (note-marks.ts). */
  notes: string[];
}

export interface SchemeBlock {
  /** Where the block is, for messages: `sheet "SLMF"` or `sheet "EXPOSURE" row 153`. */
  where: string;
  /** The block's rows; rows[i] is sheet row firstRow + i. */
  rows: Cell[][];
  firstRow: number;
}

export interface ParsedScheme {
  where: string;
  /** The scheme's name from the block's title rows (null when the layout names schemes in an index). */
  title: string | null;
  asOf: string;
  holdings: PortfolioHolding[];
  /** The scheme's net assets in Rs crore, from its grand total ("GRAND TOTAL", "Total Net Assets"); null without one. */
  netAssetsCr: number | null;
}

export type BlockResult = { ok: true; scheme: ParsedScheme } | { ok: false; message: string };

const TITLE_ROWS = 8;
const HEADER_SEARCH_ROWS = 12;
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const TOTAL = /^(sub ?-?total|total|grand total)\b|^total\s*:/i;
const END = /^(grand total|total net assets|net assets)\b/i;
// UTI ends a scheme with "TOTAL : <the scheme's title>".
const SCHEME_TOTAL = /^total\s*:\s*(.+)$/i;
// "$0.00%" (Nippon: below 0.01 %), "*" (UTI: below 0.01), "#" (SBI): the legend's "less than" marks.
const BELOW_SMALLEST = /^[$*#@^]+\s*(0(\.0+)?\s*%?)?$/;

export const headingText = (cell: Cell) =>
  String(cell ?? "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const text = (cell: Cell) => (cell === null || cell === undefined ? "" : String(cell).replace(/\s+/g, " ").trim());

// Note marks a house prints beside a number ("1,234.5^": ICICI's "less than 0.01 %" glyph).
const NOTE_MARKS = new RegExp(`^${NOTE_MARK_CLASS}+|${NOTE_MARK_CLASS}+$`, "g");

function numberOf(cell: Cell): number | null | "text" {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : "text";
  const value = text(cell).replace(NOTE_MARKS, "").trim();
  if (value === "" || value === "-") return null;
  const n = Number(value.replace(/,/g, ""));
  return Number.isFinite(n) ? n : "text";
}

/**
 * A fraction as percent, the decimal point moved two places: 0.0359 is 3.59, where 0.0359 * 100 in floating point
 * is 3.5900000000000003, a figure the file never printed.
 */
const percentOfFraction = (fraction: number) => new Decimal(fraction).times(100).toNumber();

/** A weight cell as percent of net assets, null when the line gives none, or "text" when it is no number. */
export function weightOf(cell: Cell, weights: PortfolioLayout["weights"]): number | null | "text" {
  const value = text(cell);
  if (/^(nil|n\.?a\.?)$/i.test(value)) return null;
  if (BELOW_SMALLEST.test(value)) return 0;
  if (typeof cell === "string" && /%$/.test(value)) {
    const n = numberOf(value.slice(0, -1));
    return typeof n === "number" ? n : "text";
  }
  const n = numberOf(cell);
  return typeof n === "number" && weights === "fraction" ? percentOfFraction(n) : n;
}

function findTitle(rows: Cell[][], pattern: RegExp): string | null {
  for (const row of rows.slice(0, TITLE_ROWS))
    for (const cell of row) {
      const m = pattern.exec(text(cell).split(/\r?\n/)[0] ?? "");
      if (m) return m[1] ?? m[0];
    }
  return null;
}

function findAsOf(rows: Cell[][]): string | null {
  for (const row of rows.slice(0, TITLE_ROWS))
    for (let i = 0; i < row.length; i++) {
      const m = /\bas (?:on|of)\b\s*:?\s*(.*)$/i.exec(text(row[i] ?? null));
      if (!m) continue;
      const rest = m[1]!.trim();
      const date = rest ? disclosureDateOf(rest) : disclosureDateOf(row.slice(i + 1).find((c) => c !== null) ?? null);
      if (date) return date;
    }
  return null;
}

const variants = (heading: string | readonly string[]): readonly string[] =>
  typeof heading === "string" ? [heading] : heading;
/** The first way a layout prints a column's heading, for messages. */
const shownHeading = (heading: string | readonly string[]) => variants(heading)[0]!;

function findHeader(
  rows: Cell[][],
  layout: PortfolioLayout,
): { index: number; columns: Map<PortfolioColumn, number> } | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const headings = rows[index]!.map(headingText);
    const at = (heading: string | readonly string[]) => headings.findIndex((h) => variants(heading).includes(h));
    if (at(layout.columns.name) < 0 || at(layout.columns.weight) < 0) continue;
    const columns = new Map<PortfolioColumn, number>();
    for (const [column, heading] of Object.entries(layout.columns) as [PortfolioColumn, string | readonly string[]][])
      columns.set(column, at(heading));
    return { index, columns };
  }
  return null;
}

/** One scheme's holdings, or why the block cannot be read (a layout that does not fit refuses the file). */
export function parsePortfolioBlock(block: SchemeBlock, layout: PortfolioLayout): BlockResult {
  const { rows, where } = block;
  const titleTexts = rows.slice(0, TITLE_ROWS).flatMap((row) => row.map((cell) => text(cell).split(/\r?\n/)[0]!));
  if (!titleTexts.some((t) => layout.houseMark.test(t)))
    return { ok: false, message: `${where} is not a ${layout.fundHouse} portfolio (its title rows do not name it).` };
  const title = layout.title ? findTitle(rows, layout.title) : null;
  if (layout.title && !title) return { ok: false, message: `${where} names no scheme in its title rows.` };
  const asOf = findAsOf(rows);
  if (!asOf) return { ok: false, message: `${where} gives no "as on" date in its title rows.` };
  const header = findHeader(rows, layout);
  if (!header)
    return {
      ok: false,
      message: `${where} has no header row with "${shownHeading(layout.columns.name)}" and "${shownHeading(layout.columns.weight)}" in its first ${HEADER_SEARCH_ROWS} rows.`,
    };
  const missing = [...header.columns]
    .filter(([, index]) => index < 0)
    .map(([column]) => shownHeading(layout.columns[column]!));
  if (missing.length)
    return { ok: false, message: `${where}'s header row has no column ${missing.map((m) => `"${m}"`).join(", ")}.` };

  const col = (row: Cell[], column: PortfolioColumn) => {
    const index = header.columns.get(column);
    return index === undefined ? null : (row[index] ?? null);
  };
  const holdings: PortfolioHolding[] = [];
  let sheetLegend: Map<string, string[]> | undefined;
  // Read once, and only for a block with a marked name: the legend lines are anywhere in its rows.
  const legend = () => (sheetLegend ??= legendOf(rows));
  // Lines whose weight cell is a "less than" mark: their weight is worked out from value / net assets below.
  const marked: { holding: PortfolioHolding; valueLakh: number }[] = [];
  let netAssetsLakh: number | null = null;
  let section: AssetClass | null = null;
  for (let i = header.index + 1; i < rows.length; i++) {
    const row = rows[i]!;
    const sheetRow = block.firstRow + i;
    const name = text(col(row, "name"));
    const weight = weightOf(col(row, "weight"), layout.weights);
    // HDFC prints its "Grand Total" left of the name column.
    const lineText = name || (row.map(text).find((t) => /[a-z]/i.test(t)) ?? "");
    const schemeTotal = SCHEME_TOTAL.exec(lineText)?.[1];
    if (END.test(lineText) || (title && schemeTotal && headingText(schemeTotal) === headingText(title))) {
      const total = numberOf(col(row, "value"));
      netAssetsLakh = typeof total === "number" && total > 0 ? total : null;
      break;
    }
    if (!name) {
      // Some houses print section headings left of the name column (HDFC): the row's first text is the heading.
      const heading = weight === null ? row.map(text).find((t) => /[a-z]{3}/i.test(t)) : undefined;
      if (heading) section = sectionClassOf(heading) ?? section;
      continue;
    }
    if (TOTAL.test(name)) continue;
    if (weight === "text")
      return {
        ok: false,
        message: `${where} row ${sheetRow}: the "${shownHeading(layout.columns.weight)}" cell "${excerpt(text(col(row, "weight")), 30)}" is not a number.`,
      };
    const isinCell = text(col(row, "isin"));
    // A marker column ("**") pushes the ISIN one cell along on some rows: take the row's ISIN wherever it is.
    // Codes of ISIN shape that fail its check digit ("GSECREPO0670", a repo's internal code) are no ISIN.
    const isIsin = (t: string) => ISIN_SHAPE.test(t) && isValidIsin(t);
    const isin = isIsin(isinCell) ? isinCell : (row.map(text).find(isIsin) ?? null);
    const quantity = numberOf(col(row, "quantity"));
    const isHeading =
      weight === null ||
      (layout.headingsCarryTotals === true && !isin && typeof quantity !== "number" && !isCashLine(name));
    if (isHeading) {
      section = sectionClassOf(name) ?? section;
      continue;
    }
    const value = numberOf(col(row, "value"));
    const printed = splitNoteMarks(name);
    const assetClass: AssetClass = isCashLine(name) ? CASH_CLASS : (section ?? "Others");
    const label = text(col(row, "ratingOrIndustry"));
    const described = label && label !== "-" ? label : null;
    const isCash = assetClass === CASH_CLASS;
    const isDebt = assetClass === "Debt" || assetClass === "Money Market";
    const bucket = isDebt || isCash ? creditBucketOf(described) : null;
    const holding: PortfolioHolding = {
      row: sheetRow,
      name: printed.name,
      isin,
      // Cash is never a sector, even where the file prints "Sovereign" beside a reverse repo.
      sector: isCash ? null : assetClass === "Equity" || (described && !bucket) ? described : null,
      rating: bucket ? described : null,
      assetClass,
      creditBucket: isDebt ? (bucket ?? "Unrated") : bucket,
      quantity: typeof quantity === "number" ? quantity : null,
      valueCr: typeof value === "number" ? (value * layout.valueUnitRupees) / 1e7 : null,
      weightPct: weight,
      notes: printed.marks.length === 0 ? [] : notesOf(printed.marks, legend()),
    };
    holdings.push(holding);
    if (BELOW_SMALLEST.test(text(col(row, "weight"))) && typeof value === "number" && value !== 0)
      marked.push({ holding, valueLakh: value });
  }
  // A mark says "less than 0.01 %", yet UTI prints it beside a net current assets of -6,864.29 lakh (-0.35 %):
  // where the value and the net assets are known, the weight is value / net assets.
  if (netAssetsLakh !== null)
    for (const { holding, valueLakh } of marked) holding.weightPct = (valueLakh / netAssetsLakh) * 100;
  const netAssetsCr = netAssetsLakh === null ? null : (netAssetsLakh * layout.valueUnitRupees) / 1e7;
  return { ok: true, scheme: { where, title, asOf, holdings, netAssetsCr } };
}
