// PostgreSQL's binary COPY format (COPY ... FROM STDIN WITH (FORMAT binary)): the importer sends NAVs in it,
// because writing and then parsing dates and decimals as text took longer than sending the rows themselves, and
// the metrics refresh its plan_metrics rows (doubles as they are, text and JSON without escapes).

// "PGCOPY\n\377\r\n\0", then the flags field and the header extension length (both 0).
const HEADER = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
const DAYS_FROM_1970_TO_2000 = 10957;
// The most a fixed-size field takes: numeric has at most 5 base-10000 groups for a safe integer. Text and JSON
// make room for themselves (fit).
const MAX_FIELD_BYTES = 4 + 8 + 2 * 5;
// jsonb's binary input: a version byte, then the document as text.
const JSONB_VERSION = 1;

/** Encodes rows into chunks of about `chunkSize` bytes: header first, then rows; end() adds the trailer. */
export class BinaryCopyEncoder {
  private buffer: Buffer;
  private at = 0;

  constructor(private readonly chunkSize = 1 << 16) {
    this.buffer = Buffer.allocUnsafe(this.capacity());
    this.at = HEADER.copy(this.buffer, 0);
  }

  /** Starts a row of `fields` fields (at most 64 fixed-size ones, any number of text and JSON ones). */
  row(fields: number): void {
    this.at = this.buffer.writeInt16BE(fields, this.at);
  }

  /** A null of any type. */
  null(): void {
    this.at = this.buffer.writeInt32BE(-1, this.at);
  }

  /** A float8, exactly the double given; null for one that is not a finite number (or absent). */
  float8(value: number | null | undefined): void {
    if (value === null || value === undefined || !Number.isFinite(value)) return this.null();
    this.at = this.buffer.writeInt32BE(8, this.at);
    this.at = this.buffer.writeDoubleBE(value, this.at);
  }

  /** A text value, as it is (binary fields need no escapes). */
  text(value: string): void {
    this.textField(value, null);
  }

  /** A jsonb value given as its JSON text (JSON.stringify's), which PostgreSQL parses as the text format's would. */
  jsonb(json: string): void {
    this.textField(json, JSONB_VERSION);
  }

  /** A field of UTF-8 text, after a version byte where the type's binary input wants one (jsonb). */
  private textField(value: string, version: number | null): void {
    const head = version === null ? 4 : 5;
    this.fit(head + 3 * value.length + MAX_FIELD_BYTES * 64);
    const bytes = this.buffer.write(value, this.at + head);
    this.buffer.writeInt32BE(bytes + head - 4, this.at);
    if (version !== null) this.buffer.writeUInt8(version, this.at + 4);
    this.at += head + bytes;
  }

  /**
   * A buffer of twice the chunk: a row begun before the chunk is full has its fields fit, text and JSON of up to a
   * third of the chunk included, without the chunk being copied into a larger buffer (fit).
   */
  private capacity(): number {
    return 2 * this.chunkSize + 64 * MAX_FIELD_BYTES;
  }

  /** Room for `bytes` more (UTF-8 takes at most 3 bytes for each UTF-16 unit), the chunk copied into a larger one. */
  private fit(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.at + bytes));
    this.buffer.copy(larger, 0, 0, this.at);
    this.buffer = larger;
  }

  int4(value: number): void {
    this.at = this.buffer.writeInt32BE(4, this.at);
    this.at = this.buffer.writeInt32BE(value, this.at);
  }

  /** A date given as a day number since 1970-01-01 (binary dates count from 2000-01-01). */
  date(day: number): void {
    this.int4(day - DAYS_FROM_1970_TO_2000);
  }

  /**
   * A numeric of `digits` (a safe non-negative integer) with `scale` decimal places, written with that scale
   * (954300 and 4 are 95.4300, stored and shown as such).
   */
  numeric(digits: number, scale: number): void {
    // Base-10000 groups, least significant first, aligned so that the point falls between groups.
    const pad = (4 - (scale % 4)) % 4;
    const groups: number[] = [];
    let rest = digits;
    if (pad > 0) {
      const unit = 10 ** (4 - pad);
      const low = rest % unit;
      groups.push(low * 10 ** pad);
      rest = (rest - low) / unit;
    }
    while (rest > 0) {
      const low = rest % 10000;
      groups.push(low);
      rest = (rest - low) / 10000;
    }
    while (groups.length > 0 && groups[groups.length - 1] === 0) groups.pop();
    const fractionGroups = (scale + pad) / 4;
    const buffer = this.buffer;
    let at = buffer.writeInt32BE(8 + 2 * groups.length, this.at);
    at = buffer.writeInt16BE(groups.length, at);
    at = buffer.writeInt16BE(groups.length === 0 ? 0 : groups.length - fractionGroups - 1, at);
    at = buffer.writeUInt16BE(0, at);
    at = buffer.writeInt16BE(scale, at);
    for (let i = groups.length - 1; i >= 0; i--) at = buffer.writeInt16BE(groups[i]!, at);
    this.at = at;
  }

  /** Whether the chunk is full: take it with flush() before the next row. */
  get full(): boolean {
    return this.at >= this.chunkSize;
  }

  /** The bytes written since the last flush. */
  flush(): Buffer {
    const chunk = this.buffer.subarray(0, this.at);
    this.buffer = Buffer.allocUnsafe(this.capacity());
    this.at = 0;
    return chunk;
  }

  /** The last bytes, with the trailer. */
  end(): Buffer {
    this.at = this.buffer.writeInt16BE(-1, this.at);
    return this.flush();
  }
}
