import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("returns a short printable text as it is", () => {
    expect(excerpt("")).toBe("");
    expect(excerpt("119551;INF209KA12Z1;-;A Fund;N.A.;23-Jan-2026")).toBe(
      "119551;INF209KA12Z1;-;A Fund;N.A.;23-Jan-2026",
    );
    expect(excerpt("Children’s Fund é")).toBe("Children’s Fund é");
    expect(excerpt("x".repeat(80))).toBe("x".repeat(80));
  });

  it("escapes control characters, U+FFFD and lone surrogates", () => {
    expect(excerpt("a\u0000b\u0007c\u001fd\u007fe\u0085f")).toBe("a\\x00b\\x07c\\x1fd\\x7fe\\x85f");
    expect(excerpt("\ufffd\ufffdPK")).toBe("\\ufffd\\ufffdPK");
    expect(excerpt("a\ud800b\udc00c")).toBe("a\\ud800b\\udc00c");
    expect(excerpt("tab\there")).toBe("tab\\x09here");
    // A surrogate pair is one printable character.
    expect(excerpt("fund 😀")).toBe("fund 😀");
  });

  it("keeps the start and the last 24 characters of a longer text, 80 characters in all", () => {
    const text = `${"a".repeat(100)}${"z".repeat(30)}`;
    expect(excerpt(text)).toBe(`${"a".repeat(55)}…${"z".repeat(24)}`);
    expect(excerpt("x".repeat(81))).toBe(`${"x".repeat(55)}…${"x".repeat(24)}`);
    expect(excerpt(text)).toHaveLength(80);
  });

  it("counts escapes in the 80 characters and never cuts one", () => {
    const binary = "\u0000".repeat(1000);
    // 13 escapes of 4 characters before "…", 6 after.
    expect(excerpt(binary)).toBe(`${"\\x00".repeat(13)}…${"\\x00".repeat(6)}`);
    expect(excerpt(binary).length).toBeLessThanOrEqual(80);
    // 30 characters whose escapes need 120: cut although the text itself is short.
    expect(excerpt("\u0001".repeat(30))).toBe(`${"\\x01".repeat(13)}…${"\\x01".repeat(6)}`);
  });

  it("never splits a surrogate pair at the cut", () => {
    expect(excerpt(`${"a".repeat(54)}😀${"b".repeat(40)}`)).toBe(`${"a".repeat(54)}…${"b".repeat(24)}`);
    expect(excerpt(`${"a".repeat(60)}${"b".repeat(17)}😀${"c".repeat(6)}`)).toBe(
      `${"a".repeat(55)}…${"b".repeat(16)}😀${"c".repeat(6)}`,
    );
  });

  it("takes another length", () => {
    expect(excerpt("abcdefghij", 9)).toBe("abcd…ghij");
  });
});
