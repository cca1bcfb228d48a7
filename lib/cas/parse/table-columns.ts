import type { PdfTextItem } from "@/lib/cas/pdf/read-pdf-text";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casNumber } from "@/lib/cas/parse/cas-values";

/** A column found in a header row: the span its heading covers (a wrapped heading: the union of its lines). */
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
 * Two printed lines as one, each item of the second joined to the item of the first it sits under (their spans
 * overlap): a heading wrapped over two lines ("Unit" over "Balance") reads as "Unit Balance" with both spans.
 */
function stacked(top: TextLine, below: TextLine): TextLine {
  const items = top.items.map((i) => ({ ...i }));
  for (const b of below.items) {
    const over = items.find((i) => i.x < right(b) && b.x < right(i));
    if (!over) items.push({ ...b });
    else {
      const end = Math.max(right(over), right(b));
      over.str = `${over.str.trim()} ${b.str.trim()}`;
      over.x = Math.min(over.x, b.x);
      over.width = end - over.x;
    }
  }
  items.sort((a, b) => a.x - b.x);
  return { ...top, items, text: items.map((i) => i.str.trim()).join(" ") };
}

/**
 * The header at `lines[index]`: on that line, or wrapped over it and the next. `lines` says how many lines the
 * header takes (1 or 2); null when neither reading is that header.
 */
export function findHeader<K extends string>(
  all: readonly TextLine[],
  index: number,
  specs: readonly ColumnSpec<K>[],
): { columns: Column<K>[]; lines: 1 | 2 } | null {
  const line = all[index]!;
  const one = findColumns(line, specs);
  if (one) return { columns: one, lines: 1 };
  const next = all[index + 1];
  if (!next || next.page !== line.page) return null;
  // A wrapped header still prints most headings on its first line: other lines are not joined to the next.
  const onLine = specs.filter((spec) => line.items.some((i) => spec.header.test(i.str.trim()))).length;
  if (onLine < 2) return null;
  const two = findColumns(stacked(line, next), specs);
  return two ? { columns: two, lines: 2 } : null;
}

/**
 * The numeric column an item of text sits under: the one whose heading's span it overlaps most, whatever the
 * alignment (left, right or centred numbers all overlap their heading). Null when it overlaps none or two equally:
 * its position does not say, and the caller falls back on the order of the numbers.
 */
export function numberColumn<K extends string>(item: PdfTextItem, columns: readonly Column<K>[]): K | null {
  let best: { key: K; overlap: number } | null = null;
  let tie = false;
  for (const c of columns) {
    if (!c.numeric) continue;
    const overlap = Math.min(right(item), c.right) - Math.max(item.x, c.left);
    if (overlap <= 0) continue;
    if (best && Math.abs(overlap - best.overlap) < 0.01) tie = true;
    else if (!best || overlap > best.overlap) [best, tie] = [{ key: c.key, overlap }, false];
  }
  return best && !tie ? best.key : null;
}

/** The text column an item starts in: the last one whose heading starts at or before it. */
export function textColumn<K extends string>(item: PdfTextItem, columns: readonly Column<K>[]): K | null {
  return [...columns].reverse().find((c) => !c.numeric && c.left <= item.x + 1)?.key ?? null;
}

/** Whether an item overlaps the heading of one of the columns. */
const under = <K extends string>(item: PdfTextItem, columns: readonly Column<K>[]) =>
  columns.some((c) => item.x < c.right && c.left < right(item));

/**
 * The cells of a table row: a number goes to the numeric column it sits under, any other text (and a number under
 * a text heading, such as a folio number) to the text column it starts in. A number under no heading at all is
 * `unplaced`: where it belongs is not known, and it is reported, never joined to a name. Text of one cell is joined.
 */
export function cellsOf<K extends string>(
  line: TextLine,
  columns: readonly Column<K>[],
): { cells: Partial<Record<K, string>>; unplaced: string[] } {
  const cells: Partial<Record<K, string>> = {};
  const unplaced: string[] = [];
  for (const item of line.items) {
    const str = item.str.trim();
    const isNumber = casNumber(str) !== null;
    const column = (isNumber ? numberColumn(item, columns) : null) ?? textColumn(item, columns);
    if (isNumber && !under(item, columns)) {
      unplaced.push(str);
      continue;
    }
    if (!column) continue;
    cells[column] = cells[column] ? `${cells[column]} ${str}` : str;
  }
  return { cells, unplaced };
}
