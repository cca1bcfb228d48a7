import type { TerRow } from "@/lib/ingest/ter/ter-row-schema";

type KeyedRow = Pick<TerRow, "name" | "date" | "regular" | "direct"> & { key: string };

/** A fund's old name in a TER file joined to the name it took (and, through it, to the scheme master's fund). */
export interface TerRename {
  from: string;
  fromName: string;
  /** The fund key the old name's rows are stored under: a master fund's key. */
  to: string;
  toName: string;
  /** The first date of the name that took over. */
  on: string;
}

export interface TerRenames {
  renames: TerRename[];
  /** Old names that more than one new name could continue: refused, never guessed. */
  ambiguous: { name: string; candidates: string[] }[];
}

interface Span {
  key: string;
  name: string;
  first: KeyedRow;
  last: KeyedRow;
}

/** The fund house a key names: its first word ("axis", "uti", "aditya"); a rename keeps the house's brand. */
const houseOf = (key: string) => key.split(" ", 1)[0]!;

const sameTotals = (a: KeyedRow, b: KeyedRow) =>
  a.regular === b.regular && a.direct === b.direct && ((a.regular ?? 0) > 0 || (a.direct ?? 0) > 0);

function spansOf(rows: readonly KeyedRow[]): Map<string, Span> {
  const spans = new Map<string, Span>();
  for (const row of rows) {
    const span = spans.get(row.key);
    if (!span) spans.set(row.key, { key: row.key, name: row.name, first: row, last: row });
    else {
      if (row.date < span.first.date) span.first = row;
      if (row.date >= span.last.date) {
        span.last = row;
        span.name = row.name;
      }
    }
  }
  return spans;
}

/**
 * Renames within one TER file, read from the file itself: a name the scheme master does not know (`isKnown`)
 * whose last totals are exactly the first totals of a name of the same fund house that starts in the file (not
 * on its first date) on or after that name's last date. AMFI renamed "Axis Long Term Equity Fund" to "Axis ELSS
 * Tax Saver Fund" on 2023-12-12; the tracker's history has the old name until that day and the new one from it,
 * with the same Regular and Direct totals. A name taken over by a name that is itself renamed follows the chain
 * to a known fund. An old name two new names could continue, or a new name two old names could, is not joined.
 */
export function findTerRenames(rows: readonly KeyedRow[], isKnown: (key: string) => boolean): TerRenames {
  const spans = spansOf(rows);
  const fileFirst = rows.reduce((min, row) => (row.date < min ? row.date : min), rows[0]?.date ?? "");
  const starters = [...spans.values()].filter((span) => span.first.date > fileFirst);
  const candidates = new Map<string, Span[]>();
  const claims = new Map<string, number>();
  for (const old of spans.values()) {
    if (isKnown(old.key)) continue;
    const next = starters.filter(
      (span) =>
        span.key !== old.key &&
        houseOf(span.key) === houseOf(old.key) &&
        span.first.date >= old.last.date &&
        span.first.date > old.first.date &&
        sameTotals(old.last, span.first),
    );
    if (next.length === 0) continue;
    candidates.set(old.key, next);
    for (const span of next) claims.set(span.key, (claims.get(span.key) ?? 0) + 1);
  }
  const link = new Map<string, Span>();
  const ambiguous: TerRenames["ambiguous"] = [];
  for (const [key, next] of candidates) {
    if (next.length === 1 && claims.get(next[0]!.key) === 1) link.set(key, next[0]!);
    else ambiguous.push({ name: spans.get(key)!.name, candidates: next.map((span) => span.name).sort() });
  }
  const renames: TerRename[] = [];
  for (const [key, first] of link) {
    let target = first;
    // Dates rise along a chain, so it ends.
    while (!isKnown(target.key) && link.has(target.key)) target = link.get(target.key)!;
    if (isKnown(target.key))
      renames.push({
        from: key,
        fromName: spans.get(key)!.name,
        to: target.key,
        toName: target.name,
        on: first.first.date,
      });
  }
  renames.sort((a, b) => a.on.localeCompare(b.on) || a.from.localeCompare(b.from));
  ambiguous.sort((a, b) => a.name.localeCompare(b.name));
  return { renames, ambiguous };
}
