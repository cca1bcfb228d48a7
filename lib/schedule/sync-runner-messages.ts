import { z } from "zod";

/** The server asks its sync process for one run of data:sync with these arguments. */
export const syncRunRequestSchema = z.object({ id: z.number().int(), args: z.array(z.string()) });
export type SyncRunRequest = z.infer<typeof syncRunRequestSchema>;

const phaseSchema = z.object({
  name: z.enum(["history", "nav", "facts", "metrics", "checks"]),
  seconds: z.number(),
  cpuSeconds: z.number(),
});

/** The sync process's answer: the run's outcome, how long it took and the process's CPU time (all its threads). */
export const syncRunAnswerSchema = z.discriminatedUnion("ok", [
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    pid: z.number().int(),
    seconds: z.number(),
    cpuSeconds: z.number(),
    phases: z.array(phaseSchema),
    refreshed: z.object({ plans: z.number().int(), kept: z.number().int() }).nullable(),
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
