import { gzipSync } from "node:zlib";

/** Bytes after gzip at level 9 (the most a server would send with gzip). */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export interface SizedFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadSize {
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** The sum over the files a page loads; a URL listed twice counts once. */
export function sumSizes(files: readonly SizedFile[]): FirstLoadSize {
  const unique = new Map(files.map((file) => [file.url, file]));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of unique.values()) {
    bytes += file.bytes;
    gzipBytes += file.gzipBytes;
  }
  return { files: unique.size, bytes, gzipBytes };
}
