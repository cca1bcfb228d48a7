// First-load JavaScript of a page, as the browser gets it: the page's HTML from the running production
// server, every external <script src> in it (lib/bench/script-sources.ts), each chunk fetched and gzipped
// at level 9. `next build` in Next.js 16 no longer prints per-route sizes; this is the number it used to.
import { gzipSize, sumSizes, type FirstLoadSize, type SizedFile } from "@/lib/bench/gzip-size";
import { scriptSources } from "@/lib/bench/script-sources";

export interface PageScripts {
  status: number;
  /** Where a redirect points (then nothing else is measured). */
  location: string | null;
  files: SizedFile[];
  total: FirstLoadSize;
  /** Scripts on another origin (say, analytics): not part of the build, not fetched, not counted. */
  external: string[];
  /** The page's <link rel="canonical">, to show which site address the build carries. */
  canonical: string | null;
}

const CANONICAL = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i;

/** Fetches and sizes a chunk once per run; routes share most chunks. */
export function createChunkSizer(): (url: string) => Promise<SizedFile> {
  const sized = new Map<string, Promise<SizedFile>>();
  return (url) => {
    let file = sized.get(url);
    if (!file) {
      file = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        // fetch undoes any Content-Encoding: these are the bytes of the file itself.
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { url, bytes: bytes.length, gzipBytes: gzipSize(bytes) };
      });
      sized.set(url, file);
    }
    return file;
  };
}

export async function pageScripts(
  pageUrl: string,
  sizeChunk: (url: string) => Promise<SizedFile>,
): Promise<PageScripts> {
  const response = await fetch(pageUrl, { redirect: "manual", headers: { accept: "text/html" } });
  const html = await response.text();
  const canonical = CANONICAL.exec(html)?.[0].match(/\bhref=["']?([^"'\s>]+)/i)?.[1] ?? null;
  if (response.status >= 300 && response.status < 400) {
    return {
      status: response.status,
      location: response.headers.get("location"),
      files: [],
      total: sumSizes([]),
      external: [],
      canonical,
    };
  }
  const origin = new URL(pageUrl).origin;
  const sources = scriptSources(html, pageUrl);
  const files = await Promise.all(sources.filter((src) => new URL(src).origin === origin).map(sizeChunk));
  return {
    status: response.status,
    location: null,
    files,
    total: sumSizes(files),
    external: sources.filter((src) => new URL(src).origin !== origin),
    canonical,
  };
}

/**
 * pageScripts of a page asked for once before: the first pages Next.js renders after it starts lack the
 * error boundary's chunk (about 0.5 kB), which later answers have.
 */
export async function measureFirstLoad(
  pageUrl: string,
  sizeChunk: (url: string) => Promise<SizedFile>,
): Promise<PageScripts> {
  await (await fetch(pageUrl, { redirect: "manual" })).arrayBuffer();
  return pageScripts(pageUrl, sizeChunk);
}
