// The front matter of a post: "key: value" lines between two "---" lines at the top of the file. Values are
// plain text, "quoted text", or a [comma, separated, list]. Anything else is refused with its line number.

export interface SplitPost {
  data: Record<string, string | string[]>;
  body: string;
  /** The line of the file where the body starts, so body errors can name the file's line. */
  bodyLine: number;
}

function parseValue(raw: string): string | string[] {
  const value = raw.trim();
  if (value.startsWith("[") && value.endsWith("]")) {
    return value
      .slice(1, -1)
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value;
}

/** Splits a post file into its front matter and its Markdown body. */
export function splitFrontMatter(source: string): SplitPost {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trim() !== "---") throw new Error('line 1: a post starts with "---", then its front matter (title, date, author, tags, summary), then "---"');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) throw new Error('the front matter is never closed with a "---" line');
  const data: Record<string, string | string[]> = {};
  for (let index = 1; index < end; index += 1) {
    const line = lines[index]!;
    if (line.trim() === "") continue;
    const match = /^([a-zA-Z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1}: front matter lines are "key: value"`);
    const key = match[1]!;
    if (key in data) throw new Error(`line ${index + 1}: "${key}" is given twice`);
    data[key] = parseValue(match[2]!);
  }
  return { data, body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}
