import { textMemo } from "@/lib/cache/text-memo";

describe("textMemo", () => {
  it("computes each key once and gives every caller the same frozen answer", () => {
    const computed: string[] = [];
    const memo = textMemo<{ length: number }>();
    const lengthOf = (text: string) =>
      memo(text, () => {
        computed.push(text);
        return { length: text.length };
      });
    const first = lengthOf("Nifty 50");
    expect(first).toEqual({ length: 8 });
    expect(lengthOf("Nifty 50")).toBe(first);
    expect(lengthOf("Sensex")).toEqual({ length: 6 });
    expect(computed).toEqual(["Nifty 50", "Sensex"]);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("keeps null answers too", () => {
    let computed = 0;
    const memo = textMemo<null>();
    const none = () =>
      memo("a", () => {
        computed += 1;
        return null;
      });
    expect(none()).toBeNull();
    expect(none()).toBeNull();
    expect(computed).toBe(1);
  });

  it("keeps at most max keys, computing again one that was forgotten", () => {
    const computed: string[] = [];
    const memo = textMemo<string>(2);
    const upper = (text: string) =>
      memo(text, () => {
        computed.push(text);
        return text.toUpperCase();
      });
    upper("a");
    upper("b");
    upper("c");
    expect(upper("a")).toBe("A");
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });
});
