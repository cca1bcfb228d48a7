import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { requireAal2IfEnrolled, requireMember } from "@/lib/auth/service/authenticate";
import { verifyGoogleIdToken, type IdTokenClaims } from "@/lib/auth/service/google-id-token";
import { syncProviders } from "@/lib/auth/service/identity-providers";
import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { startSession } from "@/lib/auth/service/sessions";
import { firstRow, userByEmail, userById, type Db, type UserRow } from "@/lib/auth/service/user-records";

const idTokenGrantSchema = z.object({
  provider: z.string().max(100).nullish(),
  id_token: z.string().max(20_000).nullish(),
  nonce: z.string().max(1000).nullish(),
  access_token: z.string().max(20_000).nullish(),
  link_identity: z.boolean().nullish(),
});

const GOOGLE = "google";

function identityData(claims: IdTokenClaims, emailVerified: boolean): Record<string, unknown> {
  return {
    iss: claims.iss,
    sub: claims.sub,
    provider_id: claims.sub,
    email: claims.email,
    email_verified: emailVerified,
    phone_verified: false,
    ...(claims.name ? { name: claims.name, full_name: claims.name } : {}),
    ...(claims.picture ? { picture: claims.picture, avatar_url: claims.picture } : {}),
  };
}

async function addGoogleIdentity(
  db: Db,
  userId: string,
  claims: IdTokenClaims,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
    values (${claims.sub}, ${userId}, ${db.json(data as never)}, ${GOOGLE}, ${now})`;
  await syncProviders(db, userId);
}

/**
 * The user a Google account signs in as: the one its identity belongs to, else the user with the same
 * email when Google vouches for it (the identity is linked to them), else a new user.
 */
async function signInUser(db: Db, claims: IdTokenClaims, emailVerified: boolean, now: Date): Promise<UserRow> {
  const data = identityData(claims, emailVerified);
  const [identity] = await db<{ user_id: string }[]>`
    update auth.identities set identity_data = ${db.json(data as never)}, updated_at = ${now}
    where provider = ${GOOGLE} and provider_id = ${claims.sub} returning user_id`;
  if (identity) return firstRow(db<UserRow[]>`select * from auth.users where id = ${identity.user_id}`);
  const email = claims.email?.toLowerCase() ?? null;
  const existing = email ? await userByEmail(db, email) : undefined;
  if (existing) {
    if (!emailVerified)
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    await addGoogleIdentity(db, existing.id, claims, data, now);
    return firstRow(
      db<
        UserRow[]
      >`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, ${now}), updated_at = ${now} where id = ${existing.id} returning *`,
    );
  }
  const user = await firstRow(db<UserRow[]>`
    insert into auth.users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values (${email}, ${email && emailVerified ? now : null}, ${db.json({ provider: GOOGLE, providers: [GOOGLE] })}, ${db.json(data as never)}, ${now}, ${now})
    returning *`);
  await addGoogleIdentity(db, user.id, claims, data, now);
  return user;
}

/**
 * POST /token?grant_type=id_token {provider: "google", id_token, nonce?}: Google sign-in. With link_identity
 * (supabase-js linkIdentity with a token) the Google account is added to the signed-in member instead;
 * an account already linked to anyone answers 422 identity_already_exists.
 */
export async function idTokenGrant(req: AuthRequest): Promise<Response> {
  const body = await req.body(idTokenGrantSchema);
  if (!body.id_token) throw validationFailed("id_token required");
  if (body.provider !== GOOGLE) throw validationFailed(`Custom OIDC provider "${body.provider ?? ""}" not allowed`);
  const { google } = req.deps.settings;
  if (!google.clientId)
    throw new AuthError(400, "provider_disabled", `Provider (issuer "${google.issuer}") is not enabled`);
  const linkingMember = body.link_identity ? await requireMember(req) : null;
  // A second way into the account: as sensitive as a new password once the member has MFA on.
  if (linkingMember)
    await requireAal2IfEnrolled(
      req,
      linkingMember,
      "AAL2 session is required to link an identity when MFA is enabled.",
    );
  const claims = await verifyGoogleIdToken(body.id_token, {
    jwksUrl: google.jwksUrl,
    issuer: google.issuer,
    clientId: google.clientId,
    nonce: body.nonce,
    accessToken: body.access_token,
    nowMs: req.deps.now(),
  });
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  const now = new Date(req.deps.now());

  const session = await req.deps.sql.begin(async (db) => {
    let user: UserRow;
    if (linkingMember) {
      const [owner] = await db<
        { user_id: string }[]
      >`select user_id from auth.identities where provider = ${GOOGLE} and provider_id = ${claims.sub}`;
      if (owner) {
        const message =
          owner.user_id === linkingMember.user.id
            ? "Identity is already linked"
            : "Identity is already linked to another user";
        throw new AuthError(422, "identity_already_exists", message);
      }
      await addGoogleIdentity(db, linkingMember.user.id, claims, identityData(claims, emailVerified), now);
      const linked = await userById(db, linkingMember.user.id);
      if (!linked) throw new AuthError(403, "user_not_found", "User not found");
      user = linked;
    } else {
      user = await signInUser(db, claims, emailVerified, now);
    }
    if (user.banned_until && user.banned_until.getTime() > req.deps.now())
      throw new AuthError(400, "user_banned", "User is banned");
    return startSession(req, db, user, "id_token");
  });
  return jsonResponse(session);
}
