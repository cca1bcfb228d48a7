import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { AMFI_CORPUS } from "@/lib/ingest/testing/amfi-corpus";

const run = promisify(execFile);

/**
 * The corpus archive extracted once per machine and archive (its size and time name the folder): tar reads the
 * whole 610 MB whichever captures it is asked for (3.4 s of CPU), and a dozen test files on two servers each used
 * to. Extracted beside the folder and renamed into place, so a folder that exists is whole; when two processes
 * extract at once, the second rename fails on the first's folder and its copy is removed. The captures are in its
 * `navall` folder.
 */
export async function extractedCorpus(): Promise<string> {
  const { size, mtimeMs } = await stat(AMFI_CORPUS);
  const dir = path.join(tmpdir(), `fundlens-corpus-${size}-${Math.trunc(mtimeMs)}`);
  if (existsSync(dir)) return dir;
  const staging = await mkdtemp(`${dir}.part-`);
  try {
    await run("tar", ["-xJf", AMFI_CORPUS, "-C", staging]);
    await rename(staging, dir).catch((error: unknown) => {
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return dir;
}

/** A few real captures out of the corpus archive, by member name ("2025-07-25.1"), as bytes. */
export async function readCorpusCaptures(members: readonly string[]): Promise<Map<string, Uint8Array>> {
  const dir = await extractedCorpus();
  const out = new Map<string, Uint8Array>();
  for (const member of members) {
    const file = path.join(dir, "navall", `${member}.txt`);
    if (!existsSync(file)) throw new Error(`The AMFI corpus (${AMFI_CORPUS}) has no capture ${member}.`);
    out.set(member, await readFile(file));
  }
  return out;
}
