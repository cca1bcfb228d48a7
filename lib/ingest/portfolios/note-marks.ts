// The marks fund houses print after a security's name ("7.26% NTPC Limited (20/03/2040) **", "Bharti Airtel £^")
// and the legend lines that say what each means in that file: "** Thinly Traded / Non Traded Security" (ABSL,
// Axis), "# Unlisted Security" (ABSL) but "# Non Sensex Scrips" (HDFC) and "# Securities classified as below
// investment grade or default" (Nippon). A mark means what its own sheet's legend says, nothing else.
import type { Cell } from "@/lib/ingest/portfolios/read-workbook";

/** The characters fund houses print as marks, beside a name or a number (a regular expression's class). */
export const NOTE_MARK_CLASS = "[*#^$@~£]";
const ONE_MARK = `\\*\\*|${NOTE_MARK_CLASS}`;
const MARK = new RegExp(ONE_MARK, "g");
const TRAILING_MARKS = new RegExp(`(?:\\s*(?:${ONE_MARK}))+\\s*$`);
// "** Thinly Traded / Non Traded Security", "#Unlisted Security", "£ - Sponsor Company", "@ Less than 0.01%.".
const LEGEND = new RegExp(`^(${ONE_MARK})\\s*(?:[-–:=]\\s*)?([A-Za-z(].*)$`);

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** The name without its trailing marks, and the marks in the order printed ("£^" is "£" then "^"). */
export function splitNoteMarks(name: string): { name: string; marks: string[] } {
  const trailing = TRAILING_MARKS.exec(name);
  const bare = trailing ? name.slice(0, trailing.index).trim() : name;
  if (!trailing || !bare) return { name, marks: [] };
  return { name: bare, marks: [...new Set(trailing[0].match(MARK) ?? [])] };
}

/** Each mark the rows' legend lines explain, with every distinct text they give it (a cell of its own each). */
export function legendOf(rows: readonly (readonly Cell[])[]): Map<string, string[]> {
  const legend = new Map<string, string[]>();
  for (const row of rows)
    for (const cell of row) {
      if (typeof cell !== "string") continue;
      const m = LEGEND.exec(clean(cell));
      if (!m) continue;
      const texts = legend.get(m[1]!) ?? [];
      if (!texts.includes(m[2]!)) texts.push(m[2]!);
      legend.set(m[1]!, texts);
    }
  return legend;
}

/**
 * What the marks say, as the legend words it. A mark the legend does not explain, or gives two meanings, is said
 * to be so rather than guessed.
 */
export function notesOf(marks: readonly string[], legend: ReadonlyMap<string, readonly string[]>): string[] {
  return marks.map((mark) => {
    const texts = legend.get(mark) ?? [];
    if (texts.length === 1) return texts[0]!;
    if (texts.length === 0) return `Marked "${mark}" in the fund house's file, which does not say what the mark means.`;
    return `Marked "${mark}" in the fund house's file, whose legend gives the mark ${texts.length} meanings: ${texts.map((t) => `"${t}"`).join("; ")}.`;
  });
}
