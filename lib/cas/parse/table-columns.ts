import type { PdfTextItem } from "@/lib/cas/pdf/read-pdf-text";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casNumber } from "@/lib/cas/parse/cas-values";

/** A column found in a header row: text columns by their left edge, number columns by their right edge. */
export interface Column<K extends string> {
  key: K;
  left: number;
  right: number;
  numeric: boolean;
}

export interface ColumnSpec<K extends string> {
  key: K;
  header: RegExp;
  numeric: boolean;
}

const right = (i: PdfTextItem) => i.x + i.width;
/** How far (points) a right-aligned number may sit from its header's right edge. */
const NUMBER_SLACK = 12;

/** The columns of `specs` in a header line, or null when one is missing (the line is not that header). */
export function findColumns<K extends string>(line: TextLine, specs: readonly ColumnSpec<K>[]): Column<K>[] | null {
  const columns: Column<K>[] = [];
  for (const spec of specs) {
    const item = line.items.find((i) => spec.header.test(i.str.trim()));
    if (!item) return null;
    columns.push({ key: spec.key, left: item.x, right: right(item), numeric: spec.numeric });
  }
  return columns.sort((a, b) => a.left - b.left);
}

/**
 * The cells of a table row: a number goes to the number column whose right edge it meets, any other text to the
 * text column it starts in (the last text column starting at or before it). Text of one cell is joined.
 */
export function cellsOf<K extends string>(line: TextLine, columns: readonly Column<K>[]): Partial<Record<K, string>> {
  const cells: Partial<Record<K, string>> = {};
  const texts = columns.filter((c) => !c.numeric);
  for (const item of line.items) {
    const str = item.str.trim();
    const number =
      casNumber(str) !== null
        ? columns.find((c) => c.numeric && Math.abs(right(item) - c.right) <= NUMBER_SLACK)
        : undefined;
    const column = number ?? [...texts].reverse().find((c) => c.left <= item.x + 1);
    if (!column) continue;
    cells[column.key] = cells[column.key] ? `${cells[column.key]} ${str}` : str;
  }
  return cells;
}
