import { BinaryCopyReader, type CopyFields } from "@/lib/db/binary-copy-rows";

/** The rows of a whole binary COPY held in one buffer: one chunk, then the end. */
const binaryCopyRows = (bytes: Buffer, fieldCount: number) => {
  const reader = new BinaryCopyReader(fieldCount);
  const rows = reader.push(bytes);
  reader.end();
  return rows;
};

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const field = (bytes: Buffer | null) => (bytes === null ? int32(-1) : Buffer.concat([int32(bytes.length), bytes]));
/** A binary COPY as PostgreSQL writes it: signature, flags, an extension area, rows, the trailer. */
const copyOf = (rows: (Buffer | null)[][], extension = Buffer.alloc(0)) =>
  Buffer.concat([
    SIGNATURE,
    int32(0),
    int32(extension.length),
    extension,
    ...rows.flatMap((row) => [int16(row.length), ...row.map(field)]),
    int16(-1),
  ]);

describe("BinaryCopyReader on a whole COPY", () => {
  it("reads each row's fields as views of the bytes, NULL as null, after any header extension", () => {
    const bytes = copyOf(
      [
        [int32(7), Buffer.from("ab")],
        [int32(-2), null],
        [int32(9), Buffer.alloc(0)],
      ],
      Buffer.from("ext"),
    );
    const rows = binaryCopyRows(bytes, 2);
    expect(rows.map(([code, data]) => [code!.readInt32BE(0), data?.toString() ?? null])).toEqual([
      [7, "ab"],
      [-2, null],
      [9, ""],
    ]);
    expect(rows[0]![1]!.buffer).toBe(bytes.buffer);
  });

  it("reads a COPY without rows as no rows", () => {
    expect(binaryCopyRows(copyOf([]), 3)).toEqual([]);
  });

  it("refuses bytes that are not a binary COPY, a row of another width, and bytes cut short or left over", () => {
    const whole = copyOf([[int32(1), Buffer.from("abcd")]]);
    expect(() => binaryCopyRows(Buffer.from("1\tabc\n"), 2)).toThrow(/signature is missing/);
    expect(() => binaryCopyRows(whole, 3)).toThrow(/row of 2 fields, expected 3/);
    expect(() => binaryCopyRows(whole.subarray(0, whole.length - 2), 2)).toThrow(/no trailer/);
    expect(() => binaryCopyRows(whole.subarray(0, whole.length - 4), 2)).toThrow(/inside a field/);
    expect(() => binaryCopyRows(whole.subarray(0, SIGNATURE.length + 8 + 4), 2)).toThrow(/inside a row/);
    expect(() => binaryCopyRows(Buffer.concat([whole, Buffer.from([0])]), 2)).toThrow(/1 bytes after its trailer/);
  });
});

describe("BinaryCopyReader chunk by chunk", () => {
  const bytes = copyOf(
    [
      [int32(7), Buffer.from("abcdef")],
      [int32(-2), null],
      [int32(9), Buffer.alloc(0)],
      [int32(11), Buffer.from("x".repeat(300))],
    ],
    Buffer.from("ext"),
  );
  const texts = (rows: CopyFields[]) => rows.map(([code, data]) => [code!.readInt32BE(0), data?.toString() ?? null]);
  const readInChunks = (chunks: Buffer[]) => {
    const reader = new BinaryCopyReader(2);
    const rows = chunks.flatMap((chunk) => reader.push(chunk));
    reader.end();
    return rows;
  };

  it("reads the same rows however the bytes are split: at every point in two, and byte by byte", () => {
    const whole = texts(binaryCopyRows(bytes, 2));
    for (let cut = 0; cut <= bytes.length; cut++)
      expect(texts(readInChunks([bytes.subarray(0, cut), bytes.subarray(cut)]))).toEqual(whole);
    expect(texts(readInChunks([...bytes].map((byte) => Buffer.from([byte]))))).toEqual(whole);
  });

  it("gives each row as soon as its last byte arrives", () => {
    const reader = new BinaryCopyReader(2);
    const secondRowEnds = bytes.indexOf(int32(-2)) + 4 + 4;
    expect(texts(reader.push(bytes.subarray(0, secondRowEnds - 1)))).toEqual([[7, "abcdef"]]);
    expect(texts(reader.push(bytes.subarray(secondRowEnds - 1, secondRowEnds)))).toEqual([[-2, null]]);
  });

  it("refuses a stream cut short at any point, and bytes after the trailer in a later chunk", () => {
    for (let cut = 0; cut < bytes.length; cut++) {
      const reader = new BinaryCopyReader(2);
      reader.push(bytes.subarray(0, cut));
      expect(() => reader.end()).toThrow(/signature is missing|cut short/);
    }
    const reader = new BinaryCopyReader(2);
    reader.push(bytes);
    expect(() => reader.push(Buffer.from([0, 0]))).toThrow(/2 bytes after its trailer/);
    expect(() => new BinaryCopyReader(2).push(Buffer.from("PGCOPY\nX"))).toThrow(/signature is missing/);
  });
});
