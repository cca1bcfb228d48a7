import { splitFrontMatter } from "@/lib/blog/front-matter";

describe("splitFrontMatter", () => {
  it("reads plain, quoted and list values, keeping colons in values, and returns the body with its first line", () => {
    const source = ['---', 'title: SIP or lumpsum: which?', 'author: "FundLens Research"', "tags: [sip, tax saving , ]", "", "---", "Body line", "more"].join("\n");
    expect(splitFrontMatter(source)).toEqual({
      data: { title: "SIP or lumpsum: which?", author: "FundLens Research", tags: ["sip", "tax saving"] },
      body: "Body line\nmore",
      bodyLine: 7,
    });
  });

  it("accepts Windows line endings", () => {
    expect(splitFrontMatter("---\r\ntitle: x\r\n---\r\nbody").data).toEqual({ title: "x" });
  });

  it("refuses a file without front matter, an unclosed block, a malformed line and a repeated key", () => {
    expect(() => splitFrontMatter("title: x")).toThrow('line 1: a post starts with "---"');
    expect(() => splitFrontMatter("---\ntitle: x\n")).toThrow('never closed with a "---" line');
    expect(() => splitFrontMatter("---\ntitle x\n---\n")).toThrow('line 2: front matter lines are "key: value"');
    expect(() => splitFrontMatter("---\ntitle: a\ntitle: b\n---\n")).toThrow('line 3: "title" is given twice');
  });
});
