import { constants, inflateRawSync } from "node:zlib";

// Node has no zip reader; recognising a workbook from the first kilobytes of a file needs only the local
// header of one early entry, so this reads that much of the zip format and nothing more.
const LOCAL_HEADER = 0x04034b50;

export interface ZipHeadEntry {
  name: string;
  /** The entry's text when its data lies within the head (or, when asked for, as much of it as the head holds). */
  text: string | null;
}

/** The entries whose local headers lie within `bytes` (a file's head), in file order; the last may be cut short. */
export function zipHeadEntries(bytes: Buffer, { partial = false } = {}): ZipHeadEntry[] {
  const entries: ZipHeadEntry[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === LOCAL_HEADER) {
    const method = bytes.readUInt16LE(offset + 8);
    const compressed = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    const start = offset + 30 + nameLength + extraLength;
    const name = bytes.subarray(offset + 30, offset + 30 + nameLength).toString("latin1");
    const whole = compressed > 0 && start + compressed <= bytes.length;
    const data = bytes.subarray(start, whole ? start + compressed : bytes.length);
    entries.push({ name, text: whole || partial ? inflated(data, method, !whole) : null });
    if (!whole) break;
    offset = start + compressed;
  }
  return entries;
}

function inflated(data: Buffer, method: number, cutShort: boolean): string | null {
  try {
    // A cut-short deflate stream still gives the text it holds up to the cut when flushed, not finished.
    const options = cutShort ? { finishFlush: constants.Z_SYNC_FLUSH } : {};
    return (method === 8 ? inflateRawSync(data, options) : data).toString("utf8");
  } catch {
    return null;
  }
}

/** The text of a zip entry whose data lies wholly within `bytes` (a file's head), or null. */
export function zipEntryText(bytes: Buffer, name: string): string | null {
  return zipHeadEntries(bytes).find((entry) => entry.name === name)?.text ?? null;
}
