import { bearerToken } from "@/lib/auth/jwt/bearer-token";
import { verifyJwtSignature } from "@/lib/auth/jwt/es256";
import { accessClaimsSchema, type AccessClaims } from "@/lib/auth/jwt/access-claims";
import {
  AuthError,
  badJwt,
  noAuthorization,
  notAdmin,
  sessionNotFound,
  userNotFound,
} from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { userById, type UserRow } from "@/lib/auth/service/user-records";

async function verifiedPayload(req: AuthRequest): Promise<Record<string, unknown>> {
  const token = bearerToken(req.request.headers);
  if (!token) throw noAuthorization();
  const { jwks } = await req.deps.keys();
  const signed = await verifyJwtSignature(token, jwks);
  if (!signed.ok) throw badJwt(signed.reason);
  const exp = signed.payload.exp;
  if (typeof exp !== "number" || exp <= Math.floor(req.deps.now() / 1000))
    throw badJwt("token has invalid claims: token is expired");
  return signed.payload;
}

export interface Member {
  user: UserRow;
  claims: AccessClaims;
  sessionId: string;
  /** The session's assurance level as auth.sessions records it (the token's signed `aal` claim says the same). */
  aal: string;
}

/** A signed-in user's request: valid access token, live session, existing user. */
export async function requireMember(req: AuthRequest): Promise<Member> {
  const payload = await verifiedPayload(req);
  const parsed = accessClaimsSchema.safeParse(payload);
  if (!parsed.success || !parsed.data.session_id) throw badJwt("token has invalid claims");
  const claims = parsed.data;
  const [session] = await req.deps.sql<
    { id: string; aal: string | null }[]
  >`select id, aal from auth.sessions where id = ${claims.session_id!}`;
  if (!session) throw sessionNotFound();
  const user = await userById(req.deps.sql, claims.sub);
  if (!user) throw userNotFound();
  return { user, claims, sessionId: session.id, aal: session.aal ?? "aal1" };
}

/**
 * Refuses (Supabase Auth's `insufficient_aal`) an aal1 session of a member who has a verified factor: the
 * one check every sensitive call makes, so a stolen password alone cannot take the account over.
 */
export async function requireAal2IfEnrolled(
  req: AuthRequest,
  member: Member,
  message: string,
  status = 422,
): Promise<void> {
  if (member.aal === "aal2") return;
  const [verified] = await req.deps.sql<{ id: string }[]>`
    select id from auth.mfa_factors where user_id = ${member.user.id} and status = 'verified' limit 1`;
  if (verified) throw new AuthError(status, "insufficient_aal", message);
}

/** Admin endpoints: a token (the service-role key) whose role is service_role. */
export async function requireServiceRole(req: AuthRequest): Promise<void> {
  const payload = await verifiedPayload(req);
  if (payload.role !== "service_role") throw notAdmin();
}
