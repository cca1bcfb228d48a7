import QRCode from "qrcode";
import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { countByAddress } from "@/lib/auth/service/auth-limits";
import { admitCodeAttempt } from "@/lib/auth/service/guess-limits";
import { requireAal2IfEnrolled, requireMember, type Member } from "@/lib/auth/service/authenticate";
import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { upgradeSession } from "@/lib/auth/service/sessions";
import { newTotpSecret, otpauthUri, totpMatches } from "@/lib/auth/service/totp";
import { factorsOf, firstRow, type Db, type FactorRow } from "@/lib/auth/service/user-records";
import { isUuid } from "@/lib/auth/service/uuid-param";

/** A challenge must be verified within five minutes, as in Supabase Auth. */
export const MFA_CHALLENGE_SECONDS = 300;
/** Supabase Auth's default cap on a user's factors (verified or not). */
export const MAX_ENROLLED_FACTORS = 10;

const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");

const countMfa = (req: AuthRequest) => countByAddress(req, "auth-mfa");

/** The member's own factor; another member's factor answers exactly as an unknown one. */
async function ownFactor(db: Db, member: Member, rawId: string | undefined): Promise<FactorRow> {
  if (!isUuid(rawId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const [factor] = await db<
    FactorRow[]
  >`select * from auth.mfa_factors where id = ${rawId} and user_id = ${member.user.id}`;
  if (!factor) throw factorNotFound();
  return factor;
}

const enrollSchema = z.object({
  factor_type: z.string().max(40).nullish(),
  friendly_name: z.string().max(200).nullish(),
  issuer: z.string().trim().max(200).nullish(),
});

/** POST /factors: a new, unverified TOTP factor with its secret, otpauth URI and QR code (SVG markup). */
export async function enrollFactor(req: AuthRequest): Promise<Response> {
  await countMfa(req);
  const member = await requireMember(req);
  const body = await req.body(enrollSchema);
  if (body.factor_type === "phone")
    throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (body.factor_type !== "totp") throw validationFailed("factor_type needs to be totp or phone");
  const { sql, settings } = req.deps;
  const friendlyName = body.friendly_name ?? "";
  const factors = await factorsOf(sql, member.user.id);
  if (factors.length >= MAX_ENROLLED_FACTORS) {
    throw new AuthError(
      403,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  }
  // A second factor added from a password-only session would let its holder pass the code step later.
  await requireAal2IfEnrolled(req, member, "AAL2 required to enroll a new factor", 403);
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const issuer = body.issuer || new URL(settings.siteUrl).host;
  const secret = newTotpSecret();
  const uri = otpauthUri(issuer, member.user.email ?? member.user.phone ?? "", secret);
  const qrCode = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const now = new Date(req.deps.now());
  const factor = await firstRow(sql<FactorRow[]>`
    insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
    values (${member.user.id}, ${friendlyName}, 'totp', 'unverified', ${secret}, ${now}, ${now})
    returning *`);
  // The QR code is bare SVG markup: supabase-js prefixes it with data:image/svg+xml itself.
  return jsonResponse({
    id: factor.id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret, uri },
  });
}

/** POST /factors/{id}/challenge: a challenge to answer with the current code within five minutes, from this address. */
export async function challengeFactor(req: AuthRequest): Promise<Response> {
  await countMfa(req);
  const member = await requireMember(req);
  const { sql } = req.deps;
  const factor = await ownFactor(sql, member, req.params.id);
  const now = new Date(req.deps.now());
  const challenge = await firstRow(sql<{ id: string; created_at: Date }[]>`
    insert into auth.mfa_challenges (factor_id, created_at, ip_address) values (${factor.id}, ${now}, ${req.ip}) returning id, created_at`);
  await sql`update auth.mfa_factors set last_challenged_at = ${now} where id = ${factor.id}`;
  return jsonResponse({
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(challenge.created_at.getTime() / 1000) + MFA_CHALLENGE_SECONDS,
  });
}

const verifySchema = z.object({ challenge_id: z.string().max(100).nullish(), code: z.string().max(100).nullish() });

/**
 * POST /factors/{id}/verify: the code of a live challenge raises this session to aal2 (amr gains totp) and
 * verifies the factor; the member's other aal1 sessions end and their other unverified TOTP factors go.
 */
export async function verifyFactor(req: AuthRequest): Promise<Response> {
  await countMfa(req);
  const member = await requireMember(req);
  const body = await req.body(verifySchema);
  if (!body.code) throw validationFailed("Code needs to be non-empty");
  const { sql } = req.deps;
  const factor = await ownFactor(sql, member, req.params.id);
  const challengeNotFound = () =>
    new AuthError(404, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (!isUuid(body.challenge_id)) throw challengeNotFound();
  const [challenge] = await sql<
    { id: string; created_at: Date; verified_at: Date | null; ip_address: string | null }[]
  >`
    select id, created_at, verified_at, ip_address from auth.mfa_challenges where id = ${body.challenge_id} and factor_id = ${factor.id}`;
  if (!challenge) throw challengeNotFound();
  // One message for both, so the answer does not tell whether the challenge was already used.
  if (challenge.verified_at || challenge.ip_address !== req.ip) {
    throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch");
  }
  if (req.deps.now() - challenge.created_at.getTime() > MFA_CHALLENGE_SECONDS * 1000) {
    await sql`delete from auth.mfa_challenges where id = ${challenge.id}`;
    throw new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  // Per factor too: guesses spread over many addresses still get few codes checked, while an address
  // that verified a code for this factor before is never held back by them (lib/auth/service/guess-limits.ts).
  const attempt = await admitCodeAttempt(req, factor.id);
  if (!factor.secret || !totpMatches(body.code, factor.secret, req.deps.now())) {
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  }
  await attempt.succeeded();
  const session = await sql.begin(async (db) => {
    const now = new Date(req.deps.now());
    await db`update auth.mfa_challenges set verified_at = ${now} where id = ${challenge.id}`;
    await db`update auth.mfa_factors set status = 'verified', updated_at = ${now} where id = ${factor.id}`;
    await db`delete from auth.mfa_factors where user_id = ${member.user.id} and factor_type = 'totp' and status = 'unverified' and id <> ${factor.id}`;
    await db`delete from auth.sessions where user_id = ${member.user.id} and aal = 'aal1' and id <> ${member.sessionId}`;
    return upgradeSession(req, db, member.sessionId, factor.id);
  });
  return jsonResponse(session);
}

/** DELETE /factors/{id}: an unverified factor any time; a verified one only from an aal2 session. */
export async function unenrollFactor(req: AuthRequest): Promise<Response> {
  const member = await requireMember(req);
  const { sql } = req.deps;
  const factor = await ownFactor(sql, member, req.params.id);
  // Removing a verified factor turns MFA off: only a session that has shown the code may do it.
  if (factor.status === "verified")
    await requireAal2IfEnrolled(req, member, "AAL2 required to unenroll verified factor");
  await sql.begin(async (db) => {
    await db`delete from auth.mfa_factors where id = ${factor.id}`;
    await db`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = ${new Date(req.deps.now())} where factor_id = ${factor.id}`;
  });
  return jsonResponse({ id: factor.id });
}
