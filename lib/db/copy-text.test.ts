import { copyTextChunks, copyTextLine } from "@/lib/db/copy-text";

describe("copyTextChunks", () => {
  it("gives back every line's UTF-8 bytes in order, in chunks of at most the size unless one line is longer", () => {
    const lines = ["1\tabc\n", "2\t₹ 10 – £\n", `3\t${"x".repeat(40)}\n`, "4\t\\N\n", `5\t${"é".repeat(30)}\n`];
    for (const size of [8, 16, 64, 1 << 18]) {
      const chunks = [...copyTextChunks(lines, size)];
      expect(Buffer.concat(chunks).toString("utf8")).toBe(lines.join(""));
      for (const chunk of chunks)
        expect(chunk.length <= size || lines.some((l) => 3 * l.length >= chunk.length)).toBe(true);
    }
    expect([...copyTextChunks(lines, 1 << 18)]).toHaveLength(1);
  });

  it("gives nothing for no lines, and never hands out the same memory twice", () => {
    expect([...copyTextChunks([])]).toEqual([]);
    const chunks = [...copyTextChunks(["aaaa\n", "bbbb\n", "cccc\n"], 15)];
    expect(chunks.map((c) => c.toString())).toEqual(["aaaa\n", "bbbb\n", "cccc\n"]);
    expect(new Set(chunks.map((c) => c.buffer)).size).toBe(3);
  });
});

describe("copyTextLine", () => {
  it("writes null as \\N, numbers as written, and escapes backslash, tab, newline and carriage return", () => {
    expect(copyTextLine([1, null, 2.5, "a\\b\tc\nd\re", "₹ – £", ""])).toBe(
      "1\t\\N\t2.5\ta\\\\b\\tc\\nd\\re\t₹ – £\t\n",
    );
  });
});
