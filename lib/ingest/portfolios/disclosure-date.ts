// The "as on" dates of the disclosures: a date cell (an Excel day serial), "July 31,2025", "Jun 30,2025",
// "31-Jul-2025" or "15/09/2025" (day first, as Indian disclosures write it).

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** The ISO date a cell gives, or null. */
export function disclosureDateOf(cell: unknown): string | null {
  if (typeof cell === "number") {
    if (!Number.isInteger(cell) || cell < 20_000 || cell > 80_000) return null;
    return new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000).toISOString().slice(0, 10);
  }
  if (typeof cell !== "string") return null;
  const text = cell.trim();
  let m = /\b(\d{1,2})[-/ ]([A-Za-z]{3,9})[-/ ,]+(\d{4})\b/.exec(text);
  if (m && monthOf(m[2]!)) return isoOf(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  m = /\b([A-Za-z]{3,9})\.? *(\d{1,2}) *, *(\d{4})\b/.exec(text);
  if (m && monthOf(m[1]!)) return isoOf(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(text);
  if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}
