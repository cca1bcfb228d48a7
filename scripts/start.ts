// npm start (production build, built when missing or older than the sources), npm run dev, and `build`
// (what npm start does before it serves, then stops: npm test builds the end-to-end tests' app this way while
// the other tests run). Brings up the database (DATABASE_URL, or the embedded server under .data/postgres), applies the
// migrations, runs Next.js, and on Ctrl-C stops Next and then the embedded server, cleanly. An embedded
// server that dies meanwhile is started again on the same port (the app reconnects by itself).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { destroyEmbeddedServer, ensureEmbeddedServer, stopEmbeddedServer } from "@/lib/db/embedded-server";
import { createDatabase } from "@/lib/db/client";
import { postmasterAlive, superviseEmbeddedServer, type Supervisor } from "@/lib/db/embedded-supervisor";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemoIfEmpty } from "@/lib/ingest/demo/seed-demo";
import { isFundDataEmpty } from "@/lib/ingest/demo/load-demo";
import { importRealData } from "@/lib/ingest/real-data-sources";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { DEFAULT_EMBEDDED_DIR } from "@/lib/db/resolve-database";
import { parseServerEnv } from "@/lib/env/server-env";
import { authMode } from "@/lib/auth/auth-config";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { emailDestination } from "@/lib/mail/email-destination";
import { parseMailEnv } from "@/lib/mail/mail-env";
import { siteUrl } from "@/lib/env/public-env";
import { servedAddress } from "@/lib/env/site-address";
import { readDataIdentity } from "@/lib/cache/data-identity";
import { matchStoredPages, recordPageOrigin } from "@/lib/cache/page-store";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { buildIsStale, recordBuildEnv } from "./build-staleness";

const mode = process.argv[2] === "dev" || process.argv[2] === "build" ? process.argv[2] : "start";
const port = process.env.PORT ?? "3000";
const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const embeddedDir = process.env.EMBEDDED_PG_DIR ?? DEFAULT_EMBEDDED_DIR;
// Throw-away cluster (end-to-end tests): deleted when the app stops.
const ephemeral = process.env.EMBEDDED_PG_EPHEMERAL === "1";

function runNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { stdio: "inherit", env });
}

function waitFor(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function readIdentity(databaseUrl: string): Promise<string> {
  const { sql } = createDatabase(databaseUrl, 1);
  try {
    return await readDataIdentity(sql);
  } finally {
    await sql.end();
  }
}

async function main(): Promise<void> {
  // The site's address (docs/serving.md, "The site's address"): refused before anything starts when a
  // production server would be reachable from elsewhere and name localhost.
  const served = servedAddress({ ...process.env, PORT: port }, mode !== "dev");
  if (!served.ok && mode === "start") {
    console.error(served.reason);
    process.exit(1);
  }
  const hostname = served.ok ? served.hostname : (process.env.HOSTNAME ?? "0.0.0.0");
  const site = siteUrl(served.ok ? served.siteUrl : undefined, "development", { PORT: port, HOSTNAME: hostname });
  const distDir = path.join(process.cwd(), ".next");

  const configuredUrl = parseServerEnv().DATABASE_URL;
  const usesEmbedded = !configuredUrl;

  let supervisor: Supervisor | undefined;
  const stopDatabase = async () => {
    supervisor?.stop();
    if (!usesEmbedded) return;
    await (ephemeral ? destroyEmbeddedServer(embeddedDir) : stopEmbeddedServer(embeddedDir));
    console.log("[postgres] stopped");
  };

  let child: ChildProcess | undefined;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Ctrl-C may reach the database too: it must not be started again while everything stops.
    supervisor?.stop();
    if (child && child.exitCode === null) {
      child.kill(signal);
      await waitFor(child);
    }
    await stopDatabase();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    // A throw-away cluster is made afresh for a build, and kept after it for the app that serves the build,
    // which deletes it when it stops: the pages the build rendered and the served ones read the same data.
    if (mode === "build" && usesEmbedded && ephemeral) await destroyEmbeddedServer(embeddedDir);
    const embedded = configuredUrl ? null : await ensureEmbeddedServer({ dataDir: embeddedDir, throwAway: ephemeral });
    const databaseUrl = configuredUrl ?? embedded!.url;
    const { applied, total } = await runMigrations(databaseUrl);
    console.log(`[db] migrations: ${applied} applied now, ${total} in total`);
    const { sql } = createDatabase(databaseUrl, 2);
    let builtFrom: string;
    try {
      // An import interrupted before its metrics refresh is finished here, before the site serves its data.
      const pending = await finishPendingMetrics(sql);
      if (pending)
        console.log(
          `[db] finished the metrics an interrupted import left pending (${pending.plans} plans, ${pending.seconds.toFixed(1)} s)`,
        );
      const { REAL_DATA_DIR } = parseServerEnv();
      if (REAL_DATA_DIR && (await isFundDataEmpty(sql))) {
        console.log(`[db] the database is empty: loading the real data in ${REAL_DATA_DIR}`);
        await importRealData(sql, REAL_DATA_DIR, (line) => console.log(`[data] ${line}`), { navRefusalsOnly: true });
      }
      const seeded = await seedDemoIfEmpty(sql, todayInIndia());
      if (seeded)
        console.log(
          `[db] the database was empty: loaded the demo dataset (${seeded.summary.counts.plans ?? 0} plans, metrics in ${seeded.metrics.seconds.toFixed(1)} s)`,
        );
      // The embedded auth service's signing key and API keys, made on the first start and kept in the database.
      if (authMode() === "embedded") await loadOrCreateKeys(sql);
      // What a build made now renders its pages from.
      builtFrom = await readDataIdentity(sql);
    } finally {
      await sql.end();
    }
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: port,
      HOSTNAME: hostname,
      // Read by the server when it runs (siteUrlSetting), and by the build's prerendering.
      NEXT_PUBLIC_SITE_URL: site,
    };
    // Everything embedded (database, auth, no mail server) is a local setup: its emails go to the development
    // outbox. With SMTP_HOST they go out for real, and the outbox stays off (issue 34, point 1).
    if (
      usesEmbedded &&
      authMode() === "embedded" &&
      childEnv.AUTH_DEV_OUTBOX === undefined &&
      !childEnv.SMTP_HOST?.trim()
    )
      childEnv.AUTH_DEV_OUTBOX = "1";
    const servedEnv: NodeJS.ProcessEnv = { ...childEnv, NODE_ENV: mode === "dev" ? "development" : "production" };
    if (mode !== "build")
      console.log(
        emailDestination(
          { ...parseAuthEnv(servedEnv), NODE_ENV: servedEnv.NODE_ENV, SMTP_HOST: servedEnv.SMTP_HOST },
          parseMailEnv(servedEnv),
          site,
        ),
      );
    if (mode !== "build" && served.ok && served.defaulted)
      console.log(
        `[site] NEXT_PUBLIC_SITE_URL is not set: canonical links and redirects name ${site}` +
          (mode === "start" ? `, served on ${hostname} only` : ""),
      );
    // A second app on the same build (the real-data browser tests) waits for the first one's build.
    if (mode !== "dev" && process.env.FUNDLENS_WAIT_FOR_BUILD === "1")
      while (buildIsStale(process.cwd(), childEnv) && !stopping) await new Promise((r) => setTimeout(r, 2000));
    if (mode !== "dev" && buildIsStale(process.cwd(), childEnv)) {
      console.log(
        "[build] the production build is missing, older than the sources or made with other NEXT_PUBLIC_ values: building",
      );
      // No availability monitor while pages prerender: nobody is served a 503 there, and on a loaded machine a
      // probe that misses its deadline would end the pool under a page being rendered and fail the build.
      child = runNext(["build"], { ...childEnv, DATABASE_PROBE_INTERVAL_SECONDS: "0" });
      const code = await waitFor(child);
      if (code !== 0 || stopping) throw new Error(`next build failed (exit code ${code})`);
      recordBuildEnv(process.cwd(), childEnv);
      recordPageOrigin(distDir, { data: builtFrom, siteUrl: site });
    }
    if (mode === "build") {
      if (embedded) await stopEmbeddedServer(embeddedDir);
      process.exit(0);
    }
    if (mode === "start") {
      // No page of another database, of older data or naming another address (issue 35, point 5): the pages
      // the build prerendered, or an older server stored, are deleted unless they match, and Next.js renders
      // each afresh on its first request. Read now, not before the build: an import may have run meanwhile.
      const identity = await readIdentity(databaseUrl);
      const check = matchStoredPages(distDir, { data: identity, siteUrl: site });
      if (check.purged)
        console.log(`[cache] deleted the build's stored pages (${check.removed} files): ${check.reason}`);
      // The server's watcher starts from this version, so a change before its first read still refreshes the pages.
      childEnv.FUNDLENS_PAGE_DATA_IDENTITY = identity;
    }
    if (embedded) {
      supervisor = superviseEmbeddedServer({
        isAlive: () => postmasterAlive(embedded.dataDir),
        restart: async () =>
          void (await ensureEmbeddedServer({ dataDir: embeddedDir, port: embedded.port, throwAway: ephemeral })),
        intervalMs: 2000,
        maxBackoffMs: 30_000,
        log: (message) => console.log(`[postgres] ${message}`),
      });
    }
    // Both through our own server, which resolves the client's address before Next.js sees the request.
    child =
      mode === "start"
        ? spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "serve.ts")], {
            stdio: "inherit",
            env: { ...childEnv, NODE_ENV: "production" },
          })
        : spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "serve-dev.ts")], {
            stdio: "inherit",
            env: { ...childEnv, NODE_ENV: "development" },
          });
    const code = await waitFor(child);
    if (!stopping) {
      await stopDatabase();
      process.exit(code);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopDatabase();
    process.exit(1);
  }
}

void main();
