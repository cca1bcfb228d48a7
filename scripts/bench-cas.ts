// npm run bench:cas: a SYNTHETIC 1,000-transaction detailed statement (AES-256, as registrars send them) parsed and
// previewed the way an upload is, every scheme printed WITHOUT its ISIN so that each is found by name (the slowest
// path), against the benchmark database's real plans (scripts/bench/bench-database.ts; DATABASE_URL to choose one).
// Meanwhile a bystander in the same process reads the screener again and again, as another visitor would, and the
// event loop's longest stall is measured. Prints Markdown tables; nothing is asserted. Goals (issue 33): parse and
// preview under 2 s and 200 MB; the bystander's p99 and the longest stall under 100 ms. Needs qpdf.
import { randomUUID } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Sql } from "postgres";
import { screenerQuery } from "@/lib/api/schemas/screener";
import { ms } from "@/lib/bench/bench-format";
import { positiveIntegerEnv } from "@/lib/bench/env-knob";
import { markdownTable } from "@/lib/bench/markdown-table";
import { latencies } from "@/lib/bench/percentiles";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { previewStatement } from "@/lib/cas/import/statement-service";
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf } from "@/lib/cas/testing/encrypt-pdf";
import { largeStatement } from "@/lib/cas/testing/large-statement";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { asMember } from "@/lib/db/member-scope";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { prepareBenchDatabase } from "./bench/bench-database";
import { createProgress } from "./bench/progress";

const ROWS = positiveIntegerEnv("BENCH_CAS_ROWS", 1000);
const RUNS = positiveIntegerEnv("BENCH_CAS_RUNS", 3);
const PASSWORD = "Bench#2025";
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const progress = createProgress("bench:cas");

interface Run {
  parse: number;
  total: number;
  cpu: number;
  peak: number;
  stall: number;
  parseStall: number;
  previewStall: number;
  bystander: number[];
}

/** The statement with every scheme's ISIN left out: each is then found by its printed name. */
function withoutIsins(statement: CasStatement): CasStatement {
  return {
    ...statement,
    folios: statement.folios.map((f) => ({ ...f, schemes: f.schemes.map((s) => ({ ...s, isin: null })) })),
  };
}

async function benchMember(sql: Sql): Promise<string> {
  const id = randomUUID();
  await sql`insert into auth.users (id, email, email_confirmed_at) values (${id}, ${`bench-cas-${id}@example.in`}, now())`;
  return id;
}

async function measure(sql: Sql, userId: string, pdf: Uint8Array, rows: number): Promise<Run> {
  const query = screenerQuery.parse({});
  const bystander: number[] = [];
  let running = true;
  const visitor = (async () => {
    while (running) {
      const started = performance.now();
      await listScreenerPlans(sql, query);
      bystander.push(performance.now() - started);
    }
  })();
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const statement = await parseStatement(pdf, PASSWORD);
  const parse = (performance.now() - started) / 1000;
  const parseStall = loop.max / 1e6;
  const previewLoop = monitorEventLoopDelay({ resolution: 10 });
  previewLoop.enable();
  const preview = await previewStatement({
    userId,
    statement,
    fields: new Map(),
    sql,
    asMember: (work) => asMember(sql, userId, work),
  });
  const total = (performance.now() - started) / 1000;
  // CPU time of every thread (the PDF is read in a worker), the bystander's included.
  const used = process.cpuUsage(cpuBefore);
  loop.disable();
  previewLoop.disable();
  clearInterval(watch);
  running = false;
  await visitor;
  peak = Math.max(peak, process.memoryUsage.rss());
  const read = statement.folios.flatMap((f) => f.schemes).reduce((n, s) => n + s.rows.length, 0);
  if (read !== rows) throw new Error(`read ${read} rows of ${rows}`);
  const unresolved = preview.schemes.filter((s) => s.resolved_by !== "name");
  if (unresolved.length > 0)
    throw new Error(`${unresolved.length} scheme(s) not found by name: ${unresolved[0]!.name}`);
  return {
    parse,
    total,
    cpu: (used.user + used.system) / 1e6,
    peak: peak - baseline,
    stall: loop.max / 1e6,
    parseStall,
    previewStall: previewLoop.max / 1e6,
    bystander,
  };
}

async function main(): Promise<void> {
  const db = await prepareBenchDatabase(progress, 4);
  try {
    const userId = await benchMember(db.sql);
    const statement = withoutIsins(largeStatement(ROWS));
    const rows = statement.folios.flatMap((f) => f.schemes).reduce((n, s) => n + s.rows.length, 0);
    const pdf = encryptPdf(await renderDetailed(statement, { registrar: "CAMS" }), PASSWORD);
    progress("warming up");
    await measure(db.sql, userId, pdf, rows);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      progress(`run ${run + 1} of ${RUNS}`);
      runs.push(await measure(db.sql, userId, pdf, rows));
    }
    const median = (pick: (r: Run) => number) =>
      [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    const max = (pick: (r: Run) => number) => Math.max(...runs.map(pick));
    const bystander = latencies(runs.flatMap((r) => r.bystander));
    const s = (value: number) => `${value.toFixed(2)} s`;
    console.log(`\nDatabase: ${db.source}. ${rows} rows, ${(pdf.length / 1024).toFixed(0)} KB PDF, ${RUNS} runs.\n`);
    console.log(
      markdownTable(
        "CAS parse and preview (SYNTHETIC detailed statement, AES-256, every scheme found by name)",
        ["measure", "median", "max", "goal"],
        [
          ["parse (PDF read in a worker, lines, rows)", s(median((r) => r.parse)), s(max((r) => r.parse)), ""],
          ["parse + preview (wall)", s(median((r) => r.total)), s(max((r) => r.total)), "under 2 s"],
          ["CPU time, all threads", s(median((r) => r.cpu)), s(max((r) => r.cpu)), ""],
          [
            "peak extra memory (RSS)",
            `${mb(median((r) => r.peak))} MB`,
            `${mb(max((r) => r.peak))} MB`,
            "under 200 MB",
          ],
          [
            "longest event-loop stall, whole upload",
            `${ms(median((r) => r.stall))} ms`,
            `${ms(max((r) => r.stall))} ms`,
            "under 100 ms",
          ],
          [
            "... while parsing (lib/cas/parse, the PDF worker)",
            `${ms(median((r) => r.parseStall))} ms`,
            `${ms(max((r) => r.parseStall))} ms`,
            "",
          ],
          [
            "... while previewing (name matching in SQL, checks)",
            `${ms(median((r) => r.previewStall))} ms`,
            `${ms(max((r) => r.previewStall))} ms`,
            "",
          ],
        ],
      ),
    );
    console.log(
      `\n${markdownTable(
        "A bystander reading the screener during the previews (same process)",
        ["requests", "p50", "p95", "p99", "goal"],
        [
          [
            runs.reduce((n, r) => n + r.bystander.length, 0),
            `${ms(bystander.p50)} ms`,
            `${ms(bystander.p95)} ms`,
            `${ms(bystander.p99)} ms`,
            "p99 under 100 ms",
          ],
        ],
      )}`,
    );
  } finally {
    await db.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
