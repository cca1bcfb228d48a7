// Reads PostgreSQL's binary COPY format (COPY ... TO STDOUT WITH (FORMAT binary)). pg-copy-streams-binary parses it
// as a stream of six dependencies that decodes every field into a value; here the series are wanted as views of the
// bytes as they arrive, without gathering the whole COPY into one buffer first.

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
// The signature, the flags field and the header extension's length.
const HEADER_BYTES = SIGNATURE.length + 8;

/** The fields of one row: each a view of the COPY's bytes, or null for SQL NULL. */
export type CopyFields = (Buffer | null)[];

/**
 * A binary COPY read chunk by chunk, each row exactly `fieldCount` fields wide. push() gives the rows each chunk
 * completes, as views of its bytes (a row split across chunks is joined first); end() throws unless the trailer was
 * read. A missing signature, a row of another width, a truncated field or bytes after the trailer throw: a stream cut
 * short is never read as a shorter result.
 */
export class BinaryCopyReader {
  private pending: Buffer | null = null;
  private started = false;
  private ended = false;
  /** Where the bytes held back stop: inside a row's field lengths or inside a field's bytes. */
  private cut: "row" | "field" | null = null;

  constructor(private readonly fieldCount: number) {}

  push(chunk: Buffer): CopyFields[] {
    if (this.ended) {
      if (chunk.length > 0) throw new RangeError(`binary COPY has ${chunk.length} bytes after its trailer`);
      return [];
    }
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    if (!this.started) {
      const seen = Math.min(bytes.length, SIGNATURE.length);
      if (!bytes.subarray(0, seen).equals(SIGNATURE.subarray(0, seen)))
        throw new RangeError("not a binary COPY: the signature is missing");
      const headerEnd = bytes.length >= HEADER_BYTES ? HEADER_BYTES + bytes.readUInt32BE(HEADER_BYTES - 4) : Infinity;
      if (headerEnd > bytes.length) {
        this.pending = bytes;
        return [];
      }
      this.started = true;
      at = headerEnd;
    }
    const rows: CopyFields[] = [];
    for (;;) {
      this.cut = null;
      if (at + 2 > bytes.length) break;
      const fields = bytes.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        if (at + 2 !== bytes.length)
          throw new RangeError(`binary COPY has ${bytes.length - at - 2} bytes after its trailer`);
        return rows;
      }
      if (fields !== this.fieldCount)
        throw new RangeError(`binary COPY row of ${fields} fields, expected ${this.fieldCount}`);
      const row: CopyFields = new Array(this.fieldCount);
      let next = at + 2;
      for (let i = 0; i < this.fieldCount && this.cut === null; i++) {
        if (next + 4 > bytes.length) {
          this.cut = "row";
          break;
        }
        const length = bytes.readInt32BE(next);
        next += 4;
        if (length === -1) {
          row[i] = null;
          continue;
        }
        if (length < 0) throw new RangeError("binary COPY cut short inside a field");
        if (next + length > bytes.length) this.cut = "field";
        else {
          row[i] = bytes.subarray(next, next + length);
          next += length;
        }
      }
      if (this.cut !== null) break;
      rows.push(row);
      at = next;
    }
    if (at < bytes.length) this.pending = bytes.subarray(at);
    return rows;
  }

  end(): void {
    if (this.ended) return;
    if (!this.started) throw new RangeError("not a binary COPY: the signature is missing");
    if (this.cut === "field") throw new RangeError("binary COPY cut short inside a field");
    if (this.cut === "row") throw new RangeError("binary COPY cut short inside a row");
    throw new RangeError("binary COPY cut short: no trailer");
  }
}
