import { parseExpression } from "cron-parser";
import { z } from "zod";

const cron = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine(
      (value) => {
        try {
          parseExpression(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be a cron expression (minute hour day-of-month month day-of-week)" },
    );

/** The scheduled sync's settings (docs/serving.md, "The scheduled sync"). Parsed once; an invalid value stops the server with a message naming it. */
export const scheduleEnvSchema = z.object({
  /** on, off, or auto: on when REAL_DATA_DIR is set or the database holds AMFI data (never on the demo dataset). */
  SYNC_SCHEDULE: z.enum(["on", "off", "auto"]).default("auto"),
  /** The AMFI NAV sync: weekday evenings after AMFI publishes (by 11 pm), in SYNC_TIMEZONE. */
  SYNC_NAV_CRON: cron("30 22 * * 1-5"),
  /** The fund facts (scheme master, expense ratios, fund performance feed): Monday mornings. */
  SYNC_FACTS_CRON: cron("0 7 * * 1"),
  SYNC_TIMEZONE: z
    .string()
    .trim()
    .default("Asia/Kolkata")
    .refine(
      (zone) => {
        // ICU lists Asia/Kolkata as Asia/Calcutta: asking for a formatter is the test that accepts both.
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be an IANA time zone such as Asia/Kolkata" },
    ),
});

export type ScheduleEnv = z.infer<typeof scheduleEnvSchema>;

export function parseScheduleEnv(env: Record<string, string | undefined> = process.env): ScheduleEnv {
  const parsed = scheduleEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid sync schedule setting: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return parsed.data;
}
