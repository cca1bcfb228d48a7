import { parsePost } from "@/lib/blog/post";

const FRONT = [
  "---",
  'title: "SIP or lumpsum: which way?"',
  "date: 2026-10-12",
  "author: FundLens Research",
  "tags: [sip, tax saving]",
  "summary: A summary that is long enough to pass the forty character minimum.",
  "---",
];
const post = (front: string[], body: string) => [...front, body].join("\n");

describe("parsePost", () => {
  it("reads the front matter (the date as YYYY-MM-DD text), the body and its reading time", () => {
    const parsed = parsePost(
      "content/blog/sip-or-lumpsum.md",
      post(FRONT, "## Costs\n\nA **big** gap, see [the screener](/mutual-funds/mutual-fund-screener).\n\n- one\n- two"),
    );
    expect(parsed).toMatchObject({
      slug: "sip-or-lumpsum",
      title: "SIP or lumpsum: which way?",
      date: "2026-10-12",
      author: "FundLens Research",
      tags: ["sip", "tax saving"],
    });
    expect(parsed.body.startsWith("## Costs\n")).toBe(true);
    // Costs, A, big, gap, see, the, screener, one, two: markup and the link target are not words.
    expect(parsed.words).toBe(9);
    expect(parsed.readingMinutes).toBe(1);
  });

  it("accepts Windows line endings", () => {
    expect(parsePost("content/blog/x-y.md", post(FRONT, "Body text.").replace(/\n/g, "\r\n")).title).toBe(
      "SIP or lumpsum: which way?",
    );
  });

  it("fails naming the file and the field for a value of the wrong type, a missing field or an unknown one", () => {
    const wrongType = FRONT.map((line) => (line.startsWith("tags:") ? "tags: sip" : line));
    expect(() => parsePost("content/blog/x.md", post(wrongType, "Body."))).toThrow(
      /^content\/blog\/x\.md is invalid: tags: /,
    );
    expect(() =>
      parsePost(
        "content/blog/x.md",
        post(
          FRONT.filter((l) => !l.startsWith("author:")),
          "Body.",
        ),
      ),
    ).toThrow(/^content\/blog\/x\.md is invalid: author: /);
    expect(() =>
      parsePost("content/blog/x.md", post([...FRONT.slice(0, 2), "draft: true", ...FRONT.slice(2)], "Body.")),
    ).toThrow(/^content\/blog\/x\.md is invalid: front matter: .*draft/);
    expect(() =>
      parsePost(
        "content/blog/x.md",
        post(
          FRONT.map((l) => (l.startsWith("date:") ? "date: 12/10/2026" : l)),
          "Body.",
        ),
      ),
    ).toThrow("date: must be a date written YYYY-MM-DD");
  });

  it("fails for a file without front matter, a repeated key and front matter that is not YAML", () => {
    expect(() => parsePost("content/blog/x.md", "title: x\n\nBody.")).toThrow(
      'content/blog/x.md is invalid: line 1: a post starts with "---"',
    );
    expect(() =>
      parsePost("content/blog/x.md", post([...FRONT.slice(0, 2), "title: again", ...FRONT.slice(2)], "Body.")),
    ).toThrow(/content\/blog\/x\.md is invalid: .*duplicated mapping key/);
    expect(() =>
      parsePost(
        "content/blog/x.md",
        post(
          FRONT.map((l) => (l.startsWith("title:") ? "title: A: b: c" : l)),
          "Body.",
        ),
      ),
    ).toThrow(/^content\/blog\/x\.md is invalid: /);
  });

  it("fails naming the file's line for an unsafe link, an h1 or h4 heading and HTML, and for an empty body", () => {
    expect(() => parsePost("content/blog/x.md", post(FRONT, "Text.\n\n[x](javascript:alert(1))"))).toThrow(
      'content/blog/x.md is invalid: line 10: the link target "javascript:alert(1)" must be',
    );
    expect(() => parsePost("content/blog/x.md", post(FRONT, "# Title"))).toThrow(
      'line 8: use "## " or "### " for headings',
    );
    expect(() => parsePost("content/blog/x.md", post(FRONT, "Para.\n\n#### Deep"))).toThrow("line 10: use");
    expect(() => parsePost("content/blog/x.md", post(FRONT, "Text <b>bold</b>."))).toThrow(
      "line 8: block quotes, images, link definitions and HTML are not supported",
    );
    expect(() => parsePost("content/blog/x.md", post(FRONT, "\n\n"))).toThrow(
      "content/blog/x.md is invalid: the post has no text after its front matter",
    );
  });

  it("refuses a file name that is not a kebab-case slug, or the reserved page.md", () => {
    expect(() => parsePost("content/blog/Bad_Name.md", post(FRONT, "Body."))).toThrow(
      "the file name must be a kebab-case slug",
    );
    expect(() => parsePost("content/blog/page.md", post(FRONT, "Body."))).toThrow("reserved");
  });
});
