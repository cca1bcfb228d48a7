/** How much of a file's start says what kind of file it is. */
export const HEAD_BYTES = 16 * 1024;

/** A file's head as FactSource.recognises reads it: its first HEAD_BYTES, one character a byte. */
export function headText(bytes: Buffer): string {
  return bytes.subarray(0, HEAD_BYTES).toString("latin1");
}
