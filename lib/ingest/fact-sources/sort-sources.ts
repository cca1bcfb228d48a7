import { open, readFile } from "node:fs/promises";
import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { FACT_SOURCES, factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { HEAD_BYTES, headText } from "@/lib/ingest/fact-sources/file-head";
import { unpackBytes } from "@/lib/ingest/fact-sources/unpack-bytes";
import type { SourceFile } from "@/lib/ingest/nav-import/expand-sources";

async function headOf(path: string): Promise<string> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    let head: Buffer = buffer.subarray(0, bytesRead);
    // A packed file is small enough to unpack whole (the NAV importer reads gzip captures itself too).
    if (head[0] === 0x1f || head[0] === 0xfd) head = await unpackBytes(await readFile(path));
    return headText(head);
  } finally {
    await handle.close();
  }
}

export interface SortedSources {
  /** Everything no fact source recognises: the NAV importer reads (or refuses) these. */
  navFiles: SourceFile[];
  /** Fact files in import order (FACT_SOURCES' order, then the order given). */
  factFiles: { source: FactSource; file: SourceFile }[];
}

/** Sorts the files of one data:import run by what their content is. */
export async function sortSources(files: readonly SourceFile[]): Promise<SortedSources> {
  const navFiles: SourceFile[] = [];
  const factFiles: SortedSources["factFiles"] = [];
  for (const file of files) {
    const source = factSourceOf(await headOf(file.path));
    if (source) factFiles.push({ source, file });
    else navFiles.push(file);
  }
  const rank = (source: FactSource) => FACT_SOURCES.indexOf(source);
  factFiles.sort((a, b) => rank(a.source) - rank(b.source));
  return { navFiles, factFiles };
}
