import { gzipSync } from "node:zlib";

import { decodeNavFileBytes, decodeNavFileChunks } from "./decode-nav-file";
import { NotANavFileError } from "./types";

const TEXT =
  "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date\r\n\r\nOpen Ended Schemes(Solution Oriented Scheme - Children’s Fund)\r\n\r\n";
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

function refusal(bytes: Uint8Array): string {
  try {
    decodeNavFileBytes(bytes);
  } catch (error) {
    if (error instanceof NotANavFileError) return error.message;
    throw error;
  }
  throw new Error("the bytes were not refused");
}

describe("decodeNavFileBytes", () => {
  it("reads UTF-8, ASCII and empty files", () => {
    expect(decodeNavFileBytes(utf8(TEXT))).toBe(TEXT);
    expect(decodeNavFileBytes(utf8("plain ascii\r\n"))).toBe("plain ascii\r\n");
    expect(decodeNavFileBytes(new Uint8Array(0))).toBe("");
    expect(decodeNavFileBytes(utf8("fund 😀 é\n"))).toBe("fund 😀 é\n");
  });

  it("drops a UTF-8 byte-order mark", () => {
    expect(decodeNavFileBytes(utf8(`\uFEFF${TEXT}`))).toBe(TEXT);
    expect(decodeNavFileBytes(new Uint8Array([0xef, 0xbb, 0xbf]))).toBe("");
  });

  it("reads a view into a larger buffer as just its bytes", () => {
    const whole = utf8(`xx${TEXT}yy`);
    expect(decodeNavFileBytes(whole.subarray(2, whole.length - 2))).toBe(TEXT);
  });

  it("unpacks gzip, recognised by its first bytes whatever the name", () => {
    expect(decodeNavFileBytes(new Uint8Array(gzipSync(utf8(TEXT))))).toBe(TEXT);
  });

  it("refuses a damaged or cut gzip file", () => {
    const gz = new Uint8Array(gzipSync(utf8(TEXT.repeat(50))));
    expect(refusal(gz.subarray(0, gz.length - 30))).toBe(
      "This is not a readable gzip file: unexpected end of file. Download it again.",
    );
    const damaged = gz.slice();
    damaged[3] = 0xff; // reserved flag bits
    expect(refusal(damaged)).toMatch(/^This is not a readable gzip file: .+\. Download it again\.$/);
    expect(refusal(new Uint8Array([0x1f, 0x8b]))).toBe(
      "This is not a readable gzip file: unexpected end of file. Download it again.",
    );
  });

  it("refuses a gzip file that unpacks to more than 256 MiB", () => {
    // 257 gzip members of 1 MiB of spaces each: a few hundred kilobytes that unpack to 257 MiB.
    const member = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
    const bomb = new Uint8Array(Buffer.concat(Array.from({ length: 257 }, () => member)));
    expect(refusal(bomb)).toBe(
      "This gzip file unpacks to more than 256 MiB, far more than any AMFI NAV file: it is not one.",
    );
  });

  it("refuses binary data with its first bytes in hex", () => {
    const zip = new Uint8Array([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x21, 0x00, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
    ]);
    expect(refusal(zip)).toBe(
      "This is not an AMFI NAV file: it holds binary data (first bytes: 50 4b 03 04 14 00 00 00 08 00 21 00 aa bb cc dd). Download it again.",
    );
    // Valid UTF-8 but for one NUL.
    expect(refusal(utf8("Scheme Code;\u0000"))).toBe(
      "This is not an AMFI NAV file: it holds binary data (first bytes: 53 63 68 65 6d 65 20 43 6f 64 65 3b 00). Download it again.",
    );
    // UTF-16 holds NULs.
    expect(refusal(new Uint8Array(Buffer.from("\uFEFFScheme", "utf16le")))).toContain(
      "it holds binary data (first bytes: ff fe 53 00",
    );
  });

  it("reads a line that is not UTF-8 as Windows-1252 instead of refusing the file as binary", () => {
    // Latin-1 / Windows-1252 "é" (0xe9) and a Windows-1252 right quote (0x92) beside a UTF-8 line.
    expect(decodeNavFileBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]))).toBe("Café\n");
    const mixed = new Uint8Array([
      ...utf8("Children’s Fund\r\n"),
      0x43,
      0x68,
      0x69,
      0x6c,
      0x64,
      0x92,
      0x73,
      0x0d,
      0x0a,
    ]);
    expect(decodeNavFileBytes(mixed)).toBe("Children’s Fund\r\nChild’s\r\n");
  });

  it("refuses binary data inside a gzip file, showing the unpacked bytes", () => {
    expect(refusal(new Uint8Array(gzipSync(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00]))))).toBe(
      "This is not an AMFI NAV file: it holds binary data (first bytes: 25 50 44 46 00). Download it again.",
    );
  });
});

describe("decodeNavFileChunks", () => {
  // A file of about 420 kB with non-ASCII characters in some lines, as AMFI's are.
  const line = (i: number) =>
    `${100000 + i};INF000000000;-;Fund ${i % 7 === 0 ? "Children’s" : "Plain"} – Growth;10.5;27-Jan-2026\r\n`;
  const big = Array.from({ length: 6000 }, (_, i) => line(i)).join("") + "\r\n";

  it("gives the text in pieces of about 64 kB that end at line breaks and join into decodeNavFileBytes", () => {
    const bytes = utf8(`\uFEFF${big}`);
    const chunks = [...decodeNavFileChunks(bytes)];
    expect(chunks.join("")).toBe(decodeNavFileBytes(bytes));
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    for (const chunk of chunks) expect(chunk.endsWith("\n")).toBe(true);
    for (const chunk of chunks.slice(0, -1)) expect(Buffer.byteLength(chunk)).toBeGreaterThanOrEqual(1 << 16);
  });

  it("ends with the text's own end, with or without a line break, and reads gzip", () => {
    expect([...decodeNavFileChunks(utf8(`${big}cut`))].at(-1)!.endsWith("cut")).toBe(true);
    expect([...decodeNavFileChunks(new Uint8Array(gzipSync(utf8(big))))].join("")).toBe(big);
    expect([...decodeNavFileChunks(new Uint8Array(0))]).toEqual([]);
  });

  it("refuses what decodeNavFileBytes refuses", () => {
    expect(() => decodeNavFileChunks(new Uint8Array([0x41, 0, 0x42]))).toThrow(NotANavFileError);
  });
});
