import { z } from "zod";
import { isoDate } from "@/lib/api/schemas/fields";

/** One stretch of dates over which a plan's expense ratio stayed the same. */
export const terRun = z.object({
  value: z.number().meta({ description: "Total expense ratio, percent a year." }),
  from: isoDate.meta({ description: "The first date on record with this value." }),
  to: isoDate.meta({
    description: "The day before the next value starts; for the current value, the last date on record.",
  }),
  source: z.string().meta({ description: "The source of the first record with this value." }),
});
export type TerRun = z.output<typeof terRun>;

export const terHistory = z
  .object({
    runs: z.array(terRun).meta({ description: "Oldest first; a new run starts at every change of value." }),
    last_change: isoDate.nullable().meta({
      description: "The date the current value first appeared after a different one; null if it never changed.",
    }),
  })
  .meta({ description: "How the plan's expense ratio changed, from every dated record of it." });
export type TerHistory = z.output<typeof terHistory>;
