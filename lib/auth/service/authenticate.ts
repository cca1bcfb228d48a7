import { bearerToken } from "@/lib/auth/jwt/bearer-token";
import { verifyJwtSignature } from "@/lib/auth/jwt/es256";
import { accessClaimsSchema, type AccessClaims } from "@/lib/auth/jwt/access-claims";
import { badJwt, noAuthorization, notAdmin, sessionNotFound, userNotFound } from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { userById, type UserRow } from "@/lib/auth/service/user-records";

async function verifiedPayload(req: AuthRequest): Promise<Record<string, unknown>> {
  const token = bearerToken(req.request.headers);
  if (!token) throw noAuthorization();
  const { jwks } = await req.deps.keys();
  const signed = verifyJwtSignature(token, jwks);
  if (!signed.ok) throw badJwt(signed.reason);
  const exp = signed.payload.exp;
  if (typeof exp !== "number" || exp <= Math.floor(req.deps.now() / 1000)) throw badJwt("token has invalid claims: token is expired");
  return signed.payload;
}

export interface Member {
  user: UserRow;
  claims: AccessClaims;
  sessionId: string;
}

/** A signed-in user's request: valid access token, live session, existing user. */
export async function requireMember(req: AuthRequest): Promise<Member> {
  const payload = await verifiedPayload(req);
  const parsed = accessClaimsSchema.safeParse(payload);
  if (!parsed.success || !parsed.data.session_id) throw badJwt("token has invalid claims");
  const claims = parsed.data;
  const [session] = await req.deps.sql<{ id: string }[]>`select id from auth.sessions where id = ${claims.session_id!}`;
  if (!session) throw sessionNotFound();
  const user = await userById(req.deps.sql, claims.sub);
  if (!user) throw userNotFound();
  return { user, claims, sessionId: session.id };
}

/** Admin endpoints: a token (the service-role key) whose role is service_role. */
export async function requireServiceRole(req: AuthRequest): Promise<void> {
  const payload = await verifiedPayload(req);
  if (payload.role !== "service_role") throw notAdmin();
}
