import type { Sql } from "postgres";
import type { AccessClaims } from "@/lib/auth/jwt/access-claims";

/**
 * What a verified access token may do: `live` when its session still exists for its user (and, for a member
 * with a verified factor, the token is aal2); `ended` after logout, a revoked session or a deleted user;
 * `aal2_required` for an aal1 token of a member who turned on two-step verification.
 */
export type MemberAccess = "live" | "ended" | "aal2_required";

interface SessionFacts {
  live: boolean;
  /** The session's level in the auth server (a factor's removal lowers it, while earlier tokens still say aal2). */
  aal: string;
  /** The member has a verified MFA factor, so only aal2 tokens may act for them. */
  enrolled: boolean;
}

export interface MemberSessionCheckOptions {
  /** How long an answer is reused: a logout reaches every instance within this time. */
  ttlMs?: number;
  /** Most sessions remembered at once; the oldest answer goes first. */
  maxEntries?: number;
  now?: () => number;
}

export const MEMBER_SESSION_TTL_MS = 5_000;

async function sessionFacts(sql: Sql, sessionId: string, userId: string): Promise<SessionFacts> {
  // Both are index lookups: sessions by primary key, factors by mfa_factors_user_id_idx (migration 0010).
  const [row] = await sql<{ aal: string; enrolled: boolean }[]>`
    select s.aal, exists (select 1 from auth.mfa_factors f where f.user_id = s.user_id and f.status = 'verified') as enrolled
    from auth.sessions s where s.id = ${sessionId} and s.user_id = ${userId}`;
  return row ? { live: true, aal: row.aal, enrolled: row.enrolled } : { live: false, aal: "aal1", enrolled: false };
}

export type MemberSessionCheck = (claims: AccessClaims) => Promise<MemberAccess>;

/** A check of a verified token's session, reusing each session's answer for `ttlMs` (one lookup per session per few seconds). */
export function createMemberSessionCheck(sql: Sql, options: MemberSessionCheckOptions = {}): MemberSessionCheck {
  const ttlMs = options.ttlMs ?? MEMBER_SESSION_TTL_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { facts: SessionFacts; at: number }>();

  return async (claims) => {
    // Every token the auth service (embedded or hosted) issues to a member names its session.
    if (!claims.session_id) return "ended";
    const key = `${claims.session_id}:${claims.sub}`;
    const cached = remembered.get(key);
    let facts = cached && now() - cached.at < ttlMs ? cached.facts : undefined;
    if (!facts) {
      facts = await sessionFacts(sql, claims.session_id, claims.sub);
      remembered.delete(key);
      remembered.set(key, { facts, at: now() });
      if (remembered.size > maxEntries) remembered.delete(remembered.keys().next().value!);
    }
    if (!facts.live) return "ended";
    // Both must say aal2: the token (signed when it was issued) and the session (as it is now).
    return facts.enrolled && (claims.aal !== "aal2" || facts.aal !== "aal2") ? "aal2_required" : "live";
  };
}
