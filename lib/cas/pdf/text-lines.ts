import type { PdfTextItem } from "@/lib/cas/pdf/read-pdf-text";

export interface TextLine {
  page: number;
  y: number;
  items: PdfTextItem[];
  text: string;
}

/** Items whose baselines are this close (points) sit on one printed line. */
const SAME_LINE = 2;

/**
 * The printed lines of each page, top to bottom, each line's items left to right: the layout as a reader sees
 * it, whatever order the PDF's content stream wrote the text in.
 */
export function textLines(pages: readonly PdfTextItem[][]): TextLine[] {
  const lines: TextLine[] = [];
  pages.forEach((items, index) => {
    const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
    let current: PdfTextItem[] = [];
    let y = Number.NaN;
    const flush = () => {
      if (current.length === 0) return;
      const row = current.sort((a, b) => a.x - b.x);
      lines.push({ page: index + 1, y, items: row, text: row.map((i) => i.str.trim()).join(" ") });
      current = [];
    };
    for (const item of sorted) {
      if (current.length > 0 && Math.abs(item.y - y) > SAME_LINE) flush();
      if (current.length === 0) y = item.y;
      current.push(item);
    }
    flush();
  });
  return lines;
}
