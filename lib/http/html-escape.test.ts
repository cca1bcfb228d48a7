import { escapeHtml } from "@/lib/http/html-escape";

describe("escapeHtml", () => {
  it("escapes the five characters HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});
