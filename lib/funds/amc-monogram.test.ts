import { amcMonogramSvg, monogramInitials } from "@/lib/funds/amc-monogram";

describe("monogramInitials", () => {
  it.each([
    ["HDFC Mutual Fund", "H"],
    ["Aditya Birla Sun Life Mutual Fund", "AB"],
    ["Teesta Mutual Fund", "T"],
    ["360 ONE Mutual Fund", "3O"],
    ["Mutual Fund", "MF"],
    ["", "?"],
  ])("%s -> %s", (name, initials) => expect(monogramInitials(name)).toBe(initials));
});

describe("amcMonogramSvg", () => {
  it("escapes the name and is stable for a slug", () => {
    const svg = amcMonogramSvg("a-b", 'Quote "&" <Fund>');
    expect(svg).toContain('aria-label="Quote &#34;&#38;&#34; &#60;Fund&#62;"');
    expect(svg).not.toContain("<Fund>");
    expect(amcMonogramSvg("a-b", "X")).toBe(amcMonogramSvg("a-b", "X"));
  });
});
