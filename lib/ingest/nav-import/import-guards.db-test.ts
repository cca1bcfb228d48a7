import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import type { Sql } from "postgres";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import {
  connect,
  createMigratedDatabase,
  createScratchDatabase,
  type MigratedDatabase,
} from "@/lib/db/testing/test-database";
import { datasetStatus } from "@/lib/ingest/dataset-status";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles, type ImportNavOptions } from "@/lib/ingest/nav-import/import-nav-files";
import { readCaptures } from "@/lib/ingest/nav-import/read-captures";
import { AMFI_DATA_DIR, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { sliceCapture } from "@/lib/ingest/testing/capture-slice";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";

const run = promisify(execFile);
// The real reading, watched: whether a batch was read again on the main thread.
jest.mock("@/lib/ingest/nav-import/read-captures", () => {
  const actual = jest.requireActual("@/lib/ingest/nav-import/read-captures");
  return { ...actual, readCaptures: jest.fn(actual.readCaptures) };
});
// Each test imports real captures cut down to a few fund houses (about 1,100 of their 14,000 plans) into fresh
// databases, beside the rest of `npm test` on two cores: the limits guard against a hang, not a slow machine.
jest.setTimeout(300_000);
const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

// Real captures (taken in the morning: the capture of day D holds the NAVs of D - 1): a revision (scheme 119551
// on 2025-07-25: 108.1982 in the capture of the 26th, 108.1983 from the 27th), a Friday and the Saturday after it
// (Friday's NAVs, and 91 liquid-fund NAVs dated the Sunday ahead, from nine fund houses).
const MEMBERS = [
  "2025-07-24.1",
  "2025-07-25.1",
  "2025-07-26.1",
  "2025-07-27.1",
  "2025-07-28.1",
  "2026-08-21.1",
  "2026-08-22.1",
] as const;
type Member = (typeof MEMBERS)[number];
// The sections kept of each capture: scheme 119551's house, and five of the houses whose liquid and overnight
// funds publish a NAV dated the Sunday ahead in the Saturday capture (17 + 16 + 14 + 12 + 10 of the 91). About
// 1,100 scheme codes: above the 1,000 a capture needs before the importer compares its count with its neighbour's.
const HOUSES = [
  "Aditya Birla Sun Life Mutual Fund",
  "Bank of India Mutual Fund",
  "Motilal Oswal Mutual Fund",
  "Canara Robeco Mutual Fund",
  "Mahindra Manulife Mutual Fund",
  "Quantum Mutual Fund",
];
const slices = async (members: readonly string[]) =>
  new Map([...(await readCorpusCaptures(members))].map(([member, bytes]) => [member, sliceCapture(bytes, HOUSES)]));
const STORE_TABLES = [
  "amcs",
  "categories",
  "schemes",
  "plans",
  "plan_nav_stats",
  "navs",
  "nav_revisions",
  "imports",
  "dataset_state",
  "metrics_pending",
  "plan_metrics",
];

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const encode = (text: string) => new TextEncoder().encode(text);

describeCorpus("the importer against bad and out-of-order real files", () => {
  let captures: Map<string, Uint8Array>;
  let database: MigratedDatabase;
  let sql: Sql;
  const bytesOf = (member: Member) => captures.get(member)!;
  const source = (name: string, bytes: Uint8Array) => ({ name, read: async () => bytes });
  const importOne = (name: string, bytes: Uint8Array, options?: ImportNavOptions) =>
    importNavFiles(sql, [source(name, bytes)], options).then((b) => b.files[0]!);

  beforeAll(async () => {
    captures = await slices(MEMBERS);
  }, 300_000);
  beforeEach(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
  });
  afterEach(() => database.drop());

  describe("1. rows dated in the future", () => {
    it("keeps the Saturday capture's NAVs published for Sunday, and the site's date stays the day most plans report", async () => {
      await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      const saturday = await importOne("navall/2026-08-22.1.txt", bytesOf("2026-08-22.1"));
      expect(saturday.status).toBe("imported");
      expect(saturday.skipped["date-ahead"]).toBeUndefined();
      const sunday = navLines(decode(bytesOf("2026-08-22.1"))).filter((fields) => fields.at(-1) === "23-Aug-2026");
      expect(sunday).toHaveLength(69);
      const [ahead] = await sql<{ n: number }[]>`select count(*)::int as n from navs where nav_date = '2026-08-23'`;
      expect(ahead!.n).toBe(sunday.length);
      const [asOf] = await sql<{ d: string }[]>`select to_char(site_as_of_date(), 'YYYY-MM-DD') as d`;
      expect(asOf!.d).toBe("2026-08-21");
    });

    it("refuses a row dated a year ahead (a typo) with its line, imports the rest, and no plan's date moves", async () => {
      const text = decode(bytesOf("2026-08-21.1"));
      const lines = text.split("\n");
      const typo = lines.findIndex((line) => line.endsWith(";20-Aug-2026\r"));
      lines[typo] = lines[typo]!.replace("20-Aug-2026", "20-Aug-2027");
      const report = await importOne("navall/2026-08-21.1.txt", encode(lines.join("\n")));
      expect(report.status).toBe("imported");
      expect(report.skipped["date-ahead"]).toBe(1);
      expect(report.skippedExamples).toEqual(
        expect.arrayContaining([expect.objectContaining({ line: typo + 1, reason: "date-ahead" })]),
      );
      const [future] = await sql<{ n: number }[]>`select count(*)::int as n from navs where nav_date > '2026-08-26'`;
      expect(future!.n).toBe(0);
      const [asOf] = await sql<{ d: string; latest: string }[]>`
        select to_char(site_as_of_date(), 'YYYY-MM-DD') as d, to_char(max(last_nav_date), 'YYYY-MM-DD') as latest from plan_nav_stats`;
      expect(asOf).toEqual({ d: "2026-08-20", latest: "2026-08-20" });
    });

    it("limits an undated file (NAVAll.txt) to today + 5 days", async () => {
      const text = decode(bytesOf("2026-08-21.1")).replace(/;20-Aug-2026\r\n/, ";20-Sep-2026\r\n");
      const report = await importOne("NAVAll.txt", encode(text), { today: "2026-08-21" });
      expect(report.skipped["date-ahead"]).toBe(1);
      // An undated capture is dated by its latest kept NAV.
      const [stored] = await sql<{ file_date: string; latest: string }[]>`
        select to_char(file_date, 'YYYY-MM-DD') as file_date, (select to_char(max(nav_date), 'YYYY-MM-DD') from navs) as latest from imports`;
      expect(stored!.file_date).toBe(stored!.latest);
      expect(stored!.latest < "2026-08-27").toBe(true);
    });
  });

  describe("3. capture order, not import order", () => {
    it("keeps AMFI's correction when the older capture is imported after the newer one", async () => {
      await importOne("navall/2025-07-27.1.txt", bytesOf("2025-07-27.1"));
      const older = await importOne("navall/2025-07-26.1.txt", bytesOf("2025-07-26.1"));
      expect(older.status).toBe("imported");
      expect(older.rowsSuperseded).toBeGreaterThanOrEqual(1);
      const [nav] = await sql<
        { nav: string }[]
      >`select nav::text from navs where scheme_code = 119551 and nav_date = '2025-07-25'`;
      expect(nav!.nav).toBe("108.1983");
    });

    it("gives the same store whatever the order: one batch, forwards one by one, backwards one by one", async () => {
      const text = (m: Member) => decode(bytesOf(m));
      // Real captures, with two variations: scheme 119551's growth ISIN changes on the 27th and is missing on the
      // 28th (the store keeps the 27th's: the latest any capture gave), and a copy of the 26th cut short (refused
      // beside the capture before or after it, whichever is stored first).
      const changed = text("2025-07-27.1").replace("119551;INF209KA12Z1;", "119551;INF846K01EW2;");
      const full = text("2025-07-28.1").replace("119551;INF209KA12Z1;", "119551;-;");
      const whole = text("2025-07-26.1");
      const cut = whole.slice(
        0,
        whole.lastIndexOf("\r\n \r\n", whole.indexOf("Mutual Fund\r\n", whole.length / 2)) + 5,
      );
      const files = [
        source("navall/2025-07-24.1.txt", bytesOf("2025-07-24.1")),
        source("navall/2025-07-25.1.txt", bytesOf("2025-07-25.1")),
        source("navall/2025-07-26.1.txt", bytesOf("2025-07-26.1")),
        source("navall/2025-07-27.1.txt", encode(changed)),
        // Not first or last, so that every order has a capture beside it stored before it (alone, a cut file
        // cannot be told from a complete one).
        source("navall/2025-07-26.2.txt", encode(cut)),
        source("navall/2025-07-28.1.txt", encode(full)),
      ];
      const stores: string[] = [];
      // Backwards again with every stored NAV looked up by key, as a daily capture into a large store is (these
      // small stores are joined).
      for (const order of ["batch", "forwards", "backwards", "backwards by key"] as const) {
        const db = await createMigratedDatabase();
        try {
          const refused: string[] = [];
          const navLookup = order === "backwards by key" ? "by-key" : "join";
          const run = async (batch: typeof files) =>
            refused.push(
              ...(await importNavFiles(db.sql, batch, { navLookup })).files
                .filter((f) => f.status === "refused")
                .map((f) => f.source),
            );
          if (order === "batch") await run([files[2]!, files[4]!, files[5]!, files[0]!, files[3]!, files[1]!]);
          const sequence = order === "forwards" ? files : order === "batch" ? [] : [...files].reverse();
          for (const file of sequence) await run([file]);
          expect(refused).toEqual(["navall/2025-07-26.2.txt"]);
          const [plan] = await db.sql<
            { isin_growth: string }[]
          >`select isin_growth from plans where scheme_code = 119551`;
          expect(plan!.isin_growth).toBe("INF846K01EW2");
          stores.push(JSON.stringify(await naturalStore(db.sql)));
        } finally {
          await db.drop();
        }
      }
      expect(stores[1]).toBe(stores[0]);
      expect(stores[2]).toBe(stores[0]);
      expect(stores[3]).toBe(stores[0]);
      // Every valid (scheme code, date) of the five captures, counted on their text.
      const valid = (["2025-07-24.1", "2025-07-25.1", "2025-07-26.1", "2025-07-27.1", "2025-07-28.1"] as const)
        .flatMap((m) => navLines(text(m)))
        .filter((fields) => Number(fields.at(-2)) > 0)
        .map((fields) => `${fields[0]}|${fields.at(-1)}`);
      expect(JSON.parse(stores[0]!).navs.length).toBe(new Set(valid).size);
    }, 900_000);
  });

  it("reads a batch again on the main thread when it outgrows the parse worker's heap, with the same result", async () => {
    const files = (["2025-07-24.1", "2025-07-25.1", "2025-07-26.1"] as const).map((m) =>
      source(`navall/${m}.txt`, bytesOf(m)),
    );
    jest.mocked(readCaptures).mockClear();
    const batch = await importNavFiles(sql, files, {
      workerHeap: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
    });
    expect(batch.files.map((f) => f.status)).toEqual(["imported", "imported", "imported"]);
    // Read on the worker, which ran out of its heap, then on the main thread.
    expect(jest.mocked(readCaptures).mock.calls.map(([, , options]) => options.parseInThread === true)).toEqual([
      false,
      true,
    ]);
    const db = await createMigratedDatabase();
    try {
      await importNavFiles(db.sql, files);
      expect(JSON.stringify(await naturalStore(sql))).toBe(JSON.stringify(await naturalStore(db.sql)));
    } finally {
      await db.drop();
    }
  }, 300_000);

  describe("4. a download cut at a line end", () => {
    it("refuses a capture that stops after a complete line, and the store is byte-identical", async () => {
      await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      const before = await snapshotTables(sql, STORE_TABLES);
      const text = decode(bytesOf("2026-08-22.1"));
      const cut = text.slice(0, text.indexOf("\r\n", text.length / 2) + 2);
      const report = await importOne("navall/2026-08-22.1.txt", encode(cut));
      expect(report.status).toBe("refused");
      expect(await snapshotTables(sql, STORE_TABLES)).toEqual(before);
    });

    it("refuses a capture that lost a whole section at its end, with both counts, unless shrinking is allowed", async () => {
      await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      const before = await snapshotTables(sql, STORE_TABLES);
      const text = decode(bytesOf("2026-08-22.1"));
      // Cut just before a fund-house heading two thirds in, keeping the blank line a complete file ends with.
      const at = text.indexOf("Mutual Fund\r\n", (text.length * 2) / 3);
      const cut = text.slice(0, text.lastIndexOf("\r\n \r\n", at) + 5);
      const report = await importOne("navall/2026-08-22.1.txt", encode(cut));
      expect(report.status).toBe("refused");
      expect(report.message).toMatch(
        /^This AMFI NAV file lists \d+ schemes, \d+\.\d% fewer than the \d+ of the previous capture \(navall\/2026-08-21\.1\.txt\)/,
      );
      expect(await snapshotTables(sql, STORE_TABLES)).toEqual(before);
      const allowed = await importOne("navall/2026-08-22.1.txt", encode(cut), { allowShrink: true });
      expect(allowed.status).toBe("imported");
    });
  });

  describe("6. gzip and binary files", () => {
    it("reads a gzip capture as the plain file", async () => {
      const gz = await importOne("NAVAll-2026-08-21.txt.gz", new Uint8Array(gzipSync(bytesOf("2026-08-21.1"))));
      expect(gz.status).toBe("imported");
      const plain = await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      expect(plain).toMatchObject({
        status: "imported",
        rowsTotal: gz.rowsTotal,
        rowsAdded: 0,
        rowsUnchanged: gz.rowsTotal,
      });
    });

    it("refuses binary data without echoing it", async () => {
      const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
      const report = await importOne("NAVAll.txt", bytes);
      expect(report.status).toBe("refused");
      expect(report.message).toMatch(/binary/);
      expect(report.message).toMatch(/^[\x20-\x7e]+$/);
    });
  });

  describe("7. an import interrupted before its metrics", () => {
    it("lists the plans it owes; data:status shows them; the next run finishes them", async () => {
      await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      const status = await datasetStatus(sql);
      expect(status.metrics_pending).toBe(status.plans);
      const [metrics] = await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics`;
      expect(metrics!.n).toBe(0);
      const again = await importOne("navall/2026-08-21.1.txt", bytesOf("2026-08-21.1"));
      expect(again.status).toBe("already-imported");
      const refresh = await finishPendingMetrics(sql);
      expect(refresh!.plans).toBe(status.plans);
      expect((await datasetStatus(sql)).metrics_pending).toBe(0);
      const [after] = await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics`;
      expect(after!.n).toBe(status.plans);
    });
  });
});

describeCorpus("npm run data:import on a folder of real captures", () => {
  it("exits 0 the second time too: files imported before are already imported, not a failure", async () => {
    const scratch = await createScratchDatabase({ migrated: true });
    const dir = await mkdtemp(path.join(tmpdir(), "fundlens-import-cli-"));
    try {
      const captures = await slices(["2026-08-20.1", "2026-08-21.1"]);
      for (const [member, bytes] of captures) await writeFile(path.join(dir, `${member}.txt`), bytes);
      await copyFile(
        path.join(AMFI_DATA_DIR, "samples", "NAVAll-2025-09-16-error-response.txt"),
        path.join(dir, "2025-09-16.1.txt"),
      );
      const env = { ...process.env, DATABASE_URL: scratch.url };
      const cli = () =>
        run(process.execPath, ["--import", "tsx", "scripts/data-import.ts", dir], { env, cwd: process.cwd() });
      const first = await cli();
      expect(first.stdout).toMatch(/3 files: 2 imported, 0 already imported, 1 refused/);
      const second = await cli();
      expect(second.stdout).toMatch(/3 files: 0 imported, 2 already imported, 1 refused/);
      expect(second.stdout).toMatch(/ALREADY IMPORTED/);
      const sql = connect(scratch.url);
      const [pending] = await sql<{ n: number }[]>`select count(*)::int as n from metrics_pending`;
      await sql.end();
      expect(pending!.n).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 300_000);
});

/** The fields of a capture's NAV lines. */
const navLines = (text: string) =>
  text
    .split("\r\n")
    .filter((line) => line.includes(";"))
    .slice(1)
    .map((line) => line.split(";"));

/** The store by natural keys (ids and import ids differ with the order of import; capture dates do not). */
async function naturalStore(sql: Sql) {
  return {
    amcs: await sql`select slug, name from amcs order by slug`,
    categories: await sql`select slug, asset_class, sebi_category, raw_headings from categories order by slug`,
    schemes: await sql`
      select a.slug as amc, s.name, c.slug as category, s.scheme_type, s.raw_category_heading
      from schemes s join amcs a on a.id = s.amc_id left join categories c on c.id = s.category_id order by 1, 2`,
    plans: await sql`
      select p.scheme_code, a.slug as amc, s.name as scheme, p.plan_type, p.option, p.idcw_frequency, p.isin_growth, p.isin_reinvestment,
             p.display_name, p.raw_name, to_char(i.file_date, 'YYYY-MM-DD') as described_by
      from plans p join schemes s on s.id = p.scheme_id join amcs a on a.id = s.amc_id left join imports i on i.id = p.import_id order by 1`,
    navs: await sql`
      select n.scheme_code, to_char(n.nav_date, 'YYYY-MM-DD') as d, trim_scale(n.nav)::text as nav, to_char(i.file_date, 'YYYY-MM-DD') as captured
      from navs n join imports i on i.id = n.import_id order by 1, 2`,
    stats:
      await sql`select scheme_code, to_char(first_nav_date, 'YYYY-MM-DD') as f, to_char(last_nav_date, 'YYYY-MM-DD') as l, trim_scale(last_nav)::text as nav from plan_nav_stats order by 1`,
  };
}
