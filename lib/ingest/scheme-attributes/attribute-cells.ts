// Reading the cells of fund houses' scheme-attribute files: text with NBSPs and stray dots, dates as printed.
import type { Cell } from "@/lib/ingest/portfolios/read-workbook";

/** A cell as text: NBSP and repeated spaces collapsed, trimmed; null when empty. */
export function cellText(cell: Cell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).normalize("NFKC").replace(/\s+/g, " ").trim();
  return text === "" ? null : text;
}

/** A scheme name as printed, without the stray trailing dots and spaces UTI's files carry ("UTI - Flexi Cap Fund."). */
export function schemeNameText(cell: Cell | undefined): string | null {
  const text = cellText(cell)?.replace(/[.\s]+$/, "");
  return text ? text : null;
}

const MONTHS = "january february march april may june july august september october november december".split(" ");

/** An ISO date from year, month and day when they make a real date; else null. */
export function isoDateOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The month number of an English month name or its first three or more letters ("Aug", "August", "Sept"); else null. */
export function monthOf(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index < 0 ? null : index + 1;
}
