import { createAvailabilityMonitor } from "@/lib/db/availability-monitor";
import { createDatabaseProbe } from "@/lib/db/database-probe";
import { connect, createScratchDatabase, testDatabaseUrl } from "@/lib/db/testing/test-database";

// Issue 34, point 2: PDF bombs starved the server's own thread, the monitor's deadline fired before the thread
// could read PostgreSQL's answer, and a healthy database was declared down (every call 503). The monitor must
// judge the database by its answer, not by how late our event loop got to it.

const TIMEOUT_MS = 300;

/** Holds this thread, as a CPU-bound job on it would: no timer, no socket is served meanwhile. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe("the availability monitor, on a healthy database", () => {
  const probe = createDatabaseProbe(testDatabaseUrl(), TIMEOUT_MS);
  const events: string[] = [];
  const monitor = createAvailabilityMonitor({
    probe: probe.probe,
    intervalMs: 60_000,
    timeoutMs: TIMEOUT_MS,
    onDown: (error) => events.push(`down: ${error instanceof Error ? error.message : String(error)}`),
    onUp: () => events.push("up"),
  });

  afterAll(async () => {
    monitor.stop();
    await probe.close();
  });

  it("declares no outage when our own event loop is held far past the probe's deadline", async () => {
    expect(await monitor.check()).toBe(true);
    // On a new connection (its connect is then pending too) and on the open one, each time held 5x the deadline.
    for (const fresh of [true, false]) {
      if (fresh) probe.discard();
      const outcome = monitor.check();
      blockEventLoop(5 * TIMEOUT_MS);
      expect(await outcome).toBe(true);
      expect(monitor.isDown()).toBe(false);
    }
    expect(events).toEqual([]);
  });

  it("still declares an outage when the database does not answer (a probe that never settles)", async () => {
    const silent = createAvailabilityMonitor({
      probe: () => new Promise(() => undefined),
      intervalMs: 60_000,
      timeoutMs: TIMEOUT_MS,
    });
    expect(await silent.check()).toBe(false);
    expect(silent.isDown()).toBe(true);
  });
});

describe("the database probe, closed while a probe runs", () => {
  // A probe whose query failed tried once more on a new connection, and did so after close() too: a test file that
  // closed the app's database and dropped its own left that connection behind, and postgres-js retried its
  // `select 1` against the dropped database without pause (130,000 refused connections in one run of npm test).
  it("opens no connection after it is closed", async () => {
    const scratch = await createScratchDatabase();
    const admin = connect();
    try {
      const probe = createDatabaseProbe(scratch.url, TIMEOUT_MS);
      await probe.probe();
      // The query is queued, not yet sent, when close() ends the connection under it.
      const running = probe.probe();
      await probe.close();
      await expect(running).rejects.toThrow("The database probe is closed");
      await expect(probe.probe()).rejects.toThrow("The database probe is closed");
      const open = await admin<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where datname = ${scratch.name} and application_name = 'fundlens-probe'`;
      expect(open[0]!.n).toBe(0);
    } finally {
      await admin.end();
      await scratch.drop();
    }
  });
});
