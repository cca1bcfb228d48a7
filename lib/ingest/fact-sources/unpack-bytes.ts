import { execFile } from "node:child_process";
import { gunzipSync } from "node:zlib";

const GZIP = [0x1f, 0x8b];
const XZ = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Limit on an unpacked source file: AMFI's largest (a month of daily TER as HTML) is about 71 MB. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

function unxz(bytes: Buffer): Promise<Buffer> {
  // Node has no xz; the system's xz (which tar already needs for the NAV archive) unpacks it.
  return new Promise((resolve, reject) => {
    const child = execFile(
      "xz",
      ["--decompress", "--stdout"],
      { encoding: "buffer", maxBuffer: MAX_UNPACKED_BYTES },
      (error, stdout) =>
        error
          ? reject(new Error(`the xz file could not be unpacked (${error.message.split("\n")[0]})`))
          : resolve(stdout),
    );
    child.stdin?.end(bytes);
  });
}

/** The file's content, unpacked when it is gzip or xz (recognised by their first bytes, not by the name). */
export async function unpackBytes(bytes: Buffer): Promise<Buffer> {
  if (startsWith(bytes, GZIP)) {
    try {
      return gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES });
    } catch (error) {
      throw new Error(`the gzip file could not be unpacked (${(error as Error).message})`);
    }
  }
  if (startsWith(bytes, XZ)) return unxz(bytes);
  return bytes;
}
