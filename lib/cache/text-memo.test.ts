import { memoizedByText } from "@/lib/cache/text-memo";

describe("memoizedByText", () => {
  it("reads each text once and gives every caller the same frozen answer", () => {
    const reads: string[] = [];
    const lengthOf = memoizedByText((text: string) => {
      reads.push(text);
      return { length: text.length };
    });
    const first = lengthOf("Nifty 50");
    expect(first).toEqual({ length: 8 });
    expect(lengthOf("Nifty 50")).toBe(first);
    expect(lengthOf("Sensex")).toEqual({ length: 6 });
    expect(reads).toEqual(["Nifty 50", "Sensex"]);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("keeps null answers too", () => {
    let reads = 0;
    const none = memoizedByText(() => {
      reads += 1;
      return null;
    });
    expect(none("a")).toBeNull();
    expect(none("a")).toBeNull();
    expect(reads).toBe(1);
  });

  it("keeps at most max texts, reading again one that was dropped", () => {
    const reads: string[] = [];
    const upper = memoizedByText((text: string) => {
      reads.push(text);
      return text.toUpperCase();
    }, 2);
    upper("a");
    upper("b");
    upper("c");
    upper("a");
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });
});
