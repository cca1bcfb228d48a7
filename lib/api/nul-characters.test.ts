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

describe("firstNulPath on a deep value", () => {
  it("walks 100,000 levels without overflowing the stack, in the same order as before", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { k: deep } : [deep];
    expect(firstNulPath(deep)?.length).toBeGreaterThan(100_000);
    expect(firstNulPath({ a: ["ok", { "b\u0000": "c\u0000" }], z: "\u0000" })).toBe("a[1].b\u0000");
  });
});
