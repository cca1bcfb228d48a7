import { isDatabaseDown } from "@/lib/db/client";
import { isDatabaseUnavailable, isKnownOutage } from "@/lib/db/database-unavailable";

/** How long without a database failure, with the monitor saying up, before an outage counts as over. */
const QUIET_MS = 5_000;

export interface OutageLog {
  /**
   * Logs a failed request of `kind` (e.g. "GET /api/v1/nfo/{id}", "screener list"). The database not answering
   * is one line per outage and kind, without a stack (the availability monitor logs the outage itself);
   * anything else is logged in full, every time.
   */
  failed(kind: string, error: unknown): void;
}

export function createOutageLog(options: {
  isDown: () => boolean;
  log: (...parts: unknown[]) => void;
  now?: () => number;
  quietMs?: number;
}): OutageLog {
  const now = options.now ?? Date.now;
  const quietMs = options.quietMs ?? QUIET_MS;
  const logged = new Set<string>();
  let lastFailureAt = 0;
  let watcher: ReturnType<typeof setInterval> | undefined;

  const outageOver = () => !options.isDown() && now() - lastFailureAt >= quietMs;
  const watch = () => {
    if (watcher) return;
    watcher = setInterval(() => {
      if (!outageOver()) return;
      logged.clear();
      clearInterval(watcher);
      watcher = undefined;
    }, 1_000);
    watcher.unref?.();
  };

  return {
    failed(kind, error) {
      if (!isDatabaseUnavailable(error)) return options.log(`${kind} failed`, error);
      if (logged.size > 0 && outageOver()) logged.clear();
      lastFailureAt = now();
      if (logged.has(kind)) return;
      logged.add(kind);
      watch();
      // A known outage was logged by the monitor; a connection failing on its own is news, named with its cause.
      const cause = isKnownOutage(error)
        ? "the database is down"
        : error instanceof Error
          ? error.message
          : String(error);
      options.log(`${kind}: 503, ${cause} (logged once for this kind until the database answers again)`);
    },
  };
}

const holder = globalThis as typeof globalThis & { __fundlensOutageLog?: OutageLog };

/** The process's outage log, on the app's availability monitor. */
export function appOutageLog(): OutageLog {
  holder.__fundlensOutageLog ??= createOutageLog({
    isDown: isDatabaseDown,
    log: (...parts) => console.error(...parts),
  });
  return holder.__fundlensOutageLog;
}
