import Decimal from "decimal.js";
import type { CasScheme, CasStatement } from "@/lib/cas/cas-statement";
import { PdfCanvas, wrapText, type TextOp } from "@/lib/cas/testing/pdf-canvas";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2024-01-05" -> "05-Jan-2024", as statements print dates. */
export const printedDate = (iso: string) => `${iso.slice(8)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
/**
 * "-1234.5" -> "(1,234.5)": grouped by thousands, negatives in parentheses; `indian` groups as the registrars
 * print rupees, the last three digits then pairs ("12,34,567.00").
 */
export function printed(value: string, indian = false): string {
  const negative = value.startsWith("-");
  const [whole, fraction] = value.replace("-", "").split(".") as [string, string | undefined];
  const grouping = indian ? /\B(?=(\d{2})*\d{3}(?!\d))/g : /\B(?=(\d{3})+(?!\d))/g;
  const grouped = whole.replace(grouping, ",") + (fraction === undefined ? "" : `.${fraction}`);
  return negative ? `(${grouped})` : grouped;
}

const SYNTHETIC = "SYNTHETIC STATEMENT - fictional investor, for tests only";
const A4: [number, number] = [595, 842];
const A4_LANDSCAPE: [number, number] = [842, 595];

function investorBlock(canvas: PdfCanvas) {
  canvas.line([{ text: SYNTHETIC, x: 36 }]);
  canvas.line([{ text: "Email Id: asha.synthetic@example.invalid", x: 36 }]);
  canvas.line([{ text: "ASHA SYNTHETIC", x: 36 }]);
  canvas.line([{ text: "12 Fictional Lane, Nowhere Nagar, Pune 411000", x: 36 }]);
  canvas.line([{ text: "Mobile: +91 90000 00000", x: 36 }]);
  canvas.gap();
}

// Detailed statement columns: left edges of text, right edges of numbers.
const DATE_X = 36;
const DESCRIPTION_X = 96;
const DESCRIPTION_WIDTH = 190;
const AMOUNT_R = 370;
const UNITS_R = 435;
const NAV_R = 495;
const BALANCE_R = 560;

/**
 * How the registrar prints the statement, beyond our own renderer's layout: column headings centred over wide
 * columns with the numbers right-aligned at the column's edge (far from the heading's edge), headings wrapped
 * over two lines, printed once and not repeated after a page break, rupees in Indian digit grouping, the
 * KFintech scheme heading (`code - name`, the registrar on its own line) and the ISIN where the registrar puts it.
 */
export interface Printing {
  boxes?: boolean;
  wrapHeadings?: boolean;
  headerOnce?: boolean;
  indian?: boolean;
  kfintechHeading?: boolean;
  isinAt?: "name" | "advisor" | "own line" | "registrar";
}

export interface DetailedOptions {
  registrar: "CAMS" | "KFINTECH";
  /** Investor and fund-house text before the statement, to make the file bigger in benchmarks. */
  seed?: number;
  printing?: Printing;
}

/** The scheme heading's lines before wrapping (a line each where the registrar breaks it). */
function schemeLines(s: CasScheme, p: Printing): string[] {
  const former = s.formerName ? ` (formerly ${s.formerName})` : "";
  const isin = s.isin ? `ISIN: ${s.isin}` : "";
  const at = p.isinAt ?? "name";
  const name = `${s.rtaCode}${p.kfintechHeading ? " - " : "-"}${s.name}${former}${isin && at === "name" ? ` - ${isin}` : ""}`;
  const advisor = `(Advisor: ${s.advisor ?? "DIRECT"})${isin && at === "advisor" ? ` ${isin}` : ""}`;
  const registrar = `Registrar : ${s.registrar}${isin && at === "registrar" ? ` ${isin}` : ""}`;
  const lines = p.kfintechHeading ? [`${name} ${advisor}`, registrar] : [`${name} ${advisor} ${registrar}`];
  return isin && at === "own line" ? [...lines, isin] : lines;
}

// The registrar's columns: [left, right] of each box, headings centred in it, numbers at its right edge.
const BOXES = { amount: [290, 370], units: [372, 445], nav: [447, 510], balance: [512, 570] } as const;
const centre = (key: keyof typeof BOXES) => (BOXES[key][0] + BOXES[key][1]) / 2;

/** Renders a CAMS or KFintech detailed statement (every transaction of the period) in their layout. */
export async function renderDetailed(statement: CasStatement, options: DetailedOptions): Promise<Uint8Array> {
  const kfin = options.registrar === "KFINTECH";
  const p = options.printing ?? {};
  const money = (value: string) => printed(value, p.indian);
  const price = kfin ? "Price" : "NAV";
  const header: TextOp[][] = p.boxes
    ? [
        [
          { text: "Date", x: DATE_X },
          { text: "Transaction", x: DESCRIPTION_X },
          { text: p.wrapHeadings ? "Amount" : "Amount (INR)", x: centre("amount"), align: "center" },
          { text: "Units", x: centre("units"), align: "center" },
          { text: p.wrapHeadings ? price : `${price} (INR)`, x: centre("nav"), align: "center" },
          { text: p.wrapHeadings ? "Unit" : "Unit Balance", x: centre("balance"), align: "center" },
        ],
        ...(p.wrapHeadings
          ? [
              [
                { text: "(INR)", x: centre("amount"), align: "center" as const },
                { text: "(INR)", x: centre("nav"), align: "center" as const },
                { text: "Balance", x: centre("balance"), align: "center" as const },
              ],
            ]
          : []),
      ]
    : [
        [
          { text: "Date", x: DATE_X },
          { text: "Transaction", x: DESCRIPTION_X },
          { text: "Amount (INR)", x: AMOUNT_R, align: "right" },
          { text: "Units", x: UNITS_R, align: "right" },
          { text: `${price} (INR)`, x: NAV_R, align: "right" },
          { text: "Unit Balance", x: BALANCE_R, align: "right" },
        ],
      ];
  const rights = p.boxes
    ? [BOXES.amount[1], BOXES.units[1], BOXES.nav[1], BOXES.balance[1]]
    : [AMOUNT_R, UNITS_R, NAV_R, BALANCE_R];
  const canvas = new PdfCanvas(A4, () => (p.headerOnce ? [] : header), options.seed);
  canvas.line([{ text: "Consolidated Account Statement", x: 200, size: 12 }]);
  canvas.line([{ text: `${printedDate(statement.from!)} To ${printedDate(statement.to)}`, x: 230 }]);
  investorBlock(canvas);
  if (p.headerOnce) for (const line of header) canvas.line(line);
  for (const folio of statement.folios) {
    canvas.gap();
    canvas.line([{ text: folio.amc ?? "", x: 36 }]);
    canvas.line([
      { text: `Folio No: ${folio.folio.replace("/", " / ")}`, x: 36 },
      { text: "PAN: ABCDE1234F", x: 200 },
      { text: "KYC: OK", x: 300 },
      { text: "PAN: OK", x: 360 },
    ]);
    for (const s of folio.schemes) {
      for (const line of schemeLines(s, p))
        for (const part of await wrapText(line, 520)) canvas.line([{ text: part, x: 36 }]);
      canvas.line([{ text: "Nominee 1: SYNTHETIC NOMINEE", x: 36 }]);
      canvas.line([{ text: `Opening Unit Balance: ${printed(s.opening!)}`, x: 36 }]);
      for (const row of s.rows) {
        const [first, ...rest] = await wrapText(row.description, DESCRIPTION_WIDTH);
        const ops: TextOp[] = [
          { text: printedDate(row.date), x: DATE_X },
          { text: first!, x: DESCRIPTION_X },
        ];
        const cells: [string | null, number][] = [
          [row.amount, rights[0]!],
          [row.units, rights[1]!],
          [row.nav, rights[2]!],
          [row.balance, rights[3]!],
        ];
        cells.forEach(([value, right], i) => {
          if (value !== null) ops.push({ text: i === 0 ? money(value) : printed(value), x: right, align: "right" });
        });
        canvas.line(ops);
        for (const more of rest) canvas.line([{ text: more, x: DESCRIPTION_X }]);
      }
      canvas.line([
        { text: `Closing Unit Balance: ${printed(s.closing)}`, x: 36 },
        { text: `NAV on ${printedDate(s.navDate!)}: INR ${printed(s.nav!)}`, x: 200 },
        { text: `Total Cost Value: ${money(s.cost!)}`, x: 380 },
      ]);
      canvas.line([
        {
          text: `${kfin ? "Valuation" : "Market Value"} on ${printedDate(s.navDate!)}: INR ${money(s.value!)}`,
          x: 36,
        },
      ]);
      canvas.gap();
    }
  }
  return canvas.render();
}

/** A table heading: text headings at their left edge, number headings right-aligned at theirs or centred in a box. */
interface HeadingSpec {
  text: string;
  /** The left edge of a text column; the right edge of a number column. */
  x: number;
  /** A number column's box [left, right] when the registrar centres headings (`Printing.boxes`). */
  box?: readonly [number, number];
  /** Where a wrapped heading breaks: the words on its first line. */
  wrapAfter?: number;
}

/** The heading lines of a table in our layout or the registrar's, and the right edge of each number column. */
function headingLines(specs: readonly HeadingSpec[], p: Printing): TextOp[][] {
  const top: TextOp[] = [];
  const below: TextOp[] = [];
  for (const h of specs) {
    const words = h.text.split(" ");
    const cut = p.wrapHeadings && h.wrapAfter ? h.wrapAfter : words.length;
    const [x, align] =
      h.box && p.boxes
        ? [(h.box[0] + h.box[1]) / 2, "center" as const]
        : h.box
          ? [h.x, "right" as const]
          : [h.x, "left" as const];
    top.push({ text: words.slice(0, cut).join(" "), x, align });
    if (cut < words.length) below.push({ text: words.slice(cut).join(" "), x, align });
  }
  return below.length > 0 ? [top, below] : [top];
}

/** Where a number of the column is printed: right-aligned at the box's edge or at the heading's. */
const numberAt = (h: HeadingSpec, p: Printing) => (p.boxes && h.box ? h.box[1] : h.x);

// Summary statement columns (landscape).
const SUMMARY = {
  folio: 36,
  isin: 110,
  scheme: 180,
  schemeWidth: 290,
  cost: 540,
  balance: 600,
  navDate: 612,
  nav: 730,
  value: 800,
  registrar: 806,
};

const SUMMARY_HEADINGS = {
  folio: { text: "Folio No.", x: SUMMARY.folio },
  isin: { text: "ISIN", x: SUMMARY.isin },
  scheme: { text: "Scheme", x: SUMMARY.scheme },
  cost: { text: "Cost Value (INR)", x: SUMMARY.cost, box: [470, 540], wrapAfter: 2 },
  balance: { text: "Unit Balance", x: SUMMARY.balance, box: [542, 600], wrapAfter: 1 },
  navDate: { text: "NAV Date", x: SUMMARY.navDate, wrapAfter: 1 },
  nav: { text: "NAV (INR)", x: SUMMARY.nav, box: [680, 730], wrapAfter: 1 },
  value: { text: "Market Value (INR)", x: SUMMARY.value, box: [732, 800], wrapAfter: 2 },
  registrar: { text: "RTA", x: SUMMARY.registrar },
} satisfies Record<string, HeadingSpec>;

/** Renders a CAMS/KFintech summary statement: holdings on a date, one row a scheme. */
export async function renderSummary(statement: CasStatement, p: Printing = {}): Promise<Uint8Array> {
  const h = SUMMARY_HEADINGS;
  const header = headingLines(Object.values(h), p);
  const money = (value: string) => printed(value, p.indian);
  const canvas = new PdfCanvas(A4_LANDSCAPE, () => (p.headerOnce ? [] : header));
  canvas.line([{ text: "Consolidated Account Summary", x: 330, size: 12 }]);
  canvas.line([{ text: `As on ${printedDate(statement.to)}`, x: 380 }]);
  investorBlock(canvas);
  if (p.headerOnce) for (const line of header) canvas.line(line);
  for (const folio of statement.folios) {
    for (const s of folio.schemes) {
      const [first, ...rest] = await wrapText(`${s.rtaCode}-${s.name}`, SUMMARY.schemeWidth);
      canvas.line([
        { text: folio.folio, x: SUMMARY.folio },
        ...(s.isin ? [{ text: s.isin, x: SUMMARY.isin }] : []),
        { text: first!, x: SUMMARY.scheme },
        { text: money(s.cost!), x: numberAt(h.cost, p), align: "right" },
        { text: printed(s.closing), x: numberAt(h.balance, p), align: "right" },
        { text: printedDate(s.navDate!), x: SUMMARY.navDate },
        { text: printed(s.nav!), x: numberAt(h.nav, p), align: "right" },
        { text: money(s.value!), x: numberAt(h.value, p), align: "right" },
        { text: s.registrar!, x: SUMMARY.registrar },
      ]);
      for (const more of rest) canvas.line([{ text: more, x: SUMMARY.scheme }]);
    }
  }
  return canvas.render();
}

const NSDL = {
  isin: 36,
  name: 110,
  nameWidth: 200,
  folio: 320,
  units: 470,
  avg: 550,
  cost: 630,
  nav: 700,
  value: 770,
  pl: 830,
};

const NSDL_HEADINGS = {
  isin: { text: "ISIN", x: NSDL.isin },
  name: { text: "ISIN Description", x: NSDL.name, wrapAfter: 1 },
  folio: { text: "Folio No.", x: NSDL.folio },
  units: { text: "No. of Units", x: NSDL.units, box: [400, 470], wrapAfter: 2 },
  avg: { text: "Avg Cost (INR)", x: NSDL.avg, box: [472, 550], wrapAfter: 2 },
  cost: { text: "Total Cost (INR)", x: NSDL.cost, box: [552, 630], wrapAfter: 2 },
  nav: { text: "NAV (INR)", x: NSDL.nav, box: [640, 700], wrapAfter: 1 },
  value: { text: "Value (INR)", x: NSDL.value, box: [702, 770], wrapAfter: 1 },
  pl: { text: "Unrealised P/L (INR)", x: NSDL.pl, box: [772, 830], wrapAfter: 1 },
} satisfies Record<string, HeadingSpec>;

/**
 * Renders the mutual-fund folio section of an NSDL (or, with the same table, CDSL) e-CAS, with a demat section
 * before it that is not read.
 */
export async function renderNsdl(
  statement: CasStatement,
  depository: "NSDL" | "CDSL" = "NSDL",
  p: Printing = {},
): Promise<Uint8Array> {
  const h = NSDL_HEADINGS;
  const money = (value: string) => printed(value, p.indian);
  const canvas = new PdfCanvas(A4_LANDSCAPE);
  canvas.line([{ text: `${depository} Consolidated Account Statement`, x: 300, size: 12 }]);
  canvas.line([
    { text: `Statement for the period from ${printedDate(statement.from!)} to ${printedDate(statement.to)}`, x: 290 },
  ]);
  investorBlock(canvas);
  canvas.line([{ text: `Holdings in Demat Account - ${depository} Demat Account`, x: 36 }]);
  canvas.line([
    { text: "ISIN", x: 36 },
    { text: "Security", x: 110 },
    { text: "Current Bal.", x: 470, align: "right" },
  ]);
  canvas.line([
    { text: "INE000A01010", x: 36 },
    { text: "SYNTHETIC EQUITY LTD", x: 110 },
    { text: "10", x: 470, align: "right" },
  ]);
  canvas.gap();
  canvas.line([{ text: "Mutual Fund Folios (F)", x: 36 }]);
  for (const line of headingLines(Object.values(h), p)) canvas.line(line);
  for (const folio of statement.folios) {
    for (const s of folio.schemes) {
      const [first, ...rest] = await wrapText(s.name, NSDL.nameWidth);
      const avg = new Decimal(s.cost!).div(s.closing).toFixed(4);
      const pl = new Decimal(s.value!).minus(s.cost!).toFixed(2);
      canvas.line([
        { text: s.isin!, x: NSDL.isin },
        { text: first!, x: NSDL.name },
        { text: folio.folio, x: NSDL.folio },
        { text: printed(s.closing), x: numberAt(h.units, p), align: "right" },
        { text: printed(avg), x: numberAt(h.avg, p), align: "right" },
        { text: money(s.cost!), x: numberAt(h.cost, p), align: "right" },
        { text: printed(s.nav!), x: numberAt(h.nav, p), align: "right" },
        { text: money(s.value!), x: numberAt(h.value, p), align: "right" },
        { text: money(pl), x: numberAt(h.pl, p), align: "right" },
      ]);
      for (const more of rest) canvas.line([{ text: more, x: NSDL.name }]);
    }
  }
  canvas.line([{ text: "Total", x: 36 }]);
  return canvas.render();
}
