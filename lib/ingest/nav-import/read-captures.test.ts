/**
 * @jest-environment node
 */
// A batch read by two parse workers (files taken in turn, each worker telling its own changes of description)
// folds to what one parser on the calling thread folds: NAVs, counts, plans, schemes and reports.
import { readFile } from "node:fs/promises";
import { LAYOUT_HEADERS } from "@/lib/ingest/amfi";
import { amfiFile, block } from "@/lib/ingest/amfi/testing/nav-file-fixture";
import { expandSources, type SourceFile } from "@/lib/ingest/nav-import/expand-sources";
import { TWO_WORKERS_FROM } from "@/lib/ingest/nav-import/parse-worker-client";
import { readCaptures, type ReadBatch } from "@/lib/ingest/nav-import/read-captures";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";

const available = corpusAvailable();

// 22 December 2025 to 12 January 2026: the capture of the 26th corrects 1,589 NAVs of earlier days.
const SLICE = /\/(2025-12-(2[2-9]|3[01])|2026-01-(0\d|1[0-2]))\.\d+\.txt$/;
const STORED = { importedShas: new Map<string, number>(), dailyCaptures: [], nextSeq: 1 };

/** Everything a batch holds, in plain values. */
function contents(batch: ReadBatch) {
  const importIds = batch.keys.map((_, index) => 1000 + index);
  const { navs, structure } = batch;
  return {
    reports: batch.reports,
    accepted: batch.accepted,
    keys: batch.keys,
    copy: Buffer.concat([...navs.copyChunks(importIds)]),
    revisions: navs.revisions,
    counts: [navs.repeated, navs.superseded, navs.duplicates, navs.supplied()],
    plans: [...structure.plans],
    schemes: [...structure.schemes()],
    facts: [[...structure.amcNames], [...structure.categories], [...structure.headings]],
  };
}

describe("reading a batch on two parse workers", () => {
  it("folds a description that changes back and forth as one parser does", async () => {
    // Plan 100001 is renamed on days 2, 6, 10, ... and named back the day after. With the files taken in turn,
    // the worker of the odd days sees one name only (and says it once), the other sees both.
    const capture = (day: number) => ({
      name: `navall/2026-01-${String(day).padStart(2, "0")}.1.txt`,
      read: async () =>
        new TextEncoder().encode(
          amfiFile(
            LAYOUT_HEADERS["daily-6"],
            ...block(
              "Open Ended Schemes(Debt Scheme - Gilt Fund)",
              "Axis Mutual Fund",
              `100001;INF846K01EW2;-;${day % 4 === 2 ? "Axis Gilt Fund (renamed)" : "Axis Gilt Fund"} - Direct Plan - Growth;${10 + day / 100};${String(day).padStart(2, "0")}-Jan-2026`,
              `100002;-;-;Axis Liquid Fund - Direct Plan - Growth;${20 + day / 100};${String(day).padStart(2, "0")}-Jan-2026`,
            ),
          ),
        ),
    });
    // The last capture (the 19th, an odd day) follows a renaming one.
    const sources = Array.from({ length: 19 }, (_, i) => capture(i + 1));
    expect(sources.length).toBeGreaterThanOrEqual(TWO_WORKERS_FROM);
    const options = { today: "2026-11-26" };
    const inThread = contents(await readCaptures(sources, STORED, { ...options, parseInThread: true }));
    const onWorkers = contents(await readCaptures(sources, STORED, options));
    expect(onWorkers).toEqual(inThread);
    const plan = new Map(inThread.plans).get(100001)!;
    expect([plan.value.rawName, plan.rank]).toEqual(["Axis Gilt Fund - Direct Plan - Growth", inThread.keys.at(-1)]);
  }, 120_000);
});

(available ? describe : describe.skip)("reading real captures on two parse workers", () => {
  let files: SourceFile[];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ files, cleanup } = await expandSources([AMFI_CORPUS]));
    files = files.filter((file) => SLICE.test(file.name));
  }, 120_000);
  afterAll(async () => cleanup?.());

  it("folds what one parser folds", async () => {
    expect(files.length).toBeGreaterThanOrEqual(TWO_WORKERS_FROM);
    const sources = files.map((file) => ({ name: file.name, read: () => readFile(file.path) }));
    const options = { today: "2026-11-26" };
    const inThread = contents(await readCaptures(sources, STORED, { ...options, parseInThread: true }));
    const onWorkers = contents(await readCaptures(sources, STORED, options));
    expect(onWorkers).toEqual(inThread);
    expect(inThread.accepted).toHaveLength(files.length);
    expect(inThread.revisions.length).toBeGreaterThan(1000);
    expect(inThread.plans.length).toBeGreaterThan(10_000);
  }, 120_000);
});
