import { z } from "zod";
import { AuthError, otpExpired, validationFailed } from "@/lib/auth/service/auth-error";
import { countByAddress } from "@/lib/auth/service/auth-limits";
import { addressOf, allowedRedirect, type Address } from "@/lib/auth/service/addresses";
import { issueAuthCode } from "@/lib/auth/service/flow-state";
import { admitOneTimeCodeAttempt } from "@/lib/auth/service/guess-limits";
import { consumeCode, consumeToken, type ConsumedToken, type TokenType } from "@/lib/auth/service/one-time-tokens";
import { jsonResponse, redirectResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { startSession, type AmrMethod, type SessionBody } from "@/lib/auth/service/sessions";
import { upsertIdentity, userById, type Db, type UserRow } from "@/lib/auth/service/user-records";

const emailExists = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");

const VERIFY_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
  "sms",
  "phone_change",
] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens a /verify type may use up. */
const ACCEPTS: Record<VerifyType, readonly TokenType[]> = {
  signup: ["confirmation"],
  invite: ["invite"],
  magiclink: ["magiclink", "confirmation"],
  email: ["magiclink", "confirmation", "invite"],
  recovery: ["recovery"],
  email_change: ["email_change", "email_change_current"],
  sms: ["magiclink", "confirmation"],
  phone_change: ["phone_change"],
};

const METHODS: Record<TokenType, AmrMethod> = {
  confirmation: "otp",
  magiclink: "otp",
  invite: "invite",
  recovery: "recovery",
  email_change: "email_change",
  email_change_current: "email_change",
  phone_change: "sms",
  reauthentication: "otp",
};

/** Applies what a used token proves: the address is confirmed, or the changed address becomes the user's. */
async function applyToken(db: Db, used: ConsumedToken, now: Date): Promise<UserRow | undefined> {
  const isPhone = /^[0-9]+$/.test(used.relates_to);
  let rows: UserRow[];
  if (used.token_type === "email_change" || used.token_type === "email_change_current") {
    // Both links were followed (the other token is gone): the address asked for becomes the user's.
    rows = await db<UserRow[]>`
      update auth.users set email = email_change, email_change = null, email_confirmed_at = ${now}, updated_at = ${now}
      where id = ${used.user_id} and email_change is not null returning *`.catch((error: unknown) => {
      // Someone took the address after the change was asked for: the usual refusal (an #error= redirect for a
      // link), not a 500 from users_email_key (issue 34, point 8). The transaction rolls back; nothing changes.
      if ((error as { code?: unknown }).code === "23505") throw emailExists();
      throw error;
    });
  } else if (used.token_type === "phone_change") {
    rows = await db<
      UserRow[]
    >`update auth.users set phone = ${used.relates_to}, phone_change = null, phone_confirmed_at = ${now}, updated_at = ${now} where id = ${used.user_id} returning *`;
  } else if (isPhone) {
    rows = await db<
      UserRow[]
    >`update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, ${now}), updated_at = ${now} where id = ${used.user_id} returning *`;
  } else {
    rows = await db<
      UserRow[]
    >`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, ${now}), updated_at = ${now} where id = ${used.user_id} returning *`;
  }
  const user = rows[0];
  if (user) await upsertIdentity(db, user, isPhone ? "phone" : "email", true);
  return user;
}

type Verified =
  { kind: "session"; session: SessionBody; type: VerifyType } | { kind: "code"; code: string } | { kind: "one-of-two" };

/** Supabase Auth's words when the first of a secure email change's two links is followed. */
const ONE_OF_TWO_MESSAGE = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** The other half of a secure email change, still waiting to be followed (issue 34, point 8). */
async function otherHalfPending(db: Db, used: ConsumedToken): Promise<boolean> {
  if (used.token_type !== "email_change" && used.token_type !== "email_change_current") return false;
  const other = used.token_type === "email_change" ? "email_change_current" : "email_change";
  const [row] = await db`select 1 from auth.one_time_tokens where user_id = ${used.user_id} and token_type = ${other}`;
  return row !== undefined;
}

/** What /verify names: the link's hash, or a code typed with its address. */
type Proof = { hash: string } | { address: Address; code: string };

async function verifyToken(req: AuthRequest, proof: Proof, type: VerifyType, allowPkce: boolean): Promise<Verified> {
  await countByAddress(req, "auth-verify");
  // A typed code is a guess at six digits: counted per account as well (issue 34, point 4). A link's hash is 224
  // random bits, which the per-address count is enough for.
  const attempt = "code" in proof ? await admitOneTimeCodeAttempt(req, proof.address) : null;
  // A wrong code must stay counted against the token (consumeCode), so the transaction commits and the refusal
  // is thrown after it.
  const check = req.deps.sql.begin(async (db): Promise<Verified | null> => {
    const now = req.deps.now();
    const used =
      "code" in proof
        ? await consumeCode(db, proof.address.value, proof.code, ACCEPTS[type], now)
        : await consumeToken(db, proof.hash, ACCEPTS[type], now);
    if (!used) return null;
    if (await otherHalfPending(db, used)) return { kind: "one-of-two" };
    const user = (await applyToken(db, used, new Date(req.deps.now()))) ?? (await userById(db, used.user_id));
    if (!user) return null;
    if (allowPkce && used.flow_state_id) {
      const code = await issueAuthCode(db, used.flow_state_id, req.deps.now());
      if (code) return { kind: "code", code };
    }
    return { kind: "session", session: await startSession(req, db, user, METHODS[used.token_type]), type };
  });
  // A code the database never checked (an outage) is not charged as a wrong one.
  const verified = await check.catch(async (error: unknown) => {
    await attempt?.abandoned();
    throw error;
  });
  if (!verified) throw otpExpired();
  await attempt?.succeeded();
  return verified as Verified;
}

const verifyBodySchema = z.object({
  type: z.enum(VERIFY_TYPES),
  token: z.string().max(100).nullish(),
  token_hash: z.string().max(100).nullish(),
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
});

/** POST /verify: a code with its email or phone, or a token_hash; answers a session. */
export async function verifyPost(req: AuthRequest): Promise<Response> {
  const body = await req.body(verifyBodySchema);
  let proof: Proof;
  if (body.token_hash) proof = { hash: body.token_hash };
  else {
    const address = addressOf(body);
    if (!address || !body.token)
      throw validationFailed("Verify requires a token and an email or phone number, or a token_hash");
    proof = { address, code: body.token.trim() };
  }
  const verified = await verifyToken(req, proof, body.type, false);
  if (verified.kind === "one-of-two") return jsonResponse({ msg: ONE_OF_TWO_MESSAGE, code: 200 });
  if (verified.kind !== "session") throw otpExpired();
  return jsonResponse(verified.session);
}

/**
 * GET /verify (the link in an email): redirects to redirect_to with the session in the fragment
 * (implicit flow) or ?code= (PKCE), or with the error in the fragment, as Supabase Auth does.
 */
export async function verifyGet(req: AuthRequest): Promise<Response> {
  const params = req.url.searchParams;
  const target = new URL(allowedRedirect(req, params.get("redirect_to")));
  const type = z.enum(VERIFY_TYPES).safeParse(params.get("type"));
  const hash = params.get("token");
  try {
    if (!type.success || !hash) throw otpExpired();
    const verified = await verifyToken(req, { hash }, type.data, true);
    if (verified.kind === "code") {
      target.searchParams.set("code", verified.code);
      return redirectResponse(target.toString());
    }
    if (verified.kind === "one-of-two") {
      target.hash = new URLSearchParams({ message: ONE_OF_TWO_MESSAGE }).toString();
      return redirectResponse(target.toString());
    }
    const { session } = verified;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type: verified.type,
    });
    target.hash = fragment.toString();
    return redirectResponse(target.toString());
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    target.hash = new URLSearchParams({
      error: "access_denied",
      error_code: error.code,
      error_description: error.message,
    }).toString();
    return redirectResponse(target.toString());
  }
}
