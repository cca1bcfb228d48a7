import fc from "fast-check";
import { blocksText, inlineText, isSafeHref, MarkdownError, parseInline, parseMarkdown } from "@/lib/blog/markdown";

describe("parseInline", () => {
  it("reads strong, emphasis, code and links, nested", () => {
    expect(parseInline("a **bold _and em_** `x*y` [the *guide*](/mutual-funds) end")).toEqual([
      { type: "text", text: "a " },
      { type: "strong", children: [{ type: "text", text: "bold " }, { type: "em", children: [{ type: "text", text: "and em" }] }] },
      { type: "text", text: " " },
      { type: "code", text: "x*y" },
      { type: "text", text: " " },
      { type: "link", href: "/mutual-funds", children: [{ type: "text", text: "the " }, { type: "em", children: [{ type: "text", text: "guide" }] }] },
      { type: "text", text: " end" },
    ]);
  });

  it("keeps unclosed markers, underscores inside words and escaped characters as text", () => {
    expect(parseInline("5 * 3 and **open")).toEqual([{ type: "text", text: "5 * 3 and **open" }]);
    expect(parseInline("scheme_code and plan_name")).toEqual([{ type: "text", text: "scheme_code and plan_name" }]);
    expect(parseInline("\\*not em\\* and \\[x]")).toEqual([{ type: "text", text: "*not em* and [x]" }]);
    expect(parseInline("[no target] here")).toEqual([{ type: "text", text: "[no target] here" }]);
  });

  it("refuses link targets other than site paths, https addresses and anchors", () => {
    for (const href of ["javascript:alert(1)", "http://example.com", "//evil.example", "data:text/html,x", "mailto:a@b.c", "vbscript:x"]) {
      expect(isSafeHref(href)).toBe(false);
    }
    for (const href of ["/blog", "/mutual-funds/mutual-fund-screener?subcategory=equity-elss", "https://www.sebi.gov.in/", "#levels"]) expect(isSafeHref(href)).toBe(true);
    expect(() => parseInline("[x](javascript:void(0))", 7)).toThrow(new MarkdownError(7, 'the link target "javascript:void(0" must be a site path (/blog), an https:// address or an #anchor'));
  });

  it("never loses or invents text (any input without markers reads back as itself)", () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/[\\`*_[]/.test(s)), (text) => {
        expect(inlineText(parseInline(text))).toBe(text);
      }),
    );
  });
});

describe("parseMarkdown", () => {
  it("reads headings, paragraphs joined across lines, both kinds of list and code blocks", () => {
    const source = ["## Why", "", "First line", "second line.", "", "- one", "- two", "  continued", "1. first", "2. second", "", "```", "a = 1", "```", "### Next"].join("\n");
    expect(parseMarkdown(source)).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", text: "Why" }] },
      { type: "paragraph", children: [{ type: "text", text: "First line second line." }] },
      { type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }, { type: "text", text: " continued" }]] },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
      { type: "code", text: "a = 1" },
      { type: "heading", level: 3, children: [{ type: "text", text: "Next" }] },
    ]);
  });

  it("refuses what it does not support, naming the line", () => {
    expect(() => parseMarkdown("text\n\n# Title")).toThrow("line 3: use \"## \" or \"### \" for headings");
    expect(() => parseMarkdown("#### Deep")).toThrow("line 1:");
    expect(() => parseMarkdown("ok\n<script>alert(1)</script>")).toThrow("line 2: block quotes, tables and HTML are not supported in posts");
    expect(() => parseMarkdown("> quote")).toThrow("line 1:");
    expect(() => parseMarkdown("| a | b |")).toThrow("line 1:");
    expect(() => parseMarkdown("```\nnever closed")).toThrow("line 1: the code block is never closed");
  });

  it("keeps HTML-like text inside a paragraph as text, which React escapes", () => {
    expect(parseMarkdown("a <b>tag</b> here")).toEqual([{ type: "paragraph", children: [{ type: "text", text: "a <b>tag</b> here" }] }]);
  });

  it("gives the plain text of the blocks", () => {
    expect(blocksText(parseMarkdown("## A **b**\n\n- c\n- `d`\n\ne [f](/g)"))).toBe("A b\nc\nd\ne f");
  });
});
