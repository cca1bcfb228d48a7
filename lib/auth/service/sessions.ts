import { randomBytes } from "node:crypto";
import { signJwt } from "@/lib/auth/jwt/es256";
import { AuthError, sessionNotFound, userNotFound } from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { identitiesOf, userById, type Db, type UserRow } from "@/lib/auth/service/user-records";
import { appMetadata, loadUserView } from "@/lib/auth/service/user-view";

export const ACCESS_TOKEN_SECONDS = 3600;
/** A revoked refresh token used again within this many seconds (two tabs refreshing at once) gets the active one. */
export const REFRESH_REUSE_SECONDS = 10;

export type AmrMethod =
  | "password"
  | "otp"
  | "magiclink"
  | "recovery"
  | "email/signup"
  | "invite"
  | "email_change"
  | "totp"
  | "id_token"
  | "sms";

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
}

export async function accessTokenFor(
  req: AuthRequest,
  db: Db,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; iat: number; exp: number }> {
  const { signingKey } = await req.deps.keys();
  const iat = Math.floor(req.deps.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const identities = await identitiesOf(db, user.id);
  const claims = {
    iss: req.issuer,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: appMetadata(user, identities),
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims, signingKey), iat, exp };
}

async function sessionBody(req: AuthRequest, db: Db, user: UserRow, session: SessionRow, refreshToken: string) {
  const { token, exp } = await accessTokenFor(req, db, user, session);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserView(db, user),
  };
}

export type SessionBody = Awaited<ReturnType<typeof sessionBody>>;

const newRefreshToken = () => randomBytes(24).toString("base64url");

/** Signs the user in: a new session with its first refresh token. */
export async function startSession(req: AuthRequest, db: Db, user: UserRow, method: AmrMethod): Promise<SessionBody> {
  const now = new Date(req.deps.now());
  const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
  const [session] = await db<SessionRow[]>`
    insert into auth.sessions (user_id, aal, amr, user_agent, ip, created_at, updated_at)
    values (${user.id}, 'aal1', ${db.json(amr)}, ${req.request.headers.get("user-agent")}, ${req.ip}, ${now}, ${now})
    returning id, user_id, aal, amr`;
  const refreshToken = newRefreshToken();
  await db`insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at) values (${refreshToken}, ${user.id}, ${session!.id}, ${now}, ${now})`;
  const [signedIn] = await db<
    UserRow[]
  >`update auth.users set last_sign_in_at = ${now}, updated_at = ${now} where id = ${user.id} returning *`;
  await db`update auth.identities set last_sign_in_at = ${now} where user_id = ${user.id}`;
  return sessionBody(req, db, signedIn!, session!, refreshToken);
}

/** Raises a session to aal2 after a verified factor, keeping its refresh token chain. */
export async function upgradeSession(
  req: AuthRequest,
  db: Db,
  sessionId: string,
  factorId: string,
): Promise<SessionBody> {
  const timestamp = Math.floor(req.deps.now() / 1000);
  const [session] = await db<SessionRow[]>`
    update auth.sessions set aal = 'aal2', factor_id = ${factorId},
      amr = amr || ${db.json([{ method: "totp", timestamp }])}, updated_at = now()
    where id = ${sessionId} returning id, user_id, aal, amr`;
  if (!session) throw sessionNotFound();
  const user = await userById(db, session.user_id);
  if (!user) throw userNotFound();
  const refreshToken = await rotate(db, session.id, null, req.deps.now());
  return sessionBody(req, db, user, session, refreshToken);
}

async function rotate(db: Db, sessionId: string, parent: string | null, nowMs: number): Promise<string> {
  const now = new Date(nowMs);
  const [active] = await db<{ token: string; user_id: string }[]>`
    select token, user_id from auth.refresh_tokens where session_id = ${sessionId} and not revoked order by id desc limit 1`;
  const [owner] = active
    ? [active]
    : await db<{ user_id: string }[]>`select user_id from auth.sessions where id = ${sessionId}`;
  await db`update auth.refresh_tokens set revoked = true, updated_at = ${now} where session_id = ${sessionId} and not revoked`;
  const token = newRefreshToken();
  await db`
    insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
    values (${token}, ${owner!.user_id}, ${sessionId}, ${parent ?? active?.token ?? null}, ${now}, ${now})`;
  await db`update auth.sessions set refreshed_at = ${now}, updated_at = ${now} where id = ${sessionId}`;
  return token;
}

const refreshNotFound = () =>
  new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/**
 * grant_type=refresh_token. Every use rotates the token. A revoked token used again is an attack
 * (or a lost response), unless it is the direct parent of the active token or the reuse is within
 * REFRESH_REUSE_SECONDS: then the active token is answered; otherwise the whole session ends.
 */
export async function refreshSession(req: AuthRequest, refreshToken: string): Promise<SessionBody> {
  // The session's revocation must commit, so reuse is reported after the transaction, not thrown inside it.
  const outcome = (await req.deps.sql.begin(async (db): Promise<SessionBody | "reused"> => {
    const [row] = await db<{ token: string; session_id: string; revoked: boolean; updated_at: Date }[]>`
      select token, session_id, revoked, updated_at from auth.refresh_tokens where token = ${refreshToken} for update`;
    if (!row) throw refreshNotFound();
    const [session] = await db<
      SessionRow[]
    >`select id, user_id, aal, amr from auth.sessions where id = ${row.session_id} for update`;
    if (!session) throw refreshNotFound();
    const user = await userById(db, session.user_id);
    if (!user) throw refreshNotFound();
    if (user.banned_until && user.banned_until.getTime() > req.deps.now())
      throw new AuthError(400, "user_banned", "User is banned");
    let next: string;
    if (row.revoked) {
      const [active] = await db<{ token: string; parent: string | null }[]>`
        select token, parent from auth.refresh_tokens where session_id = ${session.id} and not revoked order by id desc limit 1`;
      const withinInterval = req.deps.now() - row.updated_at.getTime() <= REFRESH_REUSE_SECONDS * 1000;
      if (active && (active.parent === row.token || withinInterval)) {
        next = active.token;
      } else {
        await db`delete from auth.sessions where id = ${session.id}`;
        return "reused";
      }
    } else {
      next = await rotate(db, session.id, row.token, req.deps.now());
    }
    return sessionBody(req, db, user, session, next);
  })) as SessionBody | "reused";
  if (outcome === "reused")
    throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  return outcome;
}
