// A small Markdown reader for the blog's own posts. It returns a tree, never HTML: the page renders the tree
// with React elements, so nothing in a post can inject markup or script. It reads only the subset the posts
// use and rejects the rest loudly, so a typo fails the build instead of printing stray symbols.
//
// Blocks: "## " and "### " headings, paragraphs, "- " lists, "1. " lists, fenced ``` code blocks.
// Inline: **strong**, *emphasis* or _emphasis_, `code`, [text](link) to a site path or an https URL.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "code"; text: string };

export class MarkdownError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "MarkdownError";
  }
}

const SAFE_HREF = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+|#[a-z0-9-]+)$/;

/** Whether a link target may be rendered: a site path, an https URL or an in-page anchor (never javascript:, data: or //host). */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === "text") last.text += text;
  else out.push({ type: "text", text });
}

/** Parses inline markup; an unclosed marker stays literal text. `line` is only for error messages. */
export function parseInline(source: string, line = 1): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === "\\" && i + 1 < source.length && /[\\`*_[\]()#-]/.test(source[i + 1]!)) {
      pushText(out, source[i + 1]!);
      i += 2;
      continue;
    }
    if (char === "`") {
      const end = source.indexOf("`", i + 1);
      if (end > i + 1) {
        out.push({ type: "code", text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (source.startsWith("**", i)) {
      const end = source.indexOf("**", i + 2);
      if (end > i + 2) {
        out.push({ type: "strong", children: parseInline(source.slice(i + 2, end), line) });
        i = end + 2;
        continue;
      }
    }
    if ((char === "*" || char === "_") && !isWordChar(source[i - 1]) && source[i + 1] !== " ") {
      let end = source.indexOf(char, i + 1);
      // An underscore inside a word (snake_case) does not close emphasis.
      while (end !== -1 && char === "_" && isWordChar(source[end + 1])) end = source.indexOf(char, end + 1);
      if (end > i + 1 && source[end - 1] !== " ") {
        out.push({ type: "em", children: parseInline(source.slice(i + 1, end), line) });
        i = end + 1;
        continue;
      }
    }
    if (char === "[") {
      const close = source.indexOf("](", i + 1);
      const end = close === -1 ? -1 : source.indexOf(")", close + 2);
      if (close > i + 1 && end !== -1) {
        const href = source.slice(close + 2, end).trim();
        if (!isSafeHref(href)) throw new MarkdownError(line, `the link target "${href}" must be a site path (/blog), an https:// address or an #anchor`);
        out.push({ type: "link", href, children: parseInline(source.slice(i + 1, close), line) });
        i = end + 1;
        continue;
      }
    }
    pushText(out, char);
    i += 1;
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}\.\s+(.*)$/;

/** Parses a post's body into blocks; throws MarkdownError naming the line of anything outside the subset. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" "), paragraphLine) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items });
    list = null;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const line = lines[index]!.trimEnd();
    if (line.startsWith("```")) {
      flushParagraph();
      flushList();
      const end = lines.findIndex((candidate, at) => at > index && candidate.trimEnd() === "```");
      if (end === -1) throw new MarkdownError(lineNumber, "the code block is never closed with ```");
      blocks.push({ type: "code", text: lines.slice(index + 1, end).join("\n") });
      index = end;
      continue;
    }
    if (line.trim() === "") {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const level = heading[1]!.length;
      if (level !== 2 && level !== 3) throw new MarkdownError(lineNumber, `use "## " or "### " for headings (the page title is the post's h1), not ${"#".repeat(level)}`);
      blocks.push({ type: "heading", level, children: parseInline(heading[2]!.trim(), lineNumber) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!.trim(), lineNumber));
      continue;
    }
    if (/^\s+\S/.test(line) && list) {
      // An indented line continues the list item above it.
      const items: Inline[][] = (list as { items: Inline[][] }).items;
      const last = items.pop()!;
      items.push([...last, ...parseInline(` ${line.trim()}`, lineNumber)]);
      continue;
    }
    if (/^(?:>|\||<)/.test(line)) throw new MarkdownError(lineNumber, "block quotes, tables and HTML are not supported in posts");
    flushList();
    if (!paragraph.length) paragraphLine = lineNumber;
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The plain text of inline nodes (for reading time and descriptions). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ("children" in node ? inlineText(node.children) : node.text)).join("");
}

/** The plain text of a post's blocks, one block per line. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === "code") return block.text;
      if (block.type === "list") return block.items.map(inlineText).join("\n");
      return inlineText(block.children);
    })
    .join("\n");
}
