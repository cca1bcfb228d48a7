// The first-load JavaScript budget: every public page route, gzipped, at most 150 kB, measured as npm run
// bench:pages measures it (scripts/bench/first-load-js.ts) against the build the other end-to-end tests run on.
// Protected routes redirect to the login page, so they are left out.
import { expect, test } from "@playwright/test";
import { kilobytes } from "@/lib/bench/bench-format";
import { markdownTable } from "@/lib/bench/markdown-table";
import { createChunkSizer, measureFirstLoad } from "../scripts/bench/first-load-js";
import { PUBLIC_PAGE_PATHS } from "./support/route-pages";

const BUDGET_KB = 150;

test(`every public page route loads at most ${BUDGET_KB} kB of JavaScript, gzipped`, async ({ baseURL }) => {
  test.setTimeout(300_000);
  const sizeChunk = createChunkSizer();
  const rows: { path: string; status: number; gzipBytes: number }[] = [];
  for (const path of PUBLIC_PAGE_PATHS) {
    let scripts = await measureFirstLoad(`${baseURL}${path}`, sizeChunk);
    // A redirect (a members' page for a visitor, an id that has a canonical address) is measured where it leads.
    const target = scripts.location === null ? path : new URL(scripts.location, `${baseURL}${path}`).pathname;
    if (scripts.location !== null) scripts = await measureFirstLoad(`${baseURL}${target}`, sizeChunk);
    rows.push({
      path: target === path ? path : `${path} → ${target}`,
      status: scripts.status,
      gzipBytes: scripts.total.gzipBytes,
    });
  }
  console.log(
    markdownTable(
      `First-load JavaScript per public page route (gzip kB, budget ${BUDGET_KB})`,
      ["path", "status", "gzip kB"],
      rows.map((row) => [row.path, row.status, kilobytes(row.gzipBytes)]),
    ),
  );
  expect(rows.filter((row) => row.status !== 200)).toEqual([]);
  expect(
    rows.filter((row) => row.gzipBytes > BUDGET_KB * 1000).map((row) => `${row.path}: ${kilobytes(row.gzipBytes)} kB`),
  ).toEqual([]);
});
