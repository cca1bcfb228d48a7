/** A Markdown table under a level-3 heading; a "|" inside a cell is escaped so that it cannot split the cell. */
export function markdownTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const line = (cells: readonly (string | number)[]) =>
    `| ${cells.map((cell) => String(cell).replace(/\|/g, "\\|")).join(" | ")} |`;
  return [`### ${title}`, "", line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
