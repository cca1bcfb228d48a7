import type { Sql } from "postgres";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { loadDemoDataset } from "@/lib/ingest/demo/load-demo";
import { runSync } from "@/lib/ingest/sync/run-sync";
import { readDataFreshness } from "@/lib/schedule/data-freshness";
import { readScheduleStatus } from "@/lib/schedule/schedule-status";
import { NAV_SYNC_JOB, type SyncJob } from "@/lib/schedule/sync-jobs";
import { SCHEDULE_SCHEMA } from "@/lib/schedule/schedule-schema";
import { startSyncSchedule, type SyncSchedule } from "@/lib/schedule/sync-schedule";

// The schedule on pg-boss against a real database: two server instances share one schedule, and a sync that
// cannot reach AMFI is recorded with its reason, retried, and changes nothing. The job is due every minute, so
// pg-boss enqueues it as soon as it starts; the timings are shortened so that the test does not wait minutes.
jest.setTimeout(120_000);

const TIMINGS = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 };

const everyMinute = (overrides: Partial<SyncJob> = {}): SyncJob => ({
  name: NAV_SYNC_JOB,
  description: "test",
  cron: "* * * * *",
  timeZone: "Asia/Kolkata",
  args: [],
  expectsTodaysNavs: false,
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  ...overrides,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** A cron entry due every minute is due again at the next minute: start well inside one. */
async function earlyInAMinute(): Promise<void> {
  const second = new Date().getSeconds();
  if (second > 35) await sleep((61 - second) * 1000);
}

interface RunRow {
  state: string;
  retry_count: number;
  message: string | null;
}

function runsOf(sql: Sql, name: string): Promise<RunRow[]> {
  return sql.unsafe<RunRow[]>(
    `select state, retry_count, output->>'message' as message from ${SCHEDULE_SCHEMA}.job where name = $1
     union all
     select state, retry_count, output->>'message' from ${SCHEDULE_SCHEMA}.archive where name = $1`,
    [name],
  );
}

describe("the scheduled sync on pg-boss", () => {
  let database: ScratchDatabase;
  let sql: Sql;
  const running: SyncSchedule[] = [];

  beforeEach(async () => {
    database = await createScratchDatabase({ migrated: true });
    sql = connect(database.url);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((schedule) => schedule.stop()));
    await sql.end();
    await database.drop();
  });

  it("runs a scheduled job once when two instances run the worker, and keeps the run after they stop", async () => {
    const ranOn: string[] = [];
    const instance = (name: string) =>
      startSyncSchedule({
        connectionString: database.url,
        jobs: [everyMinute()],
        run: async () => void ranOn.push(name),
        log: () => undefined,
        timings: TIMINGS,
      });
    await earlyInAMinute();
    running.push(...(await Promise.all([instance("first"), instance("second")])));
    await until(
      async () => ((await runsOf(sql, NAV_SYNC_JOB))[0]?.state === "completed" ? true : undefined),
      "the run",
    );
    // Both instances check the clock every second and poll twice a second: give them a few rounds to (not) repeat it.
    await sleep(4000);
    expect(ranOn).toHaveLength(1);
    expect(await runsOf(sql, NAV_SYNC_JOB)).toEqual([{ state: "completed", retry_count: 0, message: null }]);

    // Stopped (a restart): the schedule and its history are in the database.
    await Promise.all(running.splice(0).map((schedule) => schedule.stop()));
    const [status] = (await readScheduleStatus(sql))!;
    expect(status).toMatchObject({
      job: NAV_SYNC_JOB,
      cron: "* * * * *",
      time_zone: "Asia/Kolkata",
      last_run: { job: NAV_SYNC_JOB, state: "completed", attempts: 1, reason: null },
    });
    expect(Date.parse(status!.next_run)).toBeGreaterThan(Date.now());
  });

  it("records a sync that cannot reach AMFI with its reason, retries it, and leaves the data as it was", async () => {
    await loadDemoDataset(sql, { seed: 7, today: "2026-01-15", years: 1, scale: 0.05 });
    const snapshot = () =>
      sql`select (select count(*)::int from navs) as navs, (select sum(nav)::text from navs) as nav_sum,
                 (select count(*)::int from imports) as imports, (select version from data_version) as version,
                 (select kind from dataset_state) as kind`;
    const before = await snapshot();
    let attempts = 0;
    const offline: typeof fetch = async () => {
      attempts++;
      throw new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND www.amfiindia.com") });
    };
    await earlyInAMinute();
    running.push(
      await startSyncSchedule({
        connectionString: database.url,
        jobs: [everyMinute({ retryLimit: 1, retryDelaySeconds: 1 })],
        run: async () =>
          void (await runSync(sql, {
            today: "2026-01-16",
            facts: false,
            fetchImpl: offline,
            sleep: async () => undefined,
            log: () => undefined,
          })),
        log: () => undefined,
        timings: TIMINGS,
      }),
    );
    const [run] = await until(async () => {
      const runs = await runsOf(sql, NAV_SYNC_JOB);
      return runs[0]?.state === "failed" ? runs : undefined;
    }, "the failed run");
    expect(run).toMatchObject({ state: "failed", retry_count: 1 });
    expect(run!.message).toMatch(/ENOTFOUND|fetch failed/);
    expect(attempts).toBeGreaterThan(1); // each of the two runs tried the download
    expect(await snapshot()).toEqual(before);

    const freshness = await readDataFreshness(sql, new Date("2026-01-16T12:00:00+05:30"));
    expect(freshness).toMatchObject({
      latest_nav_date: "2026-01-15",
      expected_nav_date: "2026-01-15",
      stale: false,
      last_sync: { job: NAV_SYNC_JOB, state: "failed", attempts: 2, reason: run!.message },
    });
  });
});
