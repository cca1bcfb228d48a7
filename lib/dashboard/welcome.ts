import { z } from "zod";

// Sign-up (or the email confirmation that completes it) starts the first session in the same request that
// creates the account: their times are this close. A later log-in, even a minute after, is a return.
export const SAME_REQUEST_SECONDS = 5;

const sessionStartSchema = z.object({ amr: z.array(z.object({ timestamp: z.number() })).min(1) });

/** When the session of these access-token claims began (its first authentication), in Unix seconds. */
export function sessionStartedAt(claims: unknown): number | null {
  const parsed = sessionStartSchema.safeParse(claims);
  return parsed.success ? Math.min(...parsed.data.amr.map((method) => method.timestamp)) : null;
}

/**
 * Whether this is the member's first visit: the session began when the account became usable (created, or
 * confirmed when sign-up asks for a confirmation). Unknown times count as a return.
 */
export function isFirstSession(startedAt: number | null, accountReadyAt: string | null | undefined): boolean {
  if (startedAt === null || !accountReadyAt) return false;
  const ready = Date.parse(accountReadyAt);
  if (Number.isNaN(ready)) return false;
  return Math.abs(startedAt - Math.floor(ready / 1000)) <= SAME_REQUEST_SECONDS;
}

/** The dashboard's greeting: a new member is welcomed, a returning one welcomed back. */
export function welcomeText(name: string, firstSession: boolean): string {
  return firstSession ? `Welcome, ${name}` : `Welcome back, ${name}`;
}
