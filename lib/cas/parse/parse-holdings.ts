import type { CasFolio, CasScheme } from "@/lib/cas/cas-statement";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casDate, casNumber } from "@/lib/cas/parse/cas-values";
import type { Heading } from "@/lib/cas/parse/statement-heading";
import { cellsOf, findHeader, type Column, type ColumnSpec } from "@/lib/cas/parse/table-columns";
import { excerpt } from "@/lib/ingest/amfi/excerpt";

type Key = "folio" | "isin" | "scheme" | "cost" | "units" | "navDate" | "nav" | "value" | "registrar" | "other";

/** CAMS/KFintech summary: folio, ISIN, code-name, cost, balance, NAV date, NAV, value, registrar. */
const SUMMARY: readonly ColumnSpec<Key>[] = [
  { key: "folio", header: /^Folio/i, numeric: false },
  { key: "isin", header: /^ISIN$/i, numeric: false },
  { key: "scheme", header: /^Scheme/i, numeric: false },
  { key: "cost", header: /^Cost Value/i, numeric: true },
  { key: "units", header: /^Unit Balance/i, numeric: true },
  { key: "navDate", header: /^NAV Date/i, numeric: false },
  { key: "nav", header: /^NAV \(/i, numeric: true },
  { key: "value", header: /^Market Value/i, numeric: true },
  { key: "registrar", header: /^(RTA|Registrar)$/i, numeric: false },
];

/** NSDL/CDSL e-CAS mutual-fund folio section: ISIN, description, folio, units, costs, NAV, value, P/L. */
const ECAS: readonly ColumnSpec<Key>[] = [
  { key: "isin", header: /^ISIN$/i, numeric: false },
  { key: "scheme", header: /^ISIN Description/i, numeric: false },
  { key: "folio", header: /^Folio/i, numeric: false },
  { key: "units", header: /^No\. of Units/i, numeric: true },
  { key: "other", header: /^Avg/i, numeric: true },
  { key: "cost", header: /^Total Cost/i, numeric: true },
  { key: "nav", header: /^NAV/i, numeric: true },
  { key: "value", header: /^Value/i, numeric: true },
  { key: "registrar", header: /^Unrealised/i, numeric: true },
];

const ISIN = /^INF[A-Z0-9]{9}$/;
const CODE_NAME = /^([A-Z0-9]+(?: [A-Z0-9]+)?)-(\S.*)$/;

/**
 * The holdings of a statement of holdings on a date: a CAMS/KFintech summary or the mutual-fund folio section of
 * an NSDL/CDSL e-CAS. A row is a line with an ISIN or units (some summary rows print no ISIN); a scheme name wrapped onto the next lines is joined back. The
 * header may wrap over two lines and is carried over a page that does not repeat it.
 */
export function parseHoldingsTable(lines: readonly TextLine[], heading: Heading): CasFolio[] {
  const specs = heading.layout === "summary" ? SUMMARY : ECAS;
  const folios = new Map<string, CasFolio>();
  let columns: Column<Key>[] | null = null;
  let last: CasScheme | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const header = findHeader(lines, index, specs);
    if (header) {
      columns = header.columns;
      index += header.lines - 1;
      continue;
    }
    if (!columns) continue;
    const { cells, unplaced } = cellsOf(line, columns);
    // A row is a line with an ISIN or with units: a summary prints some schemes without their ISIN.
    const isin = cells.isin !== undefined && ISIN.test(cells.isin) ? cells.isin : null;
    if (isin === null && (cells.units === undefined || casNumber(cells.units) === null)) {
      const nameColumn = columns.find((c) => c.key === "scheme")!;
      const next = columns.find((c) => c.left > nameColumn.left)!;
      const onlyName = line.items.every((i) => i.x >= nameColumn.left - 1 && i.x < next.left);
      if (last && onlyName && cells.scheme) last.name = `${last.name} ${cells.scheme}`;
      else last = null;
      continue;
    }
    const problems: string[] = unplaced.map(
      (n) => `page ${line.page}: the number ${n} sits under no column heading: "${excerpt(line.text, 80)}"`,
    );
    if (isin === null && cells.isin !== undefined)
      problems.push(`page ${line.page}: "${cells.isin}" is not an ISIN: "${excerpt(line.text, 80)}"`);
    const read = (key: Key) => {
      const value = cells[key] === undefined ? null : casNumber(cells[key]);
      if (value === null) problems.push(`page ${line.page}: no readable ${key}: "${excerpt(line.text, 80)}"`);
      return value;
    };
    const [, code, name] = CODE_NAME.exec(cells.scheme ?? "") ?? [];
    const scheme: CasScheme = {
      rtaCode: heading.layout === "summary" ? (code ?? null) : null,
      name: heading.layout === "summary" ? (name ?? cells.scheme ?? "") : (cells.scheme ?? ""),
      formerName: null,
      isin,
      amfiCode: null,
      advisor: null,
      registrar: heading.layout === "summary" ? (cells.registrar?.toUpperCase() ?? null) : null,
      opening: null,
      rows: [],
      closing: read("units") ?? "0",
      navDate: heading.layout === "summary" ? casDate(cells.navDate ?? "") : heading.to,
      nav: read("nav"),
      value: read("value"),
      cost: cells.cost === undefined ? null : read("cost"),
      problems,
    };
    const folioNo = (cells.folio ?? "").replace(/\s+/g, "");
    const folio = folios.get(folioNo) ?? { amc: null, folio: folioNo || "unknown", schemes: [] };
    folio.schemes.push(scheme);
    folios.set(folioNo, folio);
    last = scheme;
  }
  return [...folios.values()];
}
