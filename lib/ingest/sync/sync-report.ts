import { z } from "zod";

/** How long a part of a sync took: wall time, and the process's CPU time (all its threads). */
export const syncPhaseSchema = z.object({
  name: z.enum(["history", "nav", "facts", "metrics", "checks"]),
  seconds: z.number(),
  cpuSeconds: z.number(),
});
export type SyncPhase = z.infer<typeof syncPhaseSchema>;

/** The metrics refresh of a sync: plans refreshed and, of those, plans whose stored metrics were kept. */
export const syncRefreshSchema = z.object({ plans: z.number().int(), kept: z.number().int() });
export type SyncRefresh = z.infer<typeof syncRefreshSchema>;
