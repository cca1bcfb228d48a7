import { jsonLdText } from "@/lib/seo/json-ld-text";

describe("jsonLdText", () => {
  it("escapes what could end the script element, and stays the same JSON", () => {
    const data = { name: "</script><script>alert(1)</script>", note: "a & b <!-- c -->", line: "x\u2028y\u2029z" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("leaves ordinary text alone", () => {
    expect(jsonLdText({ name: "Nifty 50 Index Fund – ₹1,000" })).toBe('{"name":"Nifty 50 Index Fund – ₹1,000"}');
  });
});
