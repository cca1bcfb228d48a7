// Reads PostgreSQL's binary COPY format (COPY ... TO STDOUT WITH (FORMAT binary)). pg-copy-streams-binary parses it
// as a stream of six dependencies that decodes every field into a value; here the COPY is one buffer already and the
// series are wanted as views of its bytes.

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/** The fields of one row: each a view of the COPY's bytes, or null for SQL NULL. */
export type CopyFields = (Buffer | null)[];

/**
 * The rows of a whole binary COPY, each with exactly `fieldCount` fields. Throws on a missing signature, a row of
 * another width, a truncated field or bytes after the trailer: a stream cut short is never read as a shorter result.
 */
export function binaryCopyRows(bytes: Buffer, fieldCount: number): CopyFields[] {
  if (bytes.length < SIGNATURE.length + 8 || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE))
    throw new RangeError("not a binary COPY: the signature is missing");
  let at = SIGNATURE.length + 4;
  at += 4 + bytes.readUInt32BE(at);
  const rows: CopyFields[] = [];
  for (;;) {
    if (at + 2 > bytes.length) throw new RangeError("binary COPY cut short: no trailer");
    const fields = bytes.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    if (fields !== fieldCount) throw new RangeError(`binary COPY row of ${fields} fields, expected ${fieldCount}`);
    const row: CopyFields = new Array(fieldCount);
    for (let i = 0; i < fieldCount; i++) {
      if (at + 4 > bytes.length) throw new RangeError("binary COPY cut short inside a row");
      const length = bytes.readInt32BE(at);
      at += 4;
      if (length === -1) {
        row[i] = null;
        continue;
      }
      if (length < 0 || at + length > bytes.length) throw new RangeError("binary COPY cut short inside a field");
      row[i] = bytes.subarray(at, at + length);
      at += length;
    }
    rows.push(row);
  }
  if (at !== bytes.length) throw new RangeError(`binary COPY has ${bytes.length - at} bytes after its trailer`);
  return rows;
}
