// Reads a batch of NAV files in order, before anything is written: recognises files imported before, has the
// rest parsed on the parse worker's thread (a file or two ahead), refuses the bad ones with their reason, and
// folds what the good ones say into memory.
import { Buffer } from "node:buffer";
import { webcrypto as crypto } from "node:crypto";
import { captureFromName, latestAllowedNavDate, type ParsedNavFile } from "@/lib/ingest/amfi";
import { nameDateRefusal } from "@/lib/ingest/nav-import/name-date-check";
import { captureKey, type StoredCapture } from "@/lib/ingest/nav-import/capture-order";
import { isoToDay } from "@/lib/metrics/day-number";
import { emptyReport, type NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { NavAccumulator } from "@/lib/ingest/nav-import/nav-accumulator";
import { InThreadParsing, ParseWorkerClient } from "@/lib/ingest/nav-import/parse-worker-client";
import type { ParsedCapture } from "@/lib/ingest/nav-import/parsed-capture";
import { MAX_NEIGHBOUR_DAYS, shrinkRefusal } from "@/lib/ingest/nav-import/shrink-check";
import { StructureAccumulator } from "@/lib/ingest/nav-import/structure-accumulator";

export interface NavSource {
  /** File name, shown in reports and stored with the import; its date and capture number order the capture. */
  name: string;
  read: () => Promise<Uint8Array>;
}

export interface ReadOptions {
  /** Accept a daily capture listing more than 5% fewer schemes than the previous one. */
  allowShrink?: boolean;
  /** ISO date in India; rows more than 5 days after the file's date (or this, for an undated file) are refused. */
  today: string;
  /** Parse on the calling thread even for a long batch (after the worker ran out of memory), or with this worker heap. */
  parseInThread?: boolean;
  workerHeap?: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
}

/** What the database holds before the batch: file hashes, and every daily capture's scheme count. */
export interface StoredState {
  importedShas: Map<string, number>;
  dailyCaptures: StoredCapture[];
  /** Larger than every stored import id: the batch's captures sort after stored ones of the same key. */
  nextSeq: number;
}

export interface AcceptedCapture {
  fileIndex: number;
  name: string;
  sha256: string;
  layout: ParsedNavFile["layout"];
  fileDate: string;
  captureNo: number;
  schemeCount: number;
  report: NavImportReport;
}

export interface ReadBatch {
  reports: NavImportReport[];
  accepted: AcceptedCapture[];
  /** Capture key of each accepted capture, by fileIndex (see captureKey). */
  keys: number[];
  navs: NavAccumulator;
  structure: StructureAccumulator;
}

const ALREADY_IMPORTED = "This file was imported before; nothing changed.";
const isDaily = (layout: string) => layout.startsWith("daily-");

/** A source read and hashed, and (unless seen before) on its way through the parse worker. */
interface InFlight {
  source: NavSource;
  /** Its place in the order given, where its report goes. */
  index: number;
  sha256: string;
  named: { fileDate: string | null; captureNo: number };
  parsed: Promise<ParsedCapture> | null;
}

// Files ahead of the one being folded: enough to keep the parse worker busy, few enough to bound memory.
const READ_AHEAD = 2;

export async function readCaptures(
  sources: readonly NavSource[],
  stored: StoredState,
  options: ReadOptions,
): Promise<ReadBatch> {
  const keys: number[] = [];
  const navs = new NavAccumulator(keys);
  const structure = new StructureAccumulator();
  const reports: NavImportReport[] = new Array(sources.length);
  const ordered = inCaptureOrder(sources);
  const accepted: AcceptedCapture[] = [];
  const seenShas = new Map(stored.importedShas);
  const daily = stored.dailyCaptures.map((c) => ({ ...c, key: captureKey(c.fileDate, c.captureNo, c.id) }));
  const worker =
    sources.length > 2 && !options.parseInThread ? new ParseWorkerClient(options.workerHeap) : new InThreadParsing();
  const queue: InFlight[] = [];
  let next = 0;

  // A file is sent to the worker unless its hash was imported before or sent earlier in this batch.
  const sent = new Set<string>();
  const refusals = new Map<string, string>();
  const readAhead = async () => {
    while (queue.length < READ_AHEAD && next < sources.length) {
      const { source, index, named } = ordered[next++]!;
      const bytes = await source.read();
      // WebCrypto hashes on libuv's thread pool, beside this thread's folding.
      const sha256 = Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");
      const repeat = seenShas.has(sha256) || sent.has(sha256);
      if (!repeat) sent.add(sha256);
      const parsed = repeat
        ? null
        : worker.parse({
            name: source.name,
            bytes,
            latestAllowedDate: latestAllowedNavDate(named.fileDate, options.today),
          });
      // A failed parse is reported when its turn comes; until then the rejection must not go unhandled.
      parsed?.catch(() => undefined);
      queue.push({ source, index, sha256, named, parsed });
    }
  };

  try {
    await readAhead();
    while (queue.length > 0) {
      const item = queue.shift()!;
      await readAhead();
      const known = seenShas.get(item.sha256);
      const refusedBefore = refusals.get(item.sha256);
      if (item.parsed === null && known === undefined && refusedBefore !== undefined) {
        reports[item.index] = emptyReport(item.source.name, "refused", refusedBefore);
        continue;
      }
      if (item.parsed === null || known !== undefined) {
        reports[item.index] = {
          ...emptyReport(item.source.name, "already-imported", ALREADY_IMPORTED),
          importId: known !== undefined && known > 0 ? known : undefined,
        };
        continue;
      }
      const result = await item.parsed;
      // What the worker said stands for its next files whatever becomes of this one (see StructureAccumulator.hear).
      if (result.ok) hearDescriptions(result, structure);
      if (!result.ok) {
        refusals.set(item.sha256, result.message);
        reports[item.index] = emptyReport(item.source.name, "refused", result.message);
        continue;
      }
      const misnamed =
        item.named.fileDate !== null && isDaily(result.layout)
          ? nameDateRefusal({
              nameDate: item.named.fileDate,
              modeDate: result.modeDate,
              datedAhead: result.report.skipped["date-ahead"] ?? 0,
              kept: result.report.rowsTotal,
            })
          : null;
      if (misnamed) {
        const message = `the date in its name does not match its content: ${misnamed}`;
        refusals.set(item.sha256, message);
        reports[item.index] = emptyReport(item.source.name, "refused", message);
        continue;
      }
      const fileDate = item.named.fileDate ?? result.latestDate;
      const fileIndex = keys.length;
      const key = captureKey(fileDate, item.named.captureNo, stored.nextSeq + fileIndex);

      if (isDaily(result.layout) && !options.allowShrink) {
        const refusal = neighbours(daily, key, fileDate)
          .map((c) =>
            shrinkRefusal({
              schemeCount: result.schemeCount,
              otherCount: c.schemeCount,
              otherName: c.source,
              otherIsLater: c.key > key,
            }),
          )
          .find((message) => message !== null);
        if (refusal) {
          refusals.set(item.sha256, refusal);
          reports[item.index] = emptyReport(item.source.name, "refused", refusal);
          continue;
        }
      }

      keys.push(key);
      seenShas.set(item.sha256, -1);
      if (isDaily(result.layout))
        daily.push({
          id: -1,
          source: item.source.name,
          fileDate,
          captureNo: item.named.captureNo,
          schemeCount: result.schemeCount,
          key,
        });
      fold(result, fileIndex, key, navs, structure);
      reports[item.index] = result.report;
      accepted.push({
        fileIndex,
        name: item.source.name,
        sha256: item.sha256,
        layout: result.layout,
        fileDate,
        captureNo: item.named.captureNo,
        schemeCount: result.schemeCount,
        report: result.report,
      });
    }
  } finally {
    await worker.close();
  }
  return { reports, accepted, keys, navs, structure };
}

/**
 * A capture's plan descriptions into the structure. A function of its own, as `fold` is: compiled inside
 * readCaptures, this loop's code depended on the closures each call of it makes, and V8 compiled it again for every
 * import.
 */
function hearDescriptions(result: Extract<ParsedCapture, { ok: true }>, structure: StructureAccumulator): void {
  for (const [row, description, category] of result.descriptions)
    structure.hear(result.codes[row]!, description, category);
}

function fold(
  result: Extract<ParsedCapture, { ok: true }>,
  fileIndex: number,
  key: number,
  navs: NavAccumulator,
  structure: StructureAccumulator,
): void {
  const { codes, days, digits, scales } = result;
  for (let i = 0; i < codes.length; i++) {
    navs.add(fileIndex, codes[i]!, days[i]!, digits[i]!, scales[i]!);
    structure.fold(codes[i]!, key);
  }
}

/** The daily captures just before and just after a key, within MAX_NEIGHBOUR_DAYS of its date. */
function neighbours<T extends { key: number; fileDate: string }>(
  captures: readonly T[],
  key: number,
  fileDate: string,
): T[] {
  let before: T | null = null;
  let after: T | null = null;
  const day = isoToDay(fileDate);
  for (const c of captures) {
    if (Math.abs(isoToDay(c.fileDate) - day) > MAX_NEIGHBOUR_DAYS) continue;
    if (c.key < key && (before === null || c.key > before.key)) before = c;
    if (c.key > key && (after === null || c.key < after.key)) after = c;
  }
  return [before, after].filter((c): c is T => c !== null);
}

/** Dated files first, in capture order (so checks between neighbours see them in order), then undated ones as given. */
export function inCaptureOrder(
  sources: readonly NavSource[],
): { source: NavSource; index: number; named: ReturnType<typeof captureFromName> }[] {
  const dated = sources.map((source, index) => ({ source, index, named: captureFromName(source.name) }));
  return dated.sort(({ named: a, index: i }, { named: b, index: j }) => {
    if (a.fileDate === null || b.fileDate === null)
      return a.fileDate === b.fileDate ? i - j : a.fileDate === null ? 1 : -1;
    return a.fileDate !== b.fileDate ? (a.fileDate < b.fileDate ? -1 : 1) : a.captureNo - b.captureNo || i - j;
  });
}
