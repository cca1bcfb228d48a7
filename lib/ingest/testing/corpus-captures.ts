import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { AMFI_CORPUS } from "@/lib/ingest/testing/amfi-corpus";

const run = promisify(execFile);

/** A few real captures out of the corpus archive, by member name ("2025-07-25.1"), as bytes; one tar run for all. */
export async function readCorpusCaptures(members: readonly string[]): Promise<Map<string, Uint8Array>> {
  const dir = await mkdtemp(path.join(tmpdir(), "fundlens-captures-"));
  try {
    await run("tar", ["-xJf", AMFI_CORPUS, "-C", dir, ...members.map((m) => `navall/${m}.txt`)]);
    const out = new Map<string, Uint8Array>();
    for (const member of members) out.set(member, await readFile(path.join(dir, "navall", `${member}.txt`)));
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
