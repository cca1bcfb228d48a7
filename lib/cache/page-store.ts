// The pages Next.js keeps on disk in a production build (.next): the ones `next build` prerendered, and any
// an older server wrote there (next.config.mjs now keeps the ones rendered while serving in memory:
// isrFlushToDisk false). They hold the data and the site address they were rendered with, so a server
// started on another database or at another address must not serve them: Next.js would answer them at once,
// or as STALE while it renders afresh (issue 35, point 5). scripts/start.ts checks before serving.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the pages on disk were rendered from. */
export interface PageOrigin {
  /** lib/cache/data-identity.ts */
  data: string;
  siteUrl: string;
}

const STAMP = "fundlens-page-origin.json";
// A page's stored forms (HTML, RSC payload, metadata, a route's body) and its prefetch segments' folder.
const PAGE_FILE = /\.(html|rsc|meta|body)$/;
const SEGMENTS_DIR = /\.segments$/;

/** What the pages in `distDir` were rendered from, as recorded; null when nothing was recorded. */
export function readPageOrigin(distDir: string): PageOrigin | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(distDir, STAMP), "utf8")) as Partial<PageOrigin>;
    return typeof parsed.data === "string" && typeof parsed.siteUrl === "string"
      ? { data: parsed.data, siteUrl: parsed.siteUrl }
      : null;
  } catch {
    return null;
  }
}

export function recordPageOrigin(distDir: string, origin: PageOrigin): void {
  writeFileSync(path.join(distDir, STAMP), JSON.stringify(origin));
}

function removePageFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory() && SEGMENTS_DIR.test(entry.name)) {
      rmSync(target, { recursive: true, force: true });
      removed++;
    } else if (entry.isDirectory()) {
      removed += removePageFiles(target);
    } else if (PAGE_FILE.test(entry.name)) {
      rmSync(target, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Deletes every stored page of the build in `distDir` (the compiled code stays): the app router's
 * prerendered and regenerated pages and route bodies, Next.js's scoped route cache and its fetch cache.
 * Next.js then renders each page on its first request. Returns how many files and folders went.
 */
export function purgeStoredPages(distDir: string): number {
  let removed = removePageFiles(path.join(distDir, "server", "app"));
  for (const dir of [path.join(distDir, "server", "route-cache"), path.join(distDir, "cache", "fetch-cache")]) {
    if (!existsSync(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

export type PageStoreCheck = { purged: false } | { purged: true; removed: number; reason: string };

function mismatch(recorded: PageOrigin | null, current: PageOrigin): string | null {
  if (!recorded) return "nothing records what they were rendered from";
  if (recorded.data !== current.data)
    return `they were rendered from other data (${recorded.data}; the database now holds ${current.data})`;
  if (recorded.siteUrl !== current.siteUrl)
    return `they name ${recorded.siteUrl}, and this server is ${current.siteUrl}`;
  return null;
}

/**
 * Before serving: purges the stored pages unless they were rendered from this database's current data at
 * this site address, and records that what is left (nothing, after a purge) matches `current`.
 */
export function matchStoredPages(distDir: string, current: PageOrigin): PageStoreCheck {
  const reason = mismatch(readPageOrigin(distDir), current);
  if (reason === null) return { purged: false };
  const removed = purgeStoredPages(distDir);
  recordPageOrigin(distDir, current);
  return { purged: true, removed, reason };
}
