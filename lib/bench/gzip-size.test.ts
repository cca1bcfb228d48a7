import { gunzipSync } from "node:zlib";
import { gzipSize, sumSizes } from "@/lib/bench/gzip-size";

const text = (value: string) => Buffer.from(value);

describe("gzipSize", () => {
  it("is the length of a valid gzip stream of the bytes", () => {
    const bytes = text("self.__next_f.push([1, 'hello']);\n".repeat(200));
    const size = gzipSize(bytes);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(bytes.length / 10);
  });

  it("round-trips: what it measures decompresses to the input", async () => {
    const { gzipSync } = await import("node:zlib");
    const bytes = text("const a = 1;".repeat(50));
    const compressed = gzipSync(bytes, { level: 9 });
    expect(compressed.length).toBe(gzipSize(bytes));
    expect(gunzipSync(compressed).equals(Buffer.from(bytes))).toBe(true);
  });

  it("counts the gzip header and trailer for an empty file", () => {
    expect(gzipSize(new Uint8Array())).toBe(20);
  });
});

describe("sumSizes", () => {
  it("is zero for no files", () => {
    expect(sumSizes([])).toEqual({ files: 0, bytes: 0, gzipBytes: 0 });
  });

  it("adds the raw and gzipped sizes", () => {
    expect(
      sumSizes([
        { url: "http://x/_next/a.js", bytes: 1000, gzipBytes: 300 },
        { url: "http://x/_next/b.js", bytes: 500, gzipBytes: 200 },
      ]),
    ).toEqual({ files: 2, bytes: 1500, gzipBytes: 500 });
  });

  it("counts a file listed twice once", () => {
    const file = { url: "http://x/_next/a.js", bytes: 1000, gzipBytes: 300 };
    expect(sumSizes([file, file, { url: "http://x/_next/b.js", bytes: 1, gzipBytes: 21 }])).toEqual({
      files: 2,
      bytes: 1001,
      gzipBytes: 321,
    });
  });
});
