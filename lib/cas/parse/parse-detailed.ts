import type { CasFolio, CasRow, CasScheme } from "@/lib/cas/cas-statement";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casDate, casNumber } from "@/lib/cas/parse/cas-values";
import { rowKind } from "@/lib/cas/parse/row-kind";
import { cellsOf, findColumns, type Column } from "@/lib/cas/parse/table-columns";
import { excerpt } from "@/lib/ingest/amfi/excerpt";

const COLUMNS = [
  { key: "date", header: /^Date$/i, numeric: false },
  { key: "description", header: /^Transaction/i, numeric: false },
  { key: "amount", header: /^Amount/i, numeric: true },
  { key: "units", header: /^Units$/i, numeric: true },
  { key: "nav", header: /^(NAV|Price)\b/i, numeric: true },
  { key: "balance", header: /Balance$/i, numeric: true },
] as const;
type Key = (typeof COLUMNS)[number]["key"];

const NUMBER = String.raw`(\(?-?[\d,]+(?:\.\d+)?\)?)`;
const DATE = String.raw`(\d{2}-[A-Za-z]{3}-\d{4})`;
const FOLIO = /^Folio No\s*:\s*([A-Za-z0-9]+(?:\s*\/\s*[A-Za-z0-9]+)?)/i;
const SCHEME_START = /^([A-Z0-9]+(?: [A-Z0-9]+)?)-(\S.*)$/;
const REGISTRAR = /Registrar\s*:\s*([A-Za-z]+)/i;
const OPENING = new RegExp(`Opening Unit Balance\\s*:\\s*${NUMBER}`, "i");
const CLOSING = new RegExp(`Closing Unit Balance\\s*:\\s*${NUMBER}`, "i");
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
  const isin = /ISIN\s*:\s*(INF[A-Z0-9]{9})/i.exec(text)?.[1] ?? null;
  const advisor = /\(Advisor\s*:\s*([^)]*)\)/i.exec(text)?.[1]?.trim() ?? null;
  const registrar = REGISTRAR.exec(text)?.[1]?.toUpperCase() ?? null;
  const formerName = /\((?:formerly|erstwhile)\s+([^)]*)\)/i.exec(text)?.[1]?.trim() ?? null;
  const name = (rest ?? text)
    .split(/\s-?\s*ISIN\s*:|\(Advisor\s*:|Registrar\s*:/i)[0]!
    .replace(/\((?:formerly|erstwhile)\s+[^)]*\)/i, "")
    .replace(/\(Non-Demat\)/i, "")
    .replace(/\s+/g, " ")
    .replace(/\s*-\s*$/, "")
    .trim();
  return { rtaCode: code ?? null, name, isin, advisor, registrar, formerName };
}

function number(text: string | undefined): string | null {
  return text === undefined ? null : casNumber(text);
}

/**
 * The folios, schemes and transaction rows of a CAMS or KFintech detailed statement, from its lines in reading
 * order. Columns are placed from the header row (repeated on each page, else carried over).
 */
export function parseDetailed(lines: readonly TextLine[]): CasFolio[] {
  const folios: CasFolio[] = [];
  let amc: string | null = null;
  let columns: Column<Key>[] | null = null;
  let scheme = null as SchemeDraft | null;
  let heading: string[] | null = null;
  let lastRow = null as CasRow | null;

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
  };
  const problem = (line: TextLine, what: string) =>
    scheme?.problems.push(`page ${line.page}: ${what}: "${excerpt(line.text, 80)}"`);

  for (const line of lines) {
    const text = line.text;
    const header = findColumns(line, COLUMNS);
    if (header) {
      columns = header;
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
    if (scheme && !scheme.done && date) {
      if (!columns) {
        problem(line, "a transaction before the column headings");
        continue;
      }
      const cells = cellsOf(line, columns);
      const description = cells.description ?? "";
      const values = {
        amount: number(cells.amount),
        units: number(cells.units),
        nav: number(cells.nav),
        balance: number(cells.balance),
      };
      const unreadable = (["amount", "units", "nav", "balance"] as const).filter(
        (k) => cells[k] !== undefined && values[k] === null,
      );
      if (!description || unreadable.length > 0) {
        problem(line, !description ? "a row without a description" : `unreadable ${unreadable.join(", ")}`);
        continue;
      }
      lastRow = { date, description, kind: rowKind(description), ...values };
      scheme.rows.push(lastRow);
      continue;
    }
    if (scheme) {
      const opening = OPENING.exec(text);
      if (opening) {
        scheme.opening = casNumber(opening[1]!);
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
    }
    if (/^Nominee\s*\d*\s*:/i.test(text)) continue;
    if (folios.length > 0 && (!scheme || scheme.done) && SCHEME_START.test(text) && !AMC.test(text)) {
      if (REGISTRAR.test(text)) startScheme(text, line);
      else heading = [text];
      continue;
    }
    if (lastRow && scheme && !scheme.done && columns && line.items[0]!.x >= columns[1]!.left - 1) {
      // A description continued on the next line.
      if (line.items.every((i) => i.x + i.width < columns!.find((c) => c.numeric)!.left)) {
        lastRow.description = `${lastRow.description} ${text}`;
        lastRow.kind = rowKind(lastRow.description);
        continue;
      }
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
