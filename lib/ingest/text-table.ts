/**
 * Rows as a plain-text table for a terminal: a header, a rule, then the rows, each column padded to its widest
 * cell (numbers right-aligned). Unlike console.table: no index column, no box drawing, no quotes around strings.
 */
export function textTable(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string[] {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? "--" : String(cell))));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => row[i] === null || typeof row[i] === "number"),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)];
}
