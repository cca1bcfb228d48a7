// npm run bench:api: load-tests the product API's production build on the real one-year AMFI corpus and
// prints the results as Markdown tables (progress goes to stderr). Nothing is asserted; the goals from
// the issues are printed beside the results (screener list p95 < 25 ms and >= 1,000 req/s, no p99 over
// 100 ms, a cached answer at half the rate of a bare Node server sending the same bytes or more, zero errors;
// issue 36: a 20-fund X-ray p95 < 100 ms uncached), and a cached page's latency while X-rays flood the server.
//
// Database: see scripts/bench/bench-database.ts (DATABASE_URL, else the machine's PostgreSQL, else the
// embedded server; database fundlens_bench_api, shared with bench:pages, the corpus imported once).
//
// For each endpoint: autocannon against `next start` (BENCH_CONNECTIONS connections, default 50, for
// BENCH_DURATION seconds, default 20, after a short warm-up), then the ceiling: the lib function the
// route handler calls, run straight on a postgres-js pool of 10 connections by the same number of
// concurrent callers for the same duration (for the uncached screener pages, with the screen's order and rows kept
// as the route keeps them). BENCH_ONLY=xray measures the X-ray alone (no screener, funds or bare
// server), BENCH_ONLY=screener the two screener list rows and the bare server alone, for a quick run while working
// on them.
import os from "node:os";
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import type { Sql } from "postgres";
import type { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { queryRecord } from "@/lib/api/query-record";
import { screenerQuery } from "@/lib/api/schemas/screener";
import { ms, whole } from "@/lib/bench/bench-format";
import { choiceEnv, positiveIntegerEnv } from "@/lib/bench/env-knob";
import { markdownTable } from "@/lib/bench/markdown-table";
import { latencies, type Latencies } from "@/lib/bench/percentiles";
import { xrayRequests } from "@/lib/bench/xray-requests";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { screenerFilters } from "@/lib/screener/screener-filters";
import { mapMemo } from "@/lib/api/data-memo";
import { loadPublicXray } from "@/lib/xray/load-public-xray";
import { formatXraySelection, MAX_XRAY_FUNDS } from "@/lib/xray/xray-selection";
import { recordAnswer, startBareServer } from "./bench/bare-server";
import { busiestAmc, largeCapCategory, largestPlan, xrayPortfolioPlans } from "./bench/bench-examples";
import { startProductionServer } from "./bench/production-server";
import { createProgress, secondsSince as seconds } from "./bench/progress";
import { runBenchmark } from "./bench/run-benchmark";

const DURATION = positiveIntegerEnv("BENCH_DURATION", 20);
const CONNECTIONS = positiveIntegerEnv("BENCH_CONNECTIONS", 50);
const ONLY = choiceEnv("BENCH_ONLY", ["xray", "screener"]);
const WARMUP_SECONDS = Math.min(3, DURATION);
// The app's own pool settings (no JIT, no parallel workers) with 10 connections, so the ceiling runs the queries as the app does.
const PG_POOL = 10;
const ROOT = process.cwd();
// Different X-rays of the same 20 plans, one per request: more than a run sends, so none is answered from the cache.
const XRAY_REQUESTS = 30_000;
const ALONE_CALLS = 20;
const MIX = "screener list (8 filter mixes)";
const UNIQUE_PAGES = "screener list, every request a new page (cache misses)";

const progress = createProgress("bench:api");
const ratio = (rate: number, floor: number) => (floor > 0 ? (rate / floor).toFixed(2) : "n/a");
const table = (title: string, header: string[], rows: (string | number)[][]) =>
  console.log(`\n${markdownTable(title, header, rows)}`);

// ---------------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  name: string;
  /** One path, or several that each connection sends in turn. */
  paths: string[];
  /** When set, every request takes the next of these instead (all different: no cached answer helps). */
  unique?: string[];
  /** The same work straight on PostgreSQL, one function per path; throws "n/a: why" when there is none. */
  ceiling: () => Promise<Array<(sql: Sql) => Promise<unknown>>>;
  /** What the ceiling's figures mean, when they are not plain PostgreSQL time. */
  ceilingNote?: string;
}

interface HttpResult {
  missing: boolean;
  rate: number;
  latency: Latencies;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: string;
}

interface CeilingResult {
  rate: number;
  latency: Latencies;
  calls: number;
  errors: number;
  /** Per path, for the screener's mix. */
  perPath: Latencies[];
}

/** Every (page size, page) pair of the unfiltered list for sizes 10 to 100: about 20,000 different requests. */
function uniqueScreenerPaths(total: number): string[] {
  const paths: string[] = [];
  for (let size = 10; size <= 100; size++) {
    for (let page = 1; page <= Math.max(1, Math.ceil(total / size)); page++)
      paths.push(`/api/v1/mutual-funds/filtered-funds?page=${page}&page_size=${size}`);
  }
  // Interleave sizes so that consecutive requests differ in cost as real traffic does.
  return paths
    .map((p, i) => ({ p, k: (i * 7919) % paths.length }))
    .sort((a, b) => a.k - b.k)
    .map(({ p }) => p);
}

/** Values that exist in the imported data, for realistic screener filters and a large real plan. */
async function pickValues(sql: Sql) {
  const amc = await busiestAmc(sql);
  const [debtAmc] = await sql<{ amc_slug: string }[]>`
    select amc_slug from screener_plans where sebi_category_name = 'Debt' group by amc_slug order by count(*) desc, amc_slug limit 1`;
  const topAmcs = await sql<{ amc_slug: string }[]>`
    select amc_slug from screener_plans where plan_type = 'Direct' group by amc_slug order by count(*) desc, amc_slug limit 3`;
  return {
    amc: amc ?? "none",
    debtAmc: debtAmc?.amc_slug ?? amc ?? "none",
    topAmcs: topAmcs.map((row) => row.amc_slug),
    subcategory: (await largeCapCategory(sql)) ?? "equity-large-cap-fund",
    plan: await largestPlan(sql, amc),
    xrayPlans: await xrayPortfolioPlans(sql),
  };
}

function screenerPaths(values: Awaited<ReturnType<typeof pickValues>>): string[] {
  const base = "/api/v1/mutual-funds/filtered-funds";
  const queries = [
    "page=1&page_size=10",
    "category=Equity&order_by=return_3y&order_dir=desc&page=1&page_size=10",
    `subcategory=${encodeURIComponent(values.subcategory)}&plan_type=Direct`,
    `amc=${encodeURIComponent(values.debtAmc)}&category=Debt&page=2`,
    "risk_level=Very%20High&expense_ratio_max=1",
    "q=hdfc%20flexi",
    "order_by=aum&order_dir=asc",
    `${values.topAmcs.map((slug) => `amc=${encodeURIComponent(slug)}`).join("&")}&plan_type=Direct&option_type=Growth&order_by=return_1y&order_dir=desc&page_size=25`,
  ];
  return queries.map((query) => `${base}?${query}`);
}

function resolveLibModule(specifier: string): string {
  const base = path.join(ROOT, specifier.replace(/^@\//, ""));
  const file = [`${base}.ts`, path.join(base, "index.ts")].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot find ${specifier}`);
  return pathToFileURL(file).href;
}

/**
 * The ceiling of a route written after this script: reads the route file, finds the endpoint it hands
 * to handle() and the lib functions its handler calls as `fn(sql, query...)`, and calls those with the
 * query parsed by the endpoint's schema. A string explains why there is nothing to call.
 */
async function routeCeiling(
  routeFile: string,
  requestPath: string,
): Promise<((sql: Sql) => Promise<unknown>) | string> {
  const file = path.join(ROOT, routeFile);
  if (!existsSync(file)) return `n/a: ${routeFile} is not in this build`;
  const source = readFileSync(file, "utf8");
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*"(@\/lib\/[^"]+)"/g)) {
    for (const name of match[1]!.split(",")) imports.set(name.trim().replace(/^type\s+/, ""), match[2]!);
  }
  const endpointName = /handle\(\s*(\w+)\s*,/.exec(source)?.[1];
  const endpointModule = endpointName ? imports.get(endpointName) : undefined;
  if (!endpointName || !endpointModule) return `n/a: could not find the endpoint ${routeFile} hands to handle()`;
  const calls = [...source.matchAll(/(\w+)\(\s*sql\s*(?:,([^()]*))?\)/g)]
    .map((match) => ({
      name: match[1]!,
      args: (match[2] ?? "")
        .split(",")
        .map((arg) => arg.trim())
        .filter(Boolean),
    }))
    .filter((call) => imports.has(call.name) && !imports.get(call.name)!.startsWith("@/lib/api/"));
  if (calls.length === 0) return `n/a: no lib function called as fn(sql, ...) in ${routeFile}`;
  if (calls.some((call) => call.args.some((arg) => !/^(query|params)(\.\w+)*$/.test(arg))))
    return `n/a: ${routeFile} passes arguments this script cannot rebuild`;

  const endpoint = ((await import(resolveLibModule(endpointModule))) as Record<string, Endpoint>)[endpointName];
  const url = new URL(requestPath, "http://localhost");
  const input = {
    query: endpoint?.query ? (endpoint.query as z.ZodType).parse(queryRecord(url.searchParams)) : {},
    params: endpoint?.params ? (endpoint.params as z.ZodType).parse({}) : {},
  };
  const argument = (expression: string) =>
    expression
      .split(".")
      .slice(1)
      .reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)?.[key],
        input[expression.split(".")[0] as "query" | "params"],
      );
  const functions = await Promise.all(
    calls.map(async (call) => {
      const fn = ((await import(resolveLibModule(imports.get(call.name)!))) as Record<string, unknown>)[call.name];
      if (typeof fn !== "function") throw new Error(`${call.name} is not a function`);
      const args = call.args.map(argument);
      return (sql: Sql) => (fn as (sql: Sql, ...rest: unknown[]) => Promise<unknown>)(sql, ...args);
    }),
  );
  progress(
    `ceiling of ${routeFile}: ${calls.map((call) => `${call.name}(sql${call.args.map((a) => `, ${a}`).join("")})`).join(" + ")}`,
  );
  return (sql) => Promise.all(functions.map((fn) => fn(sql)));
}

async function runHttp(base: string, paths: string[], unique?: string[]): Promise<HttpResult> {
  // Pre-flight: an endpoint still being written 404s in this build.
  const first = await fetch(`${base}${paths[0]}`);
  await first.arrayBuffer();
  if (first.status === 404)
    return {
      missing: true,
      rate: 0,
      latency: latencies([]),
      requests: 0,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      statuses: "404",
    };

  // No If-None-Match is sent, so every answer is a full 200 with its body (no 304s).
  const options = { url: base, requests: requestsOf(paths, unique) };
  await autocannon({ ...options, connections: Math.min(10, CONNECTIONS), duration: WARMUP_SECONDS });
  return measured(autocannon({ ...options, connections: CONNECTIONS, duration: DURATION }));
}

/** An HTTP run's cells: rate, p50, p95, p99, requests, and non-2xx / errors (timeouts). */
const httpCells = (h: HttpResult) => [
  whole(h.rate),
  ms(h.latency.p50),
  ms(h.latency.p95),
  ms(h.latency.p99),
  whole(h.requests),
  `${h.non2xx} / ${h.errors} (${h.timeouts})`,
];

/** Each of `paths` in turn, or with `unique` every request the next of those instead. */
function requestsOf(paths: string[], unique?: string[]): autocannon.Request[] {
  if (!unique) return paths.map((p) => ({ method: "GET", path: p }));
  let next = 0;
  return [
    {
      method: "GET",
      path: unique[0]!,
      setupRequest: (request: Record<string, unknown>) => ({ ...request, path: unique[next++ % unique.length] }),
    },
  ];
}

/** An autocannon run's rate and errors, with every response's latency (it reports p90 and p97.5, not p95). */
async function measured(instance: autocannon.Instance): Promise<HttpResult> {
  const samples: number[] = [];
  instance.on("response", (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  const result = await instance;
  return {
    missing: false,
    rate: result.requests.average,
    latency: latencies(samples),
    requests: samples.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", "),
  };
}

/** Each call after the previous one has ended: the latency of one request with nothing queued before it. */
async function sequentialCalls(calls: Array<() => Promise<unknown>>): Promise<Latencies> {
  const samples: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return latencies(samples);
}

/** GETs of the paths one after another, each answer read to its end; a status other than 200 throws. */
function sequentialHttp(base: string, paths: string[]): Promise<Latencies> {
  return sequentialCalls(
    paths.map((p) => async () => {
      const response = await fetch(`${base}${p}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
    }),
  );
}

const BYSTANDER_PATH = "/api/v1/mutual-funds/filtered-funds?page=1&page_size=10";
const BYSTANDER_CONNECTIONS = 5;
const FLOOD_CONNECTIONS = 20;

/**
 * The cached screener page read by BYSTANDER_CONNECTIONS for DURATION seconds alone, then again while
 * FLOOD_CONNECTIONS send X-rays that are all cache misses (`floodPaths`, one each in turn): what one visitor's
 * answers wait for while others' X-rays are worked out.
 */
async function bystanderUnderXrays(base: string, floodPaths: string[]) {
  const bystander = () =>
    measured(autocannon({ url: `${base}${BYSTANDER_PATH}`, connections: BYSTANDER_CONNECTIONS, duration: DURATION }));
  progress(`HTTP: a bystander alone, ${BYSTANDER_CONNECTIONS} connections, ${DURATION} s`);
  const alone = await bystander();
  progress(`HTTP: the bystander under a flood of ${FLOOD_CONNECTIONS} connections of X-rays, ${DURATION} s`);
  const [during, flood] = await Promise.all([
    bystander(),
    measured(
      autocannon({
        url: base,
        connections: FLOOD_CONNECTIONS,
        duration: DURATION,
        requests: requestsOf(floodPaths.slice(0, 1), floodPaths),
      }),
    ),
  ]);
  return { alone, during, flood };
}

/** CONNECTIONS callers in a loop for DURATION seconds, each taking the next function in turn. */
async function runCeiling(sql: Sql, calls: Array<(sql: Sql) => Promise<unknown>>): Promise<CeilingResult> {
  const loop = async (until: number, record: ((index: number, ms: number) => void) | null, failed: () => void) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const index = next++ % calls.length;
          const started = performance.now();
          try {
            await calls[index]!(sql);
            record?.(index, performance.now() - started);
          } catch {
            failed();
          }
        }
      }),
    );
  };
  let errors = 0;
  await loop(performance.now() + WARMUP_SECONDS * 1000, null, () => undefined);
  const all: number[] = [];
  const perPath: number[][] = calls.map(() => []);
  const started = performance.now();
  await loop(
    started + DURATION * 1000,
    (index, elapsed) => {
      all.push(elapsed);
      perPath[index]!.push(elapsed);
    },
    () => (errors += 1),
  );
  return {
    rate: all.length / seconds(started),
    latency: latencies(all),
    calls: all.length,
    errors,
    perPath: perPath.map(latencies),
  };
}

// ---------------------------------------------------------------------------------------------------

runBenchmark(progress, PG_POOL, async (database) => {
  const { sql } = database;
  const [info] = await sql<{ version: string; plans: number; screener: number }[]>`
    select current_setting('server_version') as version, (select count(*) from plans)::int as plans,
      (select count(*) from screener_plans)::int as screener`;
  const values = await pickValues(sql);
  const isin = values.plan?.isin ?? "INF179K01BB8";
  progress(
    `plan for the funds endpoints: ${isin} (${values.plan?.name ?? "none found"}${values.plan?.aum != null ? `, AUM ₹${whole(values.plan.aum)} Cr` : ", no AUM in the data"})`,
  );

  const screener = screenerPaths(values);
  const scenarios: Scenario[] = [
    {
      name: MIX,
      paths: screener,
      ceiling: async () =>
        screener.map((p) => {
          const query = screenerQuery.parse(queryRecord(new URL(p, "http://localhost").searchParams));
          return (db: Sql) => listScreenerPlans(db, query);
        }),
    },
    {
      name: `fund by ISIN (${isin})`,
      paths: [`/api/v1/funds?isin=${isin}`],
      ceiling: async () => {
        const call = await routeCeiling("app/api/v1/funds/route.ts", `/api/v1/funds?isin=${isin}`);
        if (typeof call === "string") throw new Error(call);
        return [call];
      },
    },
    {
      name: "fund NAVs, duration=MAX",
      paths: [`/api/v1/funds/navs?isin=${isin}&duration=MAX`],
      ceiling: async () => {
        const call = await routeCeiling(
          "app/api/v1/funds/navs/route.ts",
          `/api/v1/funds/navs?isin=${isin}&duration=MAX`,
        );
        if (typeof call === "string") throw new Error(call);
        return [call];
      },
    },
    {
      name: "screener filters",
      paths: ["/api/v1/mutual-funds/filters"],
      ceiling: async () => [(db: Sql) => screenerFilters(db)],
    },
    {
      name: UNIQUE_PAGES,
      paths: uniqueScreenerPaths(info?.screener ?? 0).slice(0, 1),
      unique: uniqueScreenerPaths(info?.screener ?? 0),
      // The route keeps the screen's order and its rows per data version: so does the ceiling, in a map of its own.
      ceilingNote: `${UNIQUE_PAGES}: the ceiling keeps the screen's order and its blocks of rows as the route does, so after its first pass over the rows it reads nothing from PostgreSQL`,
      ceiling: async () => {
        const memo = mapMemo();
        return uniqueScreenerPaths(info?.screener ?? 0).map((p) => {
          const query = screenerQuery.parse(queryRecord(new URL(p, "http://localhost").searchParams));
          return (db: Sql) => listScreenerPlans(db, query, memo);
        });
      },
    },
  ];

  const xrayMemo = mapMemo();
  const xrays = values.xrayPlans.length > 0 ? xrayRequests(values.xrayPlans, XRAY_REQUESTS) : [];
  const xrayPaths = xrays.map((items) => `/api/v1/xray?funds=${formatXraySelection(items)}`);
  if (xrays.length > 0) {
    progress(`X-ray of ${values.xrayPlans.length} plans with disclosed portfolios: ${values.xrayPlans.join(", ")}`);
    scenarios.push({
      name: `X-ray of ${values.xrayPlans.length} funds with disclosed portfolios, every request new amounts (cache misses)`,
      paths: xrayPaths.slice(0, 1),
      unique: xrayPaths,
      // The route's loader with the route's date: look-through, overlap and costs, as the handler calls it, with
      // the plans, portfolios and cost facts kept as the route keeps them (per data version).
      ceilingNote: `X-ray: the ceiling keeps the plans, portfolios and cost facts as the route does, so after its first call it reads nothing from PostgreSQL`,
      ceiling: async () => {
        const today = todayInIndia();
        return xrays.map((items) => (db: Sql) => loadPublicXray(db, items, today, xrayMemo));
      },
    });
  } else progress("no plan with a disclosed portfolio in this database: the X-ray is not measured");
  if (ONLY === "xray") scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => s.name.startsWith("X-ray")));
  if (ONLY === "screener")
    scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => s.name === MIX || s.name === UNIQUE_PAGES));

  // 1. HTTP against the production server.
  const server = await startProductionServer({ databaseUrl: database.url, progress });
  const base = server.base;
  const http: HttpResult[] = [];
  for (const scenario of scenarios) {
    progress(`HTTP: ${scenario.name}, ${CONNECTIONS} connections, ${DURATION} s`);
    http.push(await runHttp(base, scenario.paths, scenario.unique));
  }
  // The X-ray one request at a time (one visitor, nothing queued), on amounts the load above did not reach. The
  // first request waits for the answers still being computed for the load's connections: not timed.
  const timeXray = xrays.length > 0 && ONLY !== "screener";
  if (timeXray) await sequentialHttp(base, xrayPaths.slice(-ALONE_CALLS - 1, -ALONE_CALLS));
  const xrayAlone = timeXray ? await sequentialHttp(base, xrayPaths.slice(-ALONE_CALLS)) : null;
  // A bystander reading a cached screener page, alone and then while X-rays listing every security flood the server.
  const bystander = timeXray
    ? await bystanderUnderXrays(
        base,
        xrayPaths.map((p) => `${p}&securities=all`),
      )
    : null;
  // The cached screener answers as sent, for the bare server below.
  const recorded = ONLY === "xray" ? [] : await Promise.all(screener.map((p) => recordAnswer(base, p)));
  await server.stop();

  // 1b. The same bytes from a bare Node server (no routing, parsing or cache lookup): a cached answer's floor.
  let bare: HttpResult | null = null;
  if (ONLY !== "xray") {
    progress(`HTTP: the screener mix's bytes from a bare Node server, ${CONNECTIONS} connections, ${DURATION} s`);
    const bareServer = await startBareServer(recorded);
    bare = await runHttp(bareServer.base, screener);
    await bareServer.stop();
  }

  // 2. The ceiling: the same lib functions straight on PostgreSQL, with the server stopped.
  const ceilings: (CeilingResult | string)[] = [];
  for (const scenario of scenarios) {
    let calls: Array<(sql: Sql) => Promise<unknown>>;
    try {
      calls = await scenario.ceiling();
    } catch (error) {
      ceilings.push(
        error instanceof Error && error.message.startsWith("n/a") ? error.message : `n/a: ${String(error)}`,
      );
      continue;
    }
    progress(`PostgreSQL: ${scenario.name}, ${CONNECTIONS} callers on ${PG_POOL} connections, ${DURATION} s`);
    ceilings.push(await runCeiling(sql, calls));
  }

  const xrayCeilingAlone = timeXray
    ? await sequentialCalls(
        xrays.slice(-ALONE_CALLS).map((items) => () => loadPublicXray(sql, items, todayInIndia(), xrayMemo)),
      )
    : null;

  // 3. The report.
  const cpus = os.cpus();
  console.log(`\n## API benchmark (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`,
  );
  console.log(
    `- Database: PostgreSQL ${info?.version} (${database.source}); ${whole(info?.plans ?? 0)} plans, ${whole(info?.screener ?? 0)} in screener_plans`,
  );
  console.log(
    `- Server: scripts/serve.ts, the production server of npm start (Next.js production build, the API dispatched in front of it), API_RATE_LIMIT_PER_MINUTE=0 and API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE=0, on the same machine as the database and the load generator`,
  );
  console.log(
    `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint after a ${WARMUP_SECONDS} s warm-up; no If-None-Match (full 200 responses)`,
  );
  console.log(
    `- Ceiling: the route's lib function called straight on a postgres-js pool of ${PG_POOL} connections by ${CONNECTIONS} concurrent callers for ${DURATION} s (latency includes waiting for a pooled connection)`,
  );
  console.log(
    `- Percentiles: nearest rank over every answered request's latency (autocannon's 'response' event; it reports p90 and p97.5 but no p95); a request that timed out has no latency and counts only as an error`,
  );

  const notes = scenarios.flatMap((scenario) => (scenario.ceilingNote ? [scenario.ceilingNote] : []));
  table(
    "Results",
    [
      "Endpoint",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "requests",
      "errors: non-2xx / errors (of which timeouts)",
      "PostgreSQL calls/s",
      "PG p50",
      "PG p95",
      "PG p99",
    ],
    scenarios.map((scenario, i) => {
      const h = http[i]!;
      const c = ceilings[i]!;
      const pg =
        typeof c === "string"
          ? [c, "", "", ""]
          : [whole(c.rate), ms(c.latency.p50), ms(c.latency.p95), ms(c.latency.p99)];
      if (typeof c !== "string" && c.errors) notes.push(`${scenario.name}: ${c.errors} PostgreSQL calls failed`);
      if (h.non2xx) notes.push(`${scenario.name}: status codes ${h.statuses}`);
      const name = `${scenario.name}: \`${scenario.paths.length > 1 ? scenario.paths[0]!.replace(/\?.*$/, "?…") : scenario.paths[0]}\``;
      if (h.missing) return [name, "endpoint not in this build (404)", "", "", "", "", "", ...pg];
      return [name, ...httpCells(h), ...pg];
    }),
  );
  for (const note of notes) console.log(`\n- ${note}`);

  if (bystander) {
    const row = (name: string, h: HttpResult) => [name, ...httpCells(h)];
    table(
      `A bystander while X-rays flood the server (${DURATION} s each)`,
      ["", "req/s", "p50 ms", "p95 ms", "p99 ms", "requests", "non-2xx / errors (timeouts)"],
      [
        row(`bystander alone: \`${BYSTANDER_PATH}\` (cached), ${BYSTANDER_CONNECTIONS} connections`, bystander.alone),
        row(`the same bystander during the flood`, bystander.during),
        row(
          `the flood: ${FLOOD_CONNECTIONS} connections of 20-fund X-rays listing every security (securities=all), new amounts every request`,
          bystander.flood,
        ),
      ],
    );
  }

  // The screener's tables: not measured with BENCH_ONLY=xray.
  if (bare) {
    const cached = http[0]!;
    table(
      "Cached answers against a bare Node server (the screener mix, the same bytes and headers)",
      ["server", "req/s", "p50 ms", "p99 ms", "rate against bare"],
      [
        [
          "production server (answer cache hits)",
          whole(cached.rate),
          ms(cached.latency.p50),
          ms(cached.latency.p99),
          ratio(cached.rate, bare.rate),
        ],
        [
          "bare Node server (scripts/bench/bare-server.ts)",
          whole(bare.rate),
          ms(bare.latency.p50),
          ms(bare.latency.p99),
          "1",
        ],
      ],
    );

    const mix = ceilings[0];
    if (mix && typeof mix !== "string") {
      // Each query alone (one caller, nothing else running): what it costs without queueing.
      const alone: { path: string; total: number; median: number | null }[] = [];
      for (const p of screener) {
        const query = screenerQuery.parse(queryRecord(new URL(p, "http://localhost").searchParams));
        const samples: number[] = [];
        let total = 0;
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          total = (await listScreenerPlans(sql, query)).total;
          samples.push(performance.now() - started);
        }
        alone.push({ path: p, total, median: latencies(samples).p50 });
      }
      table(
        "Screener mix, per query",
        [
          "query",
          "matching plans",
          "alone: median of 20 sequential calls, ms",
          `PG p50 under load (${CONNECTIONS} callers)`,
          "PG p95",
          "PG p99",
        ],
        alone.map((row, i) => [
          `\`${row.path.replace(/^.*\?/, "")}\``,
          whole(row.total),
          ms(row.median),
          ms(mix.perPath[i]!.p50),
          ms(mix.perPath[i]!.p95),
          ms(mix.perPath[i]!.p99),
        ]),
      );
    }
  }

  const list = http[0]!;
  const measured = http.map((h, i) => ({ h, name: scenarios[i]!.name })).filter(({ h }) => !h.missing);
  const worst = measured.reduce<{ name: string; p99: number } | null>(
    (acc, { h, name }) =>
      h.latency.p99 !== null && (!acc || h.latency.p99 > acc.p99) ? { name, p99: h.latency.p99 } : acc,
    null,
  );
  // autocannon counts a timeout (no answer within 10 s) as an error as well.
  const failures = measured.reduce((sum, { h }) => sum + h.non2xx + h.errors, 0);
  const yes = (ok: boolean) => (ok ? "met" : "**not met**");
  const xrayAt = scenarios.findIndex((scenario) => scenario.name.startsWith("X-ray"));
  // The issue's goal read two ways: under the load every endpoint gets, and one request at a time.
  const xrayGoals = () => {
    const goal = `a ${MAX_XRAY_FUNDS}-fund X-ray p95 under 100 ms, uncached (issue 36)`;
    const h = http[xrayAt];
    if (!h || h.missing || !xrayAlone) return [[goal, "not measured", "**not met**"]];
    const fewer = values.xrayPlans.length < MAX_XRAY_FUNDS ? ` (${values.xrayPlans.length} funds only)` : "";
    const under = (p95: number | null) => yes(fewer === "" && p95 !== null && p95 < 100);
    return [
      [`${goal}, ${CONNECTIONS} connections`, `${ms(h.latency.p95)} ms${fewer}`, under(h.latency.p95)],
      [
        `${goal}, one request at a time (${ALONE_CALLS} in turn)`,
        `${ms(xrayAlone.p95)} ms${fewer}`,
        under(xrayAlone.p95),
      ],
    ];
  };
  if (xrayAlone && xrayCeilingAlone)
    table(
      `X-ray, one request at a time (${ALONE_CALLS} different amounts in turn, nothing else running)`,
      ["", "p50 ms", "p95 ms", "p99 ms"],
      [
        ["HTTP, GET /api/v1/xray", ms(xrayAlone.p50), ms(xrayAlone.p95), ms(xrayAlone.p99)],
        [
          "loadPublicXray on the pool (plans, portfolios and cost facts kept)",
          ms(xrayCeilingAlone.p50),
          ms(xrayCeilingAlone.p95),
          ms(xrayCeilingAlone.p99),
        ],
      ],
    );
  const screenerGoals = bare
    ? [
        [
          "screener list p95 under 25 ms",
          `${ms(list.latency.p95)} ms`,
          yes(list.latency.p95 !== null && list.latency.p95 < 25),
        ],
        ["screener list at least 1,000 requests/s", whole(list.rate), yes(list.rate >= 1000)],
        [
          "no endpoint's p99 over 100 ms",
          worst ? `${ms(worst.p99)} ms (${worst.name})` : "",
          yes(worst !== null && worst.p99 <= 100),
        ],
        [
          "a cached answer at half the rate of a bare Node server or more",
          ratio(list.rate, bare.rate),
          yes(bare.rate > 0 && list.rate / bare.rate >= 0.5),
        ],
      ]
    : [];
  const errorGoal = ["zero errors", `${failures} (non-2xx + errors, timeouts included)`, yes(failures === 0)];
  table(
    "Goals from the issue",
    ["goal", "measured", ""],
    [...screenerGoals, errorGoal, ...(ONLY === "screener" ? [] : xrayGoals())],
  );
  const missing = http.map((h, i) => (h.missing ? scenarios[i]!.name : null)).filter(Boolean);
  if (missing.length) console.log(`\nNot measured (endpoint not in this build): ${missing.join("; ")}.`);
});
