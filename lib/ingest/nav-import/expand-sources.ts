import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface SourceFile {
  path: string;
  /** What reports call it: the path as given, or "archive.tar.xz:member/path" for archive members. */
  name: string;
}

export interface ExpandedSources {
  /** The files to import, in import order. */
  files: SourceFile[];
  /** Removes the folders archives were unpacked into. */
  cleanup: () => Promise<void>;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const isArchive = (file: string) => /\.(tar\.xz|txz|tar\.gz|tgz|tar)$/i.test(file);

/**
 * Turns the command line's files, folders and archives into one list of files. Files given together
 * (a folder, an archive) are imported in name order, which for AMFI captures is capture order.
 */
export async function expandSources(inputs: string[]): Promise<ExpandedSources> {
  const unpacked: string[] = [];
  const files: SourceFile[] = [];
  try {
    for (const input of inputs) {
      const info = await stat(input).catch(() => null);
      if (!info) throw new Error(`No such file or folder: ${input}`);
      if (info.isDirectory()) {
        const root = path.resolve(input);
        const members = (await listFiles(root)).filter((f) => !isArchive(f)).sort();
        files.push(...members.map((f) => ({ path: f, name: path.join(input, path.relative(root, f)) })));
      } else if (isArchive(input)) {
        const dir = await mkdtemp(path.join(tmpdir(), "fundlens-import-"));
        unpacked.push(dir);
        // The system tar understands xz and gzip; the corpus unpacks to about 580 MB.
        await run("tar", ["-xf", path.resolve(input), "-C", dir], { maxBuffer: 1 << 20 });
        const members = (await listFiles(dir)).sort();
        files.push(...members.map((f) => ({ path: f, name: `${path.basename(input)}:${path.relative(dir, f)}` })));
      } else {
        files.push({ path: path.resolve(input), name: input });
      }
    }
  } catch (error) {
    await Promise.all(unpacked.map((dir) => rm(dir, { recursive: true, force: true })));
    throw error;
  }
  return {
    files,
    cleanup: async () => void (await Promise.all(unpacked.map((dir) => rm(dir, { recursive: true, force: true })))),
  };
}
