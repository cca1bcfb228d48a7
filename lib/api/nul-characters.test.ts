import { firstNulPath } from "@/lib/api/nul-characters";

describe("firstNulPath", () => {
  it("finds a NUL in strings, lists and nested objects, naming where", () => {
    expect(firstNulPath({ q: "ok", category: "Equ\u0000ity" })).toBe("category");
    expect(firstNulPath({ amc: ["a", "b\u0000"] })).toBe("amc[1]");
    expect(firstNulPath({ body: { isins: ["x", { y: "\u0000" }] } })).toBe("body.isins[1].y");
    expect(firstNulPath({ "k\u0000": 1 })).toBe("k\u0000");
  });

  it("is null when there is none", () => {
    expect(firstNulPath({ q: "hdfc", n: 1, list: ["a"], nested: { x: null } })).toBeNull();
    expect(firstNulPath(null)).toBeNull();
    expect(firstNulPath(42)).toBeNull();
  });
});
