// A real AMFI capture cut down to the sections of a few fund houses, so that a test imports a thousand plans
// instead of fourteen thousand. Everything kept is the capture's own bytes in the capture's own order.
//
// The layout (every daily capture of 2025-26): the header line, then " " lines (a space, CRLF) around each
// category heading and each fund-house line, the house's NAV lines under it, and a last NAV line followed by
// an empty line. A few category headings are followed by NAV lines directly: those continue the house above.

import { Buffer } from "node:buffer";

const isRow = (line: string) => line.includes(";");
const isBlank = (line: string) => line.trim() === "";

/** A heading or fund-house line and the lines after it up to the next one. */
interface Unit {
  lines: string[];
  /** Whether its first line is a category heading (else a fund-house line). */
  heading: boolean;
  /** The fund house its NAV lines belong to (null: before the first house line). */
  house: string | null;
  hasRows: boolean;
}

/**
 * The capture with only the given fund houses' sections (names as the capture prints them, "Aditya Birla Sun
 * Life Mutual Fund"), each category heading kept only above a kept section, and the capture's own ending.
 */
export function sliceCapture(bytes: Uint8Array, houses: readonly string[]): Uint8Array {
  // latin1 maps each byte to one character and back, so the kept lines stay byte-identical.
  const lines = Buffer.from(bytes).toString("latin1").split("\n");
  const kept = new Set(houses);
  const lastRow = lines.findLastIndex(isRow);
  const lead: string[] = [];
  const units: Unit[] = [];
  let house: string | null = null;
  for (let i = 1; i <= lastRow; i++) {
    const line = lines[i]!;
    if (isRow(line) || isBlank(line)) {
      const unit = units.at(-1);
      if (unit === undefined) lead.push(line);
      else {
        unit.lines.push(line);
        unit.hasRows ||= isRow(line);
      }
      continue;
    }
    // A fund-house line has a blank line, then NAV lines, under it; a category heading does not.
    const next = lines[i + 1];
    const after = lines[i + 2];
    const isHouse = next !== undefined && isBlank(next) && after !== undefined && isRow(after);
    if (isHouse) house = line.trim();
    units.push({ lines: [line], heading: !isHouse, house, hasRows: false });
  }
  const missing = houses.filter((name) => !units.some((u) => u.house === name && u.hasRows));
  if (missing.length > 0) throw new Error(`No section of ${missing.join(", ")} in this capture`);

  const out: string[] = [lines[0]!, ...lead];
  // The category heading above the next kept section, until it is written.
  let heading: string[] | null = null;
  for (const unit of units) {
    if (unit.heading) heading = null;
    if (!unit.hasRows) {
      heading = unit.lines;
      continue;
    }
    if (unit.house === null || !kept.has(unit.house)) continue;
    if (heading !== null) out.push(...heading);
    heading = null;
    out.push(...unit.lines);
  }
  // The last kept NAV line, then the capture's own ending (the empty line every complete capture ends with).
  while (!isRow(out.at(-1)!)) out.pop();
  out.push(...lines.slice(lastRow + 1));
  return new Uint8Array(Buffer.from(out.join("\n"), "latin1"));
}
