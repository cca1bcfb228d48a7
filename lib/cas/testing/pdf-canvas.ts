import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

/** A piece of text to draw; `align: "right"` puts its right edge at x, `"center"` its middle. */
export interface TextOp {
  text: string;
  x: number;
  align?: "left" | "right" | "center";
  size?: number;
}

export const FONT_SIZE = 8;
const LINE_HEIGHT = 11;
const TOP = 36;
const BOTTOM = 48;

/**
 * Lays out lines of text on pages for the synthetic statements. The text of each page is written to the content
 * stream in a shuffled order (seeded), so a reader that trusts stream order instead of positions fails.
 */
export class PdfCanvas {
  private pages: { ops: (TextOp & { y: number })[] }[] = [];
  private y = 0;

  constructor(
    private readonly size: [number, number],
    private readonly pageHeader: () => TextOp[][] = () => [],
    private readonly seed = 7,
  ) {}

  private newPage() {
    this.pages.push({ ops: [] });
    this.y = this.size[1] - TOP;
    for (const line of this.pageHeader()) this.place(line);
  }

  private place(line: TextOp[]) {
    for (const op of line) this.pages.at(-1)!.ops.push({ ...op, y: this.y });
    this.y -= LINE_HEIGHT;
  }

  line(ops: TextOp[]) {
    if (this.pages.length === 0 || this.y < BOTTOM) this.newPage();
    this.place(ops);
  }

  gap() {
    this.y -= LINE_HEIGHT / 2;
  }

  async render(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    doc.setTitle("SYNTHETIC statement");
    const font = await doc.embedFont(StandardFonts.Helvetica);
    let state = this.seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    this.pages.forEach(({ ops }, index) => {
      const page = doc.addPage(this.size);
      const shuffled = [...ops, { text: `Page ${index + 1} of ${this.pages.length}`, x: this.size[0] / 2, y: 24 }];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      for (const op of shuffled) draw(page, font, op);
    });
    return doc.save();
  }
}

function draw(page: PDFPage, font: PDFFont, op: TextOp & { y: number }) {
  const size = op.size ?? FONT_SIZE;
  const width = font.widthOfTextAtSize(op.text, size);
  const x = op.align === "right" ? op.x - width : op.align === "center" ? op.x - width / 2 : op.x;
  page.drawText(op.text, { x, y: op.y, size, font });
}

// Only measures text: one font for every call, not a document per wrapped line.
let measuringFont: Promise<PDFFont> | null = null;
const measuring = () => (measuringFont ??= PDFDocument.create().then((doc) => doc.embedFont(StandardFonts.Helvetica)));

/** Splits text at spaces into lines no wider than `width` points. */
export async function wrapText(text: string, width: number, size = FONT_SIZE): Promise<string[]> {
  const font = await measuring();
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
