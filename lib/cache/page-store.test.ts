import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchStoredPages, purgeStoredPages, readPageOrigin, recordPageOrigin } from "@/lib/cache/page-store";

// A build's output as Next.js 16 lays it out: compiled code beside the pages it prerendered or regenerated.
const CODE = [
  "BUILD_ID",
  "prerender-manifest.json",
  "server/app/page.js",
  "server/app/page_client-reference-manifest.js",
  "server/app/amcs/page.js",
  "server/app/robots.txt/route.js",
  "server/pages/500.html",
];
const PAGES = [
  "server/app/index.html",
  "server/app/index.rsc",
  "server/app/index.meta",
  "server/app/index.segments/_tree.segment.rsc",
  "server/app/amcs.html",
  "server/app/amcs.rsc",
  "server/app/amcs.meta",
  "server/app/mutual-funds/mutual-fund-screener/100001.html",
  "server/app/mutual-funds/mutual-fund-screener/100001.rsc",
  "server/app/robots.txt.body",
  "server/app/robots.txt.meta",
  "server/route-cache/abc/$/amcs.html",
  "cache/fetch-cache/0123abcd",
];

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "page-store-"));
  for (const file of [...CODE, ...PAGES]) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), "demo: Aurora Mutual Fund");
  }
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const left = (files: string[]) => files.filter((file) => existsSync(path.join(dist, file)));
const demo = { data: "3@1795800000000001", siteUrl: "http://127.0.0.1:3100" };

describe("purgeStoredPages", () => {
  it("deletes every stored page, route body and cached fetch, and keeps the compiled code", () => {
    expect(purgeStoredPages(dist)).toBe(13);
    expect(left(PAGES)).toEqual([]);
    expect(left(CODE)).toEqual(CODE);
  });

  it("does nothing to a build without stored pages", () => {
    purgeStoredPages(dist);
    expect(purgeStoredPages(dist)).toBe(0);
    expect(left(CODE)).toEqual(CODE);
  });
});

describe("matchStoredPages", () => {
  it("keeps the pages rendered from the same data at the same address", () => {
    recordPageOrigin(dist, demo);
    expect(matchStoredPages(dist, { ...demo })).toEqual({ purged: false });
    expect(left(PAGES)).toEqual(PAGES);
  });

  it("purges the pages of another database's data, and records the new origin", () => {
    recordPageOrigin(dist, demo);
    const real = { data: "7@1795803600123456", siteUrl: demo.siteUrl };
    const check = matchStoredPages(dist, real);
    expect(check).toMatchObject({ purged: true, removed: 13 });
    expect(check.purged && check.reason).toContain("other data");
    expect(left(PAGES)).toEqual([]);
    expect(readPageOrigin(dist)).toEqual(real);
    expect(matchStoredPages(dist, real)).toEqual({ purged: false });
  });

  it("purges after an import changed the data of the same database (another version)", () => {
    recordPageOrigin(dist, demo);
    expect(matchStoredPages(dist, { ...demo, data: "4@1795800000000001" }).purged).toBe(true);
  });

  it("purges pages that name another site address", () => {
    recordPageOrigin(dist, demo);
    const check = matchStoredPages(dist, { ...demo, siteUrl: "http://127.0.0.1:3101" });
    expect(check.purged && check.reason).toContain("http://127.0.0.1:3100");
    expect(left(PAGES)).toEqual([]);
  });

  it("purges a build that records nothing (made by plain next build, or an unreadable record)", () => {
    expect(matchStoredPages(dist, demo).purged).toBe(true);
    writeFileSync(path.join(dist, "fundlens-page-origin.json"), "{not json");
    expect(readPageOrigin(dist)).toBeNull();
  });
});
