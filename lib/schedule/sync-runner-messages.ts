import { z } from "zod";
import { syncPhaseSchema, syncRefreshSchema } from "@/lib/ingest/sync/sync-report";

/** The server asks its sync process for one run of data:sync with these arguments. */
export const syncRunRequestSchema = z.object({ id: z.number().int(), args: z.array(z.string()) });

/** The sync process's answer: the run's outcome, and for a run that succeeded, its parts' times (runSync's report). */
export const syncRunAnswerSchema = z.discriminatedUnion("ok", [
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    pid: z.number().int(),
    phases: z.array(syncPhaseSchema),
    refreshed: syncRefreshSchema.nullable(),
  }),
  z.object({
    id: z.number().int(),
    ok: z.literal(false),
    pid: z.number().int(),
    reason: z.string(),
  }),
]);
export type SyncRunAnswer = z.infer<typeof syncRunAnswerSchema>;
export type SyncRunReport = Extract<SyncRunAnswer, { ok: true }>;
