import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { assertNavsPublished, scheduleWanted } from "@/lib/schedule/start-server-schedule";
import { FACTS_SYNC_JOB, NAV_SYNC_JOB, syncJobs } from "@/lib/schedule/sync-jobs";
import { scheduleEnvSchema } from "@/lib/schedule/schedule-env";

describe("the server's schedule", () => {
  let database: MigratedDatabase;
  beforeAll(async () => void (database = await createMigratedDatabase()));
  afterAll(async () => database?.drop());

  const setKind = (kind: "demo" | "amfi") =>
    database.sql`insert into dataset_state (id, kind) values (1, ${kind}) on conflict (id) do update set kind = excluded.kind`;

  it("is off by default on the demo dataset and an empty database, on for AMFI data or REAL_DATA_DIR", async () => {
    const auto = { SYNC_SCHEDULE: "auto" } as const;
    expect(await scheduleWanted(database.sql, auto, undefined)).toMatchObject({ on: false });
    await setKind("demo");
    expect(await scheduleWanted(database.sql, auto, undefined)).toEqual({
      on: false,
      why: "the database holds the demo dataset (SYNC_SCHEDULE=on forces it)",
    });
    expect(await scheduleWanted(database.sql, auto, "/data/real")).toMatchObject({ on: true });
    expect(await scheduleWanted(database.sql, { SYNC_SCHEDULE: "on" }, undefined)).toMatchObject({ on: true });
    await setKind("amfi");
    expect(await scheduleWanted(database.sql, auto, undefined)).toEqual({
      on: true,
      why: "the database holds AMFI data",
    });
    expect(await scheduleWanted(database.sql, { SYNC_SCHEDULE: "off" }, "/data/real")).toMatchObject({ on: false });
  });

  it("fails a NAV run whose day AMFI has not published yet, so that it is retried", async () => {
    const [nav, facts] = syncJobs(scheduleEnvSchema.parse({}));
    expect([nav!.name, facts!.name]).toEqual([NAV_SYNC_JOB, FACTS_SYNC_JOB]);
    const thursdayEvening = new Date("2026-11-26T22:30:00+05:30");
    // No NAVs at all.
    await expect(assertNavsPublished(database.sql, nav!, thursdayEvening)).rejects.toThrow(
      "AMFI has not published the NAVs of 2026-11-26 yet (the latest are of no date)",
    );
    // Most plans at Wednesday's NAVs (one liquid fund ahead does not count): still waiting for Thursday's.
    await database.sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      values (1, '2025-01-01', '2026-11-25', 10), (2, '2025-01-01', '2026-11-25', 10), (3, '2025-01-01', '2026-11-28', 10)`;
    await expect(assertNavsPublished(database.sql, nav!, thursdayEvening)).rejects.toThrow(
      "AMFI has not published the NAVs of 2026-11-26 yet (the latest are of 2026-11-25)",
    );
    await database.sql`update plan_nav_stats set last_nav_date = '2026-11-26' where scheme_code in (1, 2)`;
    await expect(assertNavsPublished(database.sql, nav!, thursdayEvening)).resolves.toBeUndefined();
    // The facts job does not wait for NAVs.
    await expect(assertNavsPublished(database.sql, facts!, thursdayEvening)).resolves.toBeUndefined();
  });
});
