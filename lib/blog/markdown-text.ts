import { fromMarkdown } from "mdast-util-from-markdown";

// A post body is rendered by react-markdown (components/content/markdown-view.tsx); here it is read once
// at build time for its plain text (reading time) and for what a post must not contain, so a typo fails
// the build with its line instead of printing stray symbols or a dead link.

const SAFE_HREF = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+|#[a-z0-9-]+)$/;

/** Whether a link target may be rendered: a site path, an https URL or an in-page anchor (never javascript:, data: or //host). */
function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

export class MarkdownError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "MarkdownError";
  }
}

type MdNode = ReturnType<typeof fromMarkdown>["children"][number] | ReturnType<typeof fromMarkdown>;

function check(node: MdNode): void {
  const line = node.position?.start.line ?? 1;
  if (node.type === "heading" && node.depth !== 2 && node.depth !== 3) {
    throw new MarkdownError(
      line,
      `use "## " or "### " for headings (the page title is the post's h1), not ${"#".repeat(node.depth)}`,
    );
  }
  if (node.type === "link" && !isSafeHref(node.url)) {
    throw new MarkdownError(
      line,
      `the link target "${node.url}" must be a site path (/blog), an https:// address or an #anchor`,
    );
  }
  if (node.type === "html" || node.type === "blockquote" || node.type === "image" || node.type === "definition") {
    throw new MarkdownError(line, "block quotes, images, link definitions and HTML are not supported in posts");
  }
}

/** Blocks on their own lines, the text inside a block run together as it reads. */
function textOf(node: MdNode): string {
  check(node);
  if ("value" in node) return node.value;
  if (!("children" in node)) return "";
  const blockContainer = node.type === "root" || node.type === "list" || node.type === "listItem";
  return (node.children as MdNode[]).map(textOf).join(blockContainer ? "\n" : "");
}

/** The plain text of a post's Markdown body; throws MarkdownError naming the line of anything posts may not use. */
export function markdownText(source: string): string {
  return textOf(fromMarkdown(source));
}
