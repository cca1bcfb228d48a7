import { hasMalformedEscape, safeDecodeURIComponent } from "@/lib/http/safe-decode";

describe("safeDecodeURIComponent", () => {
  it.each([
    ["INF000A01011", "INF000A01011"],
    ["a%20b", "a b"],
    ["%E0%A4%B9", "ह"],
    ["100%25", "100%"],
  ])("decodes %s", (input, decoded) => {
    expect(safeDecodeURIComponent(input)).toBe(decoded);
  });

  it.each(["%ZZ", "%", "%2", "abc%", "%E0%A4", "%C0%80", "%FF"])("answers null for the malformed %s", (input) => {
    expect(safeDecodeURIComponent(input)).toBeNull();
  });
});

describe("hasMalformedEscape", () => {
  it("tells a malformed path from a well-formed one", () => {
    expect(hasMalformedEscape("/api/v1/nfo/%ZZ")).toBe(true);
    expect(hasMalformedEscape("/mutual-funds/mutual-fund-screener/%E0%A4")).toBe(true);
    expect(hasMalformedEscape("/api/v1/nfo/INF%20000")).toBe(false);
    expect(hasMalformedEscape("/api/v1/nfo/1")).toBe(false);
  });
});
