import Decimal from "decimal.js";
import type { CasFolio, CasRow, CasScheme } from "@/lib/cas/cas-statement";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casDate, casNumber } from "@/lib/cas/parse/cas-values";
import { readRow, type RowKey } from "@/lib/cas/parse/read-row";
import { rowKind } from "@/lib/cas/parse/row-kind";
import { findHeader, type Column, type ColumnSpec } from "@/lib/cas/parse/table-columns";
import { excerpt } from "@/lib/ingest/amfi/excerpt";

const COLUMNS: readonly ColumnSpec<RowKey>[] = [
  { key: "date", header: /^Date$/i, numeric: false },
  { key: "description", header: /^Transaction/i, numeric: false },
  { key: "amount", header: /^Amount/i, numeric: true },
  { key: "units", header: /^Units\b/i, numeric: true },
  { key: "nav", header: /^(NAV|Price)\b/i, numeric: true },
  { key: "balance", header: /Balance$/i, numeric: true },
];

const NUMBER = String.raw`(\(?-?[\d,]+(?:\.\d+)?\)?)`;
const DATE = String.raw`(\d{2}-[A-Za-z]{3}-\d{4})`;
const FOLIO = /^Folio No\s*:\s*([A-Za-z0-9]+(?:\s*\/\s*[A-Za-z0-9]+)?)/i;
// CAMS prints `P01-Name`, KFintech `128TSDGG - Name` (and some codes carry a space).
const SCHEME_START = /^([A-Z0-9]+(?: [A-Z0-9]+)?) ?- ?(\S.*)$/;
const ISIN = /\bISIN\s*:\s*(INF[A-Z0-9]{9})\b/i;
const REGISTRAR = /Registrar\s*:\s*([A-Za-z]+)/i;
// Some statements print the balances without a colon, the closing one after the period's last date.
const OPENING = new RegExp(`Opening Unit Balance\\s*:?\\s*${NUMBER}`, "i");
const CLOSING = new RegExp(`Closing Unit Balance\\s*:?\\s*${NUMBER}`, "i");
const NAV_ON = new RegExp(`NAV on ${DATE}\\s*:\\s*INR\\s*${NUMBER}`, "i");
const VALUE_ON = new RegExp(`(?:Valuation|Market Value) on ${DATE}\\s*:\\s*INR\\s*${NUMBER}`, "i");
const COST = new RegExp(`Total Cost Value\\s*:\\s*${NUMBER}`, "i");
const AMC = /(Mutual Fund|\bMF)$/i;

interface SchemeDraft extends CasScheme {
  done: boolean;
}

/** Reads the parts of a scheme heading once its lines are gathered (the name may wrap onto a second line). */
export function readSchemeHeading(text: string) {
  const [, code, rest] = SCHEME_START.exec(text) ?? [];
  const isin = ISIN.exec(text)?.[1]?.toUpperCase() ?? null;
  const advisor = /\(Advisor\s*:\s*([^)]*)\)/i.exec(text)?.[1]?.trim() ?? null;
  const registrar = REGISTRAR.exec(text)?.[1]?.toUpperCase() ?? null;
  const formerName = /\((?:formerly|erstwhile)\s+([^)]*)\)/i.exec(text)?.[1]?.trim() ?? null;
  const name = (rest ?? text)
    .split(/\s*-?\s*ISIN\s*:|\(Advisor\s*:|Registrar\s*:/i)[0]!
    .replace(/\((?:formerly|erstwhile)\s+[^)]*\)/i, "")
    .replace(/\(Non-Demat\)/i, "")
    .replace(/\s+/g, " ")
    .replace(/\s*-\s*$/, "")
    .trim();
  return { rtaCode: code ?? null, name, isin, advisor, registrar, formerName };
}

/**
 * The folios, schemes and transaction rows of a CAMS or KFintech detailed statement, from its lines in reading
 * order. Columns are placed from the header row, read wherever it is printed (wrapped over two lines or not) and
 * carried over a page that does not repeat it. Every line of a scheme, from its heading to its closing balance,
 * is read as a heading part, an ISIN, a nominee, a balance, a transaction row or the continuation of a row's
 * description; any other line is a problem of the scheme with its page and text, and so is a dated line after
 * the scheme's closing balance.
 */
export function parseDetailed(lines: readonly TextLine[]): CasFolio[] {
  const folios: CasFolio[] = [];
  let amc: string | null = null;
  let columns: Column<RowKey>[] | null = null;
  let scheme = null as SchemeDraft | null;
  let heading: string[] | null = null;
  let lastRow = null as CasRow | null;
  // The unit balance after the last row read (null once a row could not be read, until a row prints it again).
  let balance: string | null = null;

  const startScheme = (text: string, line: TextLine) => {
    const parts = readSchemeHeading(text);
    scheme = {
      ...parts,
      amfiCode: null,
      opening: null,
      rows: [],
      closing: "",
      navDate: null,
      nav: null,
      value: null,
      cost: null,
      problems: parts.registrar ? [] : [`page ${line.page}: the scheme heading has no "Registrar :"`],
      done: false,
    };
    folios.at(-1)!.schemes.push(scheme);
    lastRow = null;
    balance = null;
  };
  const problem = (line: TextLine, what: string) =>
    scheme?.problems.push(`page ${line.page}: ${what}: "${excerpt(line.text, 80)}"`);

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const text = line.text;
    const header = findHeader(lines, index, COLUMNS);
    if (header) {
      columns = header.columns;
      index += header.lines - 1;
      continue;
    }
    if (heading) {
      heading.push(text);
      if (!REGISTRAR.test(text) && heading.length < 4) continue;
      startScheme(heading.join(" "), line);
      heading = null;
      continue;
    }
    const folio = FOLIO.exec(text);
    if (folio) {
      folios.push({ amc, folio: folio[1]!.replace(/\s+/g, ""), schemes: [] });
      scheme = null;
      continue;
    }
    const date = casDate(line.items[0]?.str ?? "");
    if (scheme && date && !CLOSING.test(text)) {
      if (scheme.done) problem(line, "a transaction after the closing balance");
      else if (!columns) problem(line, "a transaction before the column headings");
      else {
        const read = readRow(line, columns, balance);
        if (read.problem !== null) {
          problem(line, read.problem);
          lastRow = null;
          balance = null;
        } else {
          lastRow = read.row;
          scheme.rows.push(read.row);
          if (read.row.balance !== null) balance = read.row.balance;
          else if (read.row.units !== null && balance !== null)
            balance = new Decimal(balance).plus(read.row.units).toString();
        }
      }
      continue;
    }
    if (scheme) {
      const opening = scheme.done ? null : OPENING.exec(text);
      if (opening) {
        scheme.opening = casNumber(opening[1]!);
        balance = scheme.opening;
        continue;
      }
      const closing = CLOSING.exec(text);
      const nav = NAV_ON.exec(text);
      const value = VALUE_ON.exec(text);
      const cost = COST.exec(text);
      if (closing) scheme.closing = casNumber(closing[1]!) ?? "";
      if (nav) [scheme.navDate, scheme.nav] = [casDate(nav[1]!), casNumber(nav[2]!)];
      if (value) scheme.value = casNumber(value[2]!);
      if (cost) scheme.cost = casNumber(cost[1]!);
      if (closing || nav || value || cost) {
        scheme.done = true;
        lastRow = null;
        continue;
      }
      const isin = scheme.done ? null : ISIN.exec(text);
      if (isin && scheme.rows.length === 0 && scheme.opening === null && /^(ISIN|Registrar)\b/i.test(text)) {
        scheme.isin ??= isin[1]!.toUpperCase();
        continue;
      }
    }
    if (/^Nominee\s*\d*\s*:/i.test(text)) continue;
    if (folios.length > 0 && (!scheme || scheme.done) && SCHEME_START.test(text) && !AMC.test(text)) {
      if (REGISTRAR.test(text)) startScheme(text, line);
      else heading = [text];
      continue;
    }
    if (scheme && !scheme.done) {
      const description = columns?.find((c) => c.key === "description");
      const numbersFrom = Math.min(...(columns ?? []).filter((c) => c.numeric).map((c) => c.left));
      const continues =
        lastRow !== null &&
        description !== undefined &&
        line.items[0]!.x >= description.left - 1 &&
        line.items.every((i) => i.x + i.width < numbersFrom);
      if (continues) {
        lastRow!.description = `${lastRow!.description} ${text}`;
        lastRow!.kind = rowKind(lastRow!.description);
      } else problem(line, "a line that is neither a transaction nor a balance");
      continue;
    }
    if (AMC.test(text) && !/\d/.test(text)) amc = text;
  }
  return folios.map((f) => ({
    ...f,
    schemes: f.schemes.map((s) => {
      const { done, ...rest } = s as SchemeDraft;
      void done;
      if (rest.closing !== "") return rest;
      return { ...rest, closing: "0", problems: [...rest.problems, "the scheme has no Closing Unit Balance line"] };
    }),
  }));
}
