import { PrefixBytes } from "./prefix-bytes";

const matchAt = (prefixes: PrefixBytes, code: number, line: string) => {
  const bytes = Buffer.from(line, "utf8");
  return prefixes.match(code, bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0);
};

describe("PrefixBytes", () => {
  it("matches a line that starts with its code's last prefix, by that prefix's UTF-8 length", () => {
    const prefixes = new PrefixBytes();
    prefixes.set(101, "101;INF1;;Fund – Growth ₹;");
    expect(matchAt(prefixes, 101, "101;INF1;;Fund – Growth ₹;12.5;28-Nov-2026")).toBe(
      Buffer.byteLength("101;INF1;;Fund – Growth ₹;"),
    );
    expect(matchAt(prefixes, 101, "101;INF1;;Fund - Growth ₹;12.5;28-Nov-2026")).toBe(-1);
    expect(matchAt(prefixes, 102, "101;INF1;;Fund – Growth ₹;12.5")).toBe(-1);
    prefixes.set(101, "101;INF2;;Other;");
    expect(matchAt(prefixes, 101, "101;INF1;;Fund – Growth ₹;12.5")).toBe(-1);
    expect(matchAt(prefixes, 101, "101;INF2;;Other;9")).toBe(16);
  });

  it("never matches a prefix with a lone surrogate, which no UTF-8 file can hold", () => {
    const prefixes = new PrefixBytes();
    prefixes.set(7, "7;;;Fund \uD800;");
    expect(matchAt(prefixes, 7, "7;;;Fund \uFFFD;1")).toBe(-1);
    prefixes.set(8, "8;;;Fund \uD83D\uDE00;");
    expect(matchAt(prefixes, 8, "8;;;Fund \uD83D\uDE00;1")).toBe(Buffer.byteLength("8;;;Fund \uD83D\uDE00;"));
  });

  it("keeps every prefix readable as the arena grows past its first 64 KB", () => {
    const prefixes = new PrefixBytes();
    const prefixOf = (code: number) => `${code};INF${code};;Scheme ${"é".repeat(code % 50)} Growth;`;
    for (let code = 1; code <= 3000; code++) prefixes.set(code, prefixOf(code));
    for (const code of [1, 999, 1500, 3000])
      expect(matchAt(prefixes, code, `${prefixOf(code)}10.1;01-Jan-2026`)).toBe(Buffer.byteLength(prefixOf(code)));
  });
});
