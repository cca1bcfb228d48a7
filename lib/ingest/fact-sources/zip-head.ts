import { Unzip, UnzipInflate } from "fflate";

// A workbook is recognised from a file's first kilobytes, which hold no zip's central directory (it is at the
// end): fflate's streaming reader walks the local headers instead, and inflates an entry the head cuts short
// as far as it goes.
const LOCAL_HEADER = "PK\u0003\u0004";

export interface ZipHeadEntry {
  name: string;
  /** The entry's text when its data lies within the head (or, when asked for, as much of it as the head holds). */
  text: string | null;
}

/** The entries whose local headers lie within `bytes` (a file's head), in file order; the last may be cut short. */
export function zipHeadEntries(bytes: Buffer, { partial = false } = {}): ZipHeadEntry[] {
  if (bytes.subarray(0, 4).toString("latin1") !== LOCAL_HEADER) return [];
  const read: { name: string; chunks: Uint8Array[]; whole: boolean; failed: boolean }[] = [];
  const unzip = new Unzip((file) => {
    const entry = { name: file.name, chunks: [] as Uint8Array[], whole: false, failed: false };
    read.push(entry);
    file.ondata = (error, data, final) => {
      if (error) entry.failed = true;
      else {
        entry.chunks.push(data);
        entry.whole = final;
      }
    };
    try {
      file.start();
    } catch {
      entry.failed = true; // a compression method fflate does not read
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes);
  } catch {
    // Damage after the entries already read: those stand.
  }
  return read.map(({ name, chunks, whole, failed }) => ({
    name,
    text: !failed && (whole || partial) ? Buffer.concat(chunks).toString("utf8") : null,
  }));
}

/** The text of a zip entry whose data lies wholly within `bytes` (a file's head), or null. */
export function zipEntryText(bytes: Buffer, name: string): string | null {
  return zipHeadEntries(bytes).find((entry) => entry.name === name)?.text ?? null;
}
