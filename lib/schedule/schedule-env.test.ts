import { parseScheduleEnv } from "@/lib/schedule/schedule-env";

describe("parseScheduleEnv", () => {
  it("defaults to auto, weekday evenings for the NAVs and Monday mornings for the facts, in India time", () => {
    expect(parseScheduleEnv({})).toEqual({
      SYNC_SCHEDULE: "auto",
      SYNC_NAV_CRON: "30 22 * * 1-5",
      SYNC_FACTS_CRON: "0 7 * * 1",
      SYNC_TIMEZONE: "Asia/Kolkata",
    });
  });

  it("refuses a bad value with a message naming the setting", () => {
    expect(() => parseScheduleEnv({ SYNC_SCHEDULE: "sometimes" })).toThrow(/SYNC_SCHEDULE/);
    expect(() => parseScheduleEnv({ SYNC_NAV_CRON: "every evening" })).toThrow(
      /SYNC_NAV_CRON: must be a cron expression/,
    );
    expect(() => parseScheduleEnv({ SYNC_TIMEZONE: "India/Mumbai" })).toThrow(
      /SYNC_TIMEZONE: must be an IANA time zone/,
    );
  });
});
