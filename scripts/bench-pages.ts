// npm run bench:pages: the public pages' production build on the real one-year AMFI corpus, measured
// three ways, printed as Markdown tables (progress goes to stderr). Nothing is asserted; the goals from
// the issue are printed beside the results:
//   1. time to first byte of a cached fund page, an uncached one, the screener and a category page under
//      BENCH_CONNECTIONS concurrent connections (default 20) for BENCH_DURATION seconds (default 20)
//      each, after a short warm-up (goal: cached fund page p95 under 50 ms);
//   2. first-load JavaScript of every public page route, gzipped (goal: under 150 kB per route);
//   3. Lighthouse (mobile defaults, system Chromium at CHROMIUM_PATH or /usr/bin/chromium) on a fund
//      page, the screener and a category page, BENCH_LIGHTHOUSE_RUNS runs each (default 1; the median
//      by performance is shown) (goals: performance at least 90, the other three at least 95).
//
// Database and build as bench:api (scripts/bench/): the same fundlens_bench_api database and corpus.
// The server listens on BENCH_PORT (default: a free port) with NEXT_PUBLIC_SITE_URL set to its own
// address, so canonical links are valid when this script builds (Next.js inlines NEXT_PUBLIC_* at build).
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { kilobytes, ms, whole } from "@/lib/bench/bench-format";
import { positiveIntegerEnv } from "@/lib/bench/env-knob";
import { markdownTable } from "@/lib/bench/markdown-table";
import { ROUTES, type AppRoute } from "@/lib/routes/route-table";
import { busiestAmc, largeCapCategory, largestPlan } from "./bench/bench-examples";
import { createChunkSizer, measureFirstLoad, type PageScripts } from "./bench/first-load-js";
import { launchChromium, LIGHTHOUSE_CATEGORIES, type LighthouseResult } from "./bench/lighthouse-audit";
import { freePort, startProductionServer } from "./bench/production-server";
import { createProgress } from "./bench/progress";
import { runBenchmark } from "./bench/run-benchmark";
import { runTtfbLoad, type TtfbResult } from "./bench/ttfb-load";

const DURATION = positiveIntegerEnv("BENCH_DURATION", 20);
const CONNECTIONS = positiveIntegerEnv("BENCH_CONNECTIONS", 20);
const WARMUP_SECONDS = Math.min(3, DURATION);
const LIGHTHOUSE_RUNS = positiveIntegerEnv("BENCH_LIGHTHOUSE_RUNS", 1);
const LIGHTHOUSE_RETRIES = 2;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const GOALS = { cachedP95Ms: 50, firstLoadKb: 150, performance: 90, otherScores: 95 };

const FUND_PAGE = "/mutual-funds/mutual-fund-screener";
const SCREENER = "/mutual-funds/mutual-fund-screener";
const CATEGORY_PAGE = "/mutual-funds/categories";
// Where Next.js writes the pages it renders on demand and caches (ISR): one <scheme code>.html per fund page.
const RENDERED_FUND_PAGES = path.join(process.cwd(), ".next", "server", "app", "mutual-funds", "mutual-fund-screener");

const progress = createProgress("bench:pages");
const print = (text: string) => console.log(`\n${text}`);
const yes = (ok: boolean) => (ok ? "met" : "**not met**");

interface Examples {
  plan: { scheme_code: number; isin: string; name: string };
  category: string;
  amc: string | null;
  offer: number | null;
}

async function pickExamples(sql: Sql): Promise<Examples> {
  const amc = await busiestAmc(sql);
  const plan = await largestPlan(sql, amc);
  const category = await largeCapCategory(sql);
  if (!plan || !category)
    throw new Error("The benchmark database has no active plans: the corpus import did not finish.");
  const [offer] = await sql<{ id: number }[]>`select id from new_fund_offers order by close_date desc, id limit 1`;
  return { plan, category, amc, offer: offer?.id ?? null };
}

/** Fund pages Next.js has already rendered and cached on disk (from earlier runs): not first renders any more. */
function fundPagesCachedOnDisk(): Set<number> {
  if (!existsSync(RENDERED_FUND_PAGES)) return new Set();
  return new Set(
    readdirSync(RENDERED_FUND_PAGES).flatMap((name) => (/^\d+\.html$/.test(name) ? [Number.parseInt(name, 10)] : [])),
  );
}

/** Every active plan except the excluded ones, in a different order on each run. */
async function uncachedSchemeCodes(sql: Sql, exclude: Set<number>): Promise<number[]> {
  const rows = await sql<
    { scheme_code: number }[]
  >`select scheme_code from screener_plans order by md5(scheme_code::text || ${String(Date.now())})`;
  return rows.map((row) => row.scheme_code).filter((code) => !exclude.has(code));
}

/** The path measured for a route: its own for static routes, a real id from the database for dynamic ones. */
function routePath(route: AppRoute, examples: Examples): string | null {
  switch (route.path) {
    case "/mutual-funds/mutual-fund-screener/[schemeCode]":
      return `${FUND_PAGE}/${examples.plan.scheme_code}`;
    case "/mutual-funds/categories/[slug]":
      return `${CATEGORY_PAGE}/${examples.category}`;
    case "/mutual-funds/asset-management-companies/[id]":
      return examples.amc ? `/mutual-funds/asset-management-companies/${examples.amc}` : null;
    case "/mutual-funds/new-fund-offers/[id]":
      return examples.offer === null ? null : `/mutual-funds/new-fund-offers/${examples.offer}`;
    default:
      // A dynamic route added later: the route table's example until this list learns it.
      return route.path.includes("[") ? (route.example ?? null) : route.path;
  }
}

// ---------------------------------------------------------------------------------------------------
// 1. Time to first byte

interface TtfbCase {
  name: string;
  path: string;
  /** Each request's path (default: `path` every time). */
  paths?: () => string | null;
  /** The warm-up's paths (default: the same as the measurement's). */
  warmupPaths?: () => string | null;
  goal?: string;
}

async function measureTtfb(base: string, test: TtfbCase): Promise<TtfbResult> {
  const same = () => test.path;
  const warmupPaths = test.warmupPaths ?? same;
  // The warm-up request: the first render (and, for a cached page, the one that fills the cache).
  const first = warmupPaths();
  if (first !== null) await (await fetch(`${base}${first}`)).arrayBuffer();
  await runTtfbLoad({ base, connections: Math.min(10, CONNECTIONS), seconds: WARMUP_SECONDS, nextPath: warmupPaths });
  progress(`TTFB: ${test.name}, ${CONNECTIONS} connections, ${DURATION} s`);
  return runTtfbLoad({ base, connections: CONNECTIONS, seconds: DURATION, nextPath: test.paths ?? same });
}

function ttfbCases(examples: Examples, uncached: number[]): TtfbCase[] {
  const code = examples.plan.scheme_code;
  // The warm-up of the uncached case takes its own codes (a tenth, at most 500), never measured.
  const warmup = uncached.splice(0, Math.min(500, Math.floor(uncached.length / 10)));
  const take = (codes: number[]) => () => {
    const next = codes.shift();
    return next === undefined ? null : `${FUND_PAGE}/${next}`;
  };
  const cachedGoal = `p95 < ${GOALS.cachedP95Ms} ms`;
  return [
    { name: `cached fund page (${examples.plan.name})`, path: `${FUND_PAGE}/${code}`, goal: cachedGoal },
    // The address the site's own links use (fundPagePath adds the ISIN).
    {
      name: "cached fund page, as the site links it (with ?isin=)",
      path: `${FUND_PAGE}/${code}?isin=${encodeURIComponent(examples.plan.isin)}`,
      goal: cachedGoal,
    },
    {
      name: `uncached fund page (every request a different plan, ${whole(uncached.length)} available)`,
      path: `${FUND_PAGE}/<scheme code>`,
      paths: take(uncached),
      warmupPaths: take(warmup),
    },
    { name: "screener", path: SCREENER },
    { name: "category page", path: `${CATEGORY_PAGE}/${examples.category}` },
  ];
}

// ---------------------------------------------------------------------------------------------------
// 3. Lighthouse

/** The run with the median performance score. */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function runLighthouse(
  base: string,
  pages: { name: string; path: string }[],
): Promise<(LighthouseResult | string)[]> {
  if (!existsSync(CHROMIUM)) return pages.map(() => `n/a: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const chromium = await launchChromium(CHROMIUM);
  try {
    const results: (LighthouseResult | string)[] = [];
    for (const page of pages) {
      const runs: LighthouseResult[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        progress(`Lighthouse: ${page.name} (${page.path}), run ${run} of ${LIGHTHOUSE_RUNS}`);
        let result = await chromium.audit(`${base}${page.path}`);
        // On a busy machine a trace is now and then lost (NO_NAVSTART, NO_FCP): such a run has no scores.
        for (let retry = 1; result.runtimeError && retry <= LIGHTHOUSE_RETRIES; retry++) {
          progress(`  ${result.runtimeError}; again (${retry} of ${LIGHTHOUSE_RETRIES})`);
          result = await chromium.audit(`${base}${page.path}`);
        }
        runs.push(result);
      }
      results.push(medianRun(runs));
    }
    return results;
  } catch (error) {
    return pages.map(() => `n/a: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await chromium.close();
  }
}

// ---------------------------------------------------------------------------------------------------

runBenchmark(progress, 2, async (database) => {
  const { sql } = database;
  const [info] = await sql<{ version: string; plans: number; screener: number }[]>`
    select current_setting('server_version') as version, (select count(*) from plans)::int as plans,
      (select count(*) from screener_plans)::int as screener`;
  const examples = await pickExamples(sql);
  progress(`fund page: ${examples.plan.scheme_code} (${examples.plan.name}); category: ${examples.category}`);

  const port = process.env.BENCH_PORT ? positiveIntegerEnv("BENCH_PORT", 0) : await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const server = await startProductionServer({
    databaseUrl: database.url,
    port,
    progress,
    env: { NEXT_PUBLIC_SITE_URL: siteUrl },
  });
  const { base } = server;

  // 1. Time to first byte. Codes cached on disk before the server started are left out of the uncached case.
  const onDisk = fundPagesCachedOnDisk();
  const uncached = await uncachedSchemeCodes(sql, new Set([...onDisk, examples.plan.scheme_code]));
  const cases = ttfbCases(examples, uncached);
  const ttfb: TtfbResult[] = [];
  for (const test of cases) ttfb.push(await measureTtfb(base, test));

  // 2. First-load JavaScript of every public page route (the protected ones redirect to the login page).
  const sizeChunk = createChunkSizer();
  const pages = ROUTES.filter((route) => route.access !== "protected").map((route) => ({
    route,
    path: routePath(route, examples),
  }));
  const scripts: (PageScripts | string)[] = [];
  for (const page of pages) {
    if (page.path === null) {
      scripts.push("n/a: no example in the database");
      continue;
    }
    progress(`first-load JS: ${page.path}`);
    const measured = measureFirstLoad(`${base}${page.path}`, sizeChunk);
    scripts.push(
      await measured.catch((error: unknown) => `n/a: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  // 3. Lighthouse, with nothing else running against the server.
  const audited = [
    { name: "fund page", path: `${FUND_PAGE}/${examples.plan.scheme_code}` },
    { name: "screener", path: SCREENER },
    { name: "category page", path: `${CATEGORY_PAGE}/${examples.category}` },
  ];
  const lighthouse = await runLighthouse(base, audited);
  await server.stop();

  // The report.
  const cpus = os.cpus();
  print(`## Page benchmark (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(", ")} (1, 5, 15 min) at the end, other work included`,
  );
  console.log(
    `- Database: PostgreSQL ${info?.version} (${database.source}); ${whole(info?.plans ?? 0)} plans, ${whole(info?.screener ?? 0)} active (screener_plans)`,
  );
  console.log(
    `- Server: scripts/serve.ts, the production server of npm start (Next.js production build), on ${base}, on the same machine as the database, the load generator and Chromium`,
  );
  console.log(
    `- Load: a closed loop of ${CONNECTIONS} keep-alive connections (node:http), ${DURATION} s per case after a warm-up request and ${WARMUP_SECONDS} s of warm-up load; requests as a browser sends them (Accept: text/html, Accept-Encoding: gzip)`,
  );
  console.log(
    `- TTFB: from sending the request to receiving the status line and headers (Node's 'response' event; Next.js sends headers with the first bytes of the streamed HTML); "full" runs to the last byte of the body. Percentiles: nearest rank over every answered request`,
  );
  console.log(
    `- Uncached fund page: every request a different active plan, never requested before in this run${onDisk.size ? ` (${whole(onDisk.size)} plans whose page Next.js had cached on disk in earlier runs left out)` : ""}; x-nextjs-cache shows what Next.js itself reports`,
  );

  const notes: string[] = [];
  print(
    markdownTable(
      `Time to first byte at ${CONNECTIONS} concurrent connections (ms)`,
      [
        "page",
        "path",
        "requests",
        "req/s",
        "TTFB p50",
        "TTFB p95",
        "TTFB p99",
        "full p50",
        "full p95",
        "non-2xx / errors",
        "x-nextjs-cache",
        "goal",
      ],
      cases.map((test, i) => {
        const r = ttfb[i]!;
        if (r.non2xx) notes.push(`${test.name}: status codes ${r.statuses}`);
        if (r.ranOut)
          notes.push(
            `${test.name}: every available plan was requested after ${r.seconds.toFixed(1)} s, so the run ended early`,
          );
        const goal = test.goal ? `${test.goal}: ${yes(r.ttfb.p95 !== null && r.ttfb.p95 < GOALS.cachedP95Ms)}` : "";
        return [
          test.name,
          `\`${test.path}\``,
          whole(r.requests),
          whole(r.requests / r.seconds),
          ms(r.ttfb.p50),
          ms(r.ttfb.p95),
          ms(r.ttfb.p99),
          ms(r.full.p50),
          ms(r.full.p95),
          `${r.non2xx} / ${r.errors}`,
          r.cache,
          goal,
        ];
      }),
    ),
  );
  for (const note of notes) console.log(`\n- ${note}`);

  const measured = pages.flatMap((page, i) => {
    const s = scripts[i]!;
    return typeof s !== "string" && s.location === null && s.status === 200 ? [{ path: page.path, scripts: s }] : [];
  });
  const shared =
    measured
      .map((m) => new Set(m.scripts.files.map((f) => f.url)))
      .reduce<Set<string> | null>((a, b) => (a ? new Set([...a].filter((url) => b.has(url))) : b), null) ??
    new Set<string>();
  const sharedFiles = measured[0]?.scripts.files.filter((f) => shared.has(f.url)) ?? [];
  const sharedGzip = sharedFiles.reduce((sum, f) => sum + f.gzipBytes, 0);
  print(
    markdownTable(
      "First-load JavaScript per public page route (every <script src> of the page's HTML, each file gzipped at level 9; kB = 1,000 bytes)",
      [
        "route",
        "path measured",
        "status",
        "scripts",
        "raw kB",
        "gzip kB",
        "of which route-specific",
        `goal < ${GOALS.firstLoadKb} kB`,
      ],
      pages.map((page, i) => {
        const s = scripts[i]!;
        if (typeof s === "string") return [page.route.path, "", s, "", "", "", "", ""];
        if (s.location !== null)
          return [page.route.path, `\`${page.path}\``, `${s.status} → ${s.location}`, "", "", "", "", ""];
        const own = s.total.gzipBytes - (s.status === 200 ? sharedGzip : 0);
        return [
          page.route.path,
          `\`${page.path}\``,
          s.status,
          s.total.files,
          kilobytes(s.total.bytes),
          kilobytes(s.total.gzipBytes),
          kilobytes(own),
          yes(s.total.gzipBytes < GOALS.firstLoadKb * 1000),
        ];
      }),
    ),
  );
  console.log(`\n- Shared by every route measured: ${sharedFiles.length} files, ${kilobytes(sharedGzip)} kB gzipped`);
  const external = [...new Set(measured.flatMap((m) => m.scripts.external))];
  if (external.length) console.log(`- Scripts on other origins, not counted: ${external.join(", ")}`);
  const canonical = measured.map((m) => m.scripts.canonical).find((href) => href !== null);
  if (canonical && !canonical.startsWith(siteUrl))
    console.log(
      `- The build's canonical links point to ${new URL(canonical).origin}, not this server (${siteUrl}): NEXT_PUBLIC_SITE_URL is inlined at build time; rebuild to change it`,
    );

  const score = (value: number | null, goal: number) =>
    value === null ? "n/a" : value >= goal ? String(value) : `**${value}**`;
  const metric = (value: number | null) => (value === null ? "" : whole(value));
  print(
    markdownTable(
      `Lighthouse ${LIGHTHOUSE_RUNS > 1 ? `(median of ${LIGHTHOUSE_RUNS} runs by performance) ` : ""}on mobile settings (default: Moto G Power, slow 4G, 4× CPU slowdown, simulated); a score below its goal in bold`,
      [
        "page",
        "path",
        `performance (≥ ${GOALS.performance})`,
        `accessibility (≥ ${GOALS.otherScores})`,
        `best practices (≥ ${GOALS.otherScores})`,
        `SEO (≥ ${GOALS.otherScores})`,
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "Speed Index ms",
      ],
      audited.map((page, i) => {
        const r = lighthouse[i]!;
        if (typeof r === "string") return [page.name, `\`${page.path}\``, r, "", "", "", "", "", "", "", ""];
        return [
          page.name,
          `\`${page.path}\``,
          score(r.scores.performance, GOALS.performance),
          score(r.scores.accessibility, GOALS.otherScores),
          score(r.scores["best-practices"], GOALS.otherScores),
          score(r.scores.seo, GOALS.otherScores),
          metric(r.metrics.fcp),
          metric(r.metrics.lcp),
          metric(r.metrics.tbt),
          r.metrics.cls === null ? "" : r.metrics.cls.toFixed(3),
          metric(r.metrics.si),
        ];
      }),
    ),
  );
  audited.forEach((page, i) => {
    const r = lighthouse[i]!;
    if (typeof r === "string") return;
    if (r.runtimeError) console.log(`\n- ${page.name}: Lighthouse runtime error ${r.runtimeError}`);
    for (const warning of r.warnings) console.log(`\n- ${page.name}: Lighthouse warning: ${warning}`);
    if (r.failing.length) console.log(`\n- ${page.name}, audits below a full score: ${r.failing.join("; ")}`);
  });

  const cached = ttfb[0]!;
  const worstJs = measured.reduce<(typeof measured)[number] | null>(
    (worst, m) => (!worst || m.scripts.total.gzipBytes > worst.scripts.total.gzipBytes ? m : worst),
    null,
  );
  // A category's goal is met when its lowest score over the audited pages reaches it; every page must have one.
  const scoreGoal = (category: (typeof LIGHTHOUSE_CATEGORIES)[number], goal: number) => {
    const scores = lighthouse.map((r) => (typeof r === "string" ? null : r.scores[category]));
    if (scores.some((score) => score === null))
      return [`Lighthouse ${category} at least ${goal}`, "n/a: not every page was scored", "not measured"];
    const lowest = Math.min(...(scores as number[]));
    return [
      `Lighthouse ${category} at least ${goal}`,
      `${lowest} at the lowest (${audited.map((p) => p.name).join(", ")})`,
      yes(lowest >= goal),
    ];
  };
  print(
    markdownTable(
      "Goals from the issue",
      ["goal", "measured", ""],
      [
        [
          `cached fund page TTFB p95 under ${GOALS.cachedP95Ms} ms`,
          `${ms(cached.ttfb.p95)} ms`,
          yes(cached.ttfb.p95 !== null && cached.ttfb.p95 < GOALS.cachedP95Ms),
        ],
        [
          `first-load JS under ${GOALS.firstLoadKb} kB gzipped on every route`,
          worstJs ? `${kilobytes(worstJs.scripts.total.gzipBytes)} kB at most (${worstJs.path})` : "n/a",
          yes(worstJs !== null && worstJs.scripts.total.gzipBytes < GOALS.firstLoadKb * 1000),
        ],
        ...LIGHTHOUSE_CATEGORIES.map((category) =>
          scoreGoal(category, category === "performance" ? GOALS.performance : GOALS.otherScores),
        ),
      ],
    ),
  );
});
