import fc from "fast-check";
import { compareHref, dropUnknownCodes, ignoredNotes } from "./compare-selection";
import { parseCompareSelection } from "./parse-compare-selection";

describe("parseCompareSelection", () => {
  it("reads comma-separated scheme codes in the order written", () => {
    expect(parseCompareSelection("900009,900003,120503")).toEqual({ codes: [900009, 900003, 120503], ignored: [] });
  });

  it("reads nothing from an absent, empty or blank parameter", () => {
    for (const raw of [undefined, "", " , ,", [], [""]])
      expect(parseCompareSelection(raw)).toEqual({ codes: [], ignored: [] });
  });

  it("joins a repeated key and trims spaces around values", () => {
    expect(parseCompareSelection(["101, 102", " 103 "])).toEqual({ codes: [101, 102, 103], ignored: [] });
  });

  it("leaves out values that are not scheme codes, keeping the rest in order", () => {
    expect(parseCompareSelection("101,abc,-5,0,1.5,102,1e3,0x10,1234567890")).toEqual({
      codes: [101, 102],
      ignored: ["abc", "-5", "0", "1.5", "1e3", "0x10", "1234567890"].map((value) => ({ value, reason: "invalid" })),
    });
  });

  it("keeps a repeated code once, also when written with leading zeros", () => {
    expect(parseCompareSelection("101,102,101,0102")).toEqual({
      codes: [101, 102],
      ignored: [
        { value: "101", reason: "duplicate" },
        { value: "102", reason: "duplicate" },
      ],
    });
  });

  it("keeps the first five funds and leaves out the rest", () => {
    expect(parseCompareSelection("1,2,3,4,5,6,7")).toEqual({
      codes: [1, 2, 3, 4, 5],
      ignored: [
        { value: "6", reason: "over-limit" },
        { value: "7", reason: "over-limit" },
      ],
    });
  });

  it("ignores a value of another type (an object from a hand-made query)", () => {
    expect(parseCompareSelection({ a: 1 })).toEqual({ codes: [], ignored: [] });
    expect(parseCompareSelection(42)).toEqual({ codes: [], ignored: [] });
  });

  it("reads at most 20 values of a very long address", () => {
    const result = parseCompareSelection(Array.from({ length: 500 }, (_, i) => `x${i}`).join(","));
    expect(result.ignored).toHaveLength(20);
  });

  it("never keeps more than 5 codes, never a repeat, and only positive integers (any input)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.nat().map(String)), { maxLength: 30 }), (values) => {
        const { codes } = parseCompareSelection(values.join(","));
        expect(codes.length).toBeLessThanOrEqual(5);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of codes) expect(Number.isInteger(code) && code > 0).toBe(true);
      }),
    );
  });

  it("round-trips through compareHref", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 5 }), (codes) => {
        const href = compareHref(codes);
        const funds = new URL(href, "http://localhost").searchParams.get("funds") ?? undefined;
        expect(parseCompareSelection(funds)).toEqual({ codes, ignored: [] });
      }),
    );
  });
});

describe("dropUnknownCodes", () => {
  it("drops codes the data does not know, keeping the order and recording them after what was already left out", () => {
    const selection = parseCompareSelection("3,abc,1,2");
    expect(dropUnknownCodes(selection, new Set([1, 3]))).toEqual({
      codes: [3, 1],
      ignored: [
        { value: "abc", reason: "invalid" },
        { value: "2", reason: "unknown" },
      ],
    });
  });
});

describe("compareHref", () => {
  it("is the bare page for no fund and lists the codes in order otherwise", () => {
    expect(compareHref([])).toBe("/mutual-funds/compare-mutual-funds");
    expect(compareHref([5, 3])).toBe("/mutual-funds/compare-mutual-funds?funds=5,3");
  });
});

describe("ignoredNotes", () => {
  it("says nothing when nothing was left out", () => {
    expect(ignoredNotes([])).toEqual([]);
  });

  it("writes one sentence per reason, singular or plural", () => {
    expect(ignoredNotes(parseCompareSelection("abc,1,1,2,3,4,5,6").ignored)).toEqual([
      "Left out “abc”: not a scheme code.",
      "“1” was listed more than once and is compared once.",
      "At most 5 funds can be compared at once, so “6” was left out.",
    ]);
    expect(ignoredNotes(parseCompareSelection("a,b,1,1,2,2,3,4,5,6,7").ignored)).toEqual([
      "Left out “a” and “b”: these are not scheme codes.",
      "“1” and “2” were listed more than once and are compared once.",
      "At most 5 funds can be compared at once, so “6” and “7” were left out.",
    ]);
    expect(ignoredNotes([{ value: "9", reason: "unknown" }])).toEqual([
      "No fund has the scheme code “9”, so it was left out.",
    ]);
    expect(ignoredNotes(["7", "8", "9"].map((value) => ({ value, reason: "unknown" as const })))).toEqual([
      "No fund has the scheme codes “7”, “8” and “9”, so they were left out.",
    ]);
  });

  it("lists at most five values, shortens long ones, and names a value repeated many times once", () => {
    const many = ["a", "b", "c", "d", "e", "f", "g"].map((value) => ({ value, reason: "invalid" as const }));
    expect(ignoredNotes(many)).toEqual(["Left out “a”, “b”, “c”, “d”, “e” and 2 more: these are not scheme codes."]);
    expect(ignoredNotes([{ value: "x".repeat(40), reason: "invalid" }])).toEqual([
      `Left out “${"x".repeat(20)}…”: not a scheme code.`,
    ]);
    expect(ignoredNotes(parseCompareSelection("1,1,1,1").ignored)).toEqual([
      "“1” was listed more than once and is compared once.",
    ]);
  });
});
