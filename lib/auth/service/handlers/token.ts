import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { countByAddress } from "@/lib/auth/service/auth-limits";
import { admitPasswordAttempt, type GuessAttempt } from "@/lib/auth/service/guess-limits";
import { addressOf, userByAddress } from "@/lib/auth/service/addresses";
import { idTokenGrant } from "@/lib/auth/service/handlers/id-token-grant";
import { exchangeFlow } from "@/lib/auth/service/flow-state";
import { passwordMatches } from "@/lib/auth/service/passwords";
import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { refreshSession, startSession, type AmrMethod } from "@/lib/auth/service/sessions";
import { userById } from "@/lib/auth/service/user-records";

const passwordGrantSchema = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1000).nullish(),
});
const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(200) });
const pkceGrantSchema = z.object({ auth_code: z.string().min(1).max(200), code_verifier: z.string().max(200) });

const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");

/** Runs what the check needs; when it fails (an outage, 503), the guess was never checked and is given back. */
async function unlessUnchecked<T>(attempt: GuessAttempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
}

async function passwordGrant(req: AuthRequest): Promise<Response> {
  const body = await req.body(passwordGrantSchema);
  const address = addressOf(body);
  if (!address || !body.password) throw invalidCredentials();
  const attempt = await admitPasswordAttempt(req, address);
  const { sql } = req.deps;
  const user = await unlessUnchecked(attempt, () => userByAddress(sql, address));
  // Compared even without a user (against a dummy hash): the time taken must not tell who is registered.
  const matches = await passwordMatches(body.password, user?.encrypted_password);
  if (!user || !matches) throw invalidCredentials();
  await attempt.succeeded();
  if (address.kind === "email" && !user.email_confirmed_at)
    throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  if (address.kind === "phone" && !user.phone_confirmed_at)
    throw new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  if (user.banned_until && user.banned_until.getTime() > req.deps.now())
    throw new AuthError(400, "user_banned", "User is banned");
  return jsonResponse(await sql.begin((db) => startSession(req, db, user, "password")));
}

const FLOW_METHODS: Record<string, AmrMethod> = {
  "email/signup": "email/signup",
  recovery: "recovery",
  magiclink: "otp",
  invite: "invite",
  email_change: "email_change",
};

async function pkceGrant(req: AuthRequest): Promise<Response> {
  const body = await req.body(pkceGrantSchema);
  const session = await req.deps.sql.begin(async (db) => {
    const flow = await exchangeFlow(db, body.auth_code, body.code_verifier, req.deps.now());
    const user = await userById(db, flow.userId);
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return startSession(req, db, user, FLOW_METHODS[flow.authenticationMethod] ?? "otp");
  });
  return jsonResponse(session);
}

export async function token(req: AuthRequest): Promise<Response> {
  await countByAddress(req, "auth-token");
  const grant = req.url.searchParams.get("grant_type");
  switch (grant) {
    case "password":
      return passwordGrant(req);
    case "refresh_token":
      return jsonResponse(await refreshSession(req, (await req.body(refreshGrantSchema)).refresh_token));
    case "pkce":
      return pkceGrant(req);
    case "id_token":
      return idTokenGrant(req);
    default:
      throw validationFailed("unsupported_grant_type");
  }
}
