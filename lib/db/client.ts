import postgres, { type Sql } from "postgres";
import { createAvailabilityMonitor, type AvailabilityMonitor } from "@/lib/db/availability-monitor";
import { createDatabaseProbe, type DatabaseProbe } from "@/lib/db/database-probe";
import { DatabaseUnavailableError, isDatabaseUnavailable, isKnownOutage } from "@/lib/db/database-unavailable";
import { parseServerEnv } from "@/lib/env/server-env";

export interface Database {
  sql: Sql;
}

export interface PoolTimeouts {
  /** Give up opening a connection after this many seconds (postgres-js's own default is 30). */
  connectTimeoutSeconds?: number;
  /** Server-side statement_timeout in ms; 0 or unset: none. */
  statementTimeoutMs?: number;
  /** Close a connection idle this many seconds (a pool used once a day holds none between uses); unset: never. */
  idleTimeoutSeconds?: number;
}

interface AppDatabase extends Database {
  monitor: AvailabilityMonitor | null;
  /** Probes now on a new connection (the probe's own may still reach a backend while the server takes no new connections). */
  recheck: () => void;
  close: () => Promise<void>;
}

// One pool per process; kept on globalThis so dev-server reloads do not open a new pool each time, and so
// the production server (scripts/serve.ts) and the Next.js bundles it loads share it and its monitor.
const holder = globalThis as typeof globalThis & { __fundlensDatabase?: AppDatabase };

/**
 * A plain postgres-js pool. Queries are SQL, their row types TypeScript types next to them (docs/database.md).
 * The pool is deliberately not wrapped in drizzle(): drizzle swaps the client's JSON serializer, which breaks
 * `sql.json(...)` in the importers. The migrator wraps its own, separate connection.
 */
export function createDatabase(url: string, max = 10, timeouts: PoolTimeouts = {}): Database {
  return {
    sql: postgres(url, {
      max,
      onnotice: () => undefined,
      ...(timeouts.connectTimeoutSeconds ? { connect_timeout: timeouts.connectTimeoutSeconds } : {}),
      ...(timeouts.idleTimeoutSeconds ? { idle_timeout: timeouts.idleTimeoutSeconds } : {}),
      // The app runs many short queries: JIT compilation and parallel workers cost more than they save
      // there (measured by bench:api: a 1 ms query took 20+ ms with JIT and 2 workers on 2 cores).
      connection: {
        application_name: "fundlens",
        jit: "off",
        max_parallel_workers_per_gather: 0,
        ...(timeouts.statementTimeoutMs ? { statement_timeout: timeouts.statementTimeoutMs } : {}),
      },
    }),
  };
}

// postgres-js functions that send something to the server: refused at once while the database is down.
const SENDING = new Set<PropertyKey>(["begin", "unsafe", "file", "reserve", "listen", "notify"]);

/**
 * A stable handle on a pool that may be replaced: callers (the auth service keeps one for the process)
 * always reach the current pool, and while the monitor says the database is down every query fails at
 * once with DatabaseUnavailableError instead of waiting behind hung connections.
 */
function replaceableSql(current: () => Sql, isDown: () => boolean): Sql {
  const refuseWhileDown = () => {
    if (isDown()) throw new DatabaseUnavailableError();
  };
  const target = (() => undefined) as unknown as Sql;
  return new Proxy(target, {
    apply: (_target, _this, args: unknown[]) => {
      refuseWhileDown();
      return (current() as unknown as (...a: unknown[]) => unknown)(...args);
    },
    get: (_target, property) => {
      const pool = current();
      const value: unknown = Reflect.get(pool, property);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (SENDING.has(property)) refuseWhileDown();
        return (value as (...a: unknown[]) => unknown).apply(pool, args);
      };
    },
  });
}

function openAppDatabase(): AppDatabase {
  const env = parseServerEnv();
  const url = env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm start`, which launches the embedded PostgreSQL server, or set DATABASE_URL.",
    );
  }
  const open = () =>
    createDatabase(url, env.DATABASE_POOL_MAX, {
      connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    }).sql;
  let pool: Sql | null = null;
  const current = () => (pool ??= open());
  // Hung connections (a paused server) never come back by themselves: end them at once, so the queries
  // waiting on them fail now, and start a fresh pool on the next query after the database is back.
  const discardPool = () => {
    const old = pool;
    pool = null;
    void old?.end({ timeout: 0 }).catch(() => undefined);
  };

  let monitor: AvailabilityMonitor | null = null;
  let probe: DatabaseProbe | null = null;
  let recheck = () => undefined as void;
  if (env.DATABASE_PROBE_INTERVAL_SECONDS > 0) {
    const timeoutMs = env.DATABASE_PROBE_TIMEOUT_SECONDS * 1000;
    const watcher = createDatabaseProbe(url, timeoutMs);
    probe = watcher;
    monitor = createAvailabilityMonitor({
      probe: watcher.probe,
      intervalMs: env.DATABASE_PROBE_INTERVAL_SECONDS * 1000,
      timeoutMs,
      onDown: (error) => {
        watcher.discard();
        discardPool();
        console.error(
          `[db] the database is not answering (${error instanceof Error ? error.message : String(error)}): answering 503 until it is back`,
        );
      },
      onUp: (downForMs) => console.log(`[db] the database answers again after ${(downForMs / 1000).toFixed(1)} s`),
    });
    monitor.start();
    const watched = monitor;
    let rechecking = false;
    recheck = () => {
      if (watched.isDown() || rechecking) return;
      rechecking = true;
      // A probe already running finishes on its own connection (closing it under the probe would fail it
      // and declare a false outage); then one more probe on a new connection.
      void watched
        .check()
        .then(() => {
          watcher.discard();
          return watched.check();
        })
        .finally(() => {
          rechecking = false;
        });
    };
  }

  return {
    sql: replaceableSql(current, () => monitor?.isDown() ?? false),
    monitor,
    recheck: () => recheck(),
    close: async () => {
      monitor?.stop();
      const old = pool;
      pool = null;
      await Promise.all([old?.end(), probe?.close()]);
    },
  };
}

/** The app's database, from DATABASE_URL (set by `npm start` to the embedded server when the user sets none). */
export function getDatabase(): Database {
  holder.__fundlensDatabase ??= openAppDatabase();
  return holder.__fundlensDatabase;
}

/** Whether the app's availability monitor currently sees the database down (false before the first use). */
export function isDatabaseDown(): boolean {
  return holder.__fundlensDatabase?.monitor?.isDown() ?? false;
}

/**
 * Tells the monitor a query failed to reach the database (a connect timeout, a refused connection), so it
 * probes at once on a new connection instead of waiting for its next turn.
 */
export function reportDatabaseFailure(error: unknown): void {
  // A statement timeout (57014) is one slow query, not a sign that the server is gone.
  const slowQuery = (error as { code?: unknown } | null)?.code === "57014";
  if (isDatabaseUnavailable(error) && !isKnownOutage(error) && !slowQuery) holder.__fundlensDatabase?.recheck();
}

/** Ends the app's pool and its monitor (tests and scripts that load route handlers; the server never needs it). */
export async function closeDatabase(): Promise<void> {
  const database = holder.__fundlensDatabase;
  holder.__fundlensDatabase = undefined;
  await database?.close();
}
