import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { AuthError } from "@/lib/auth/service/auth-error";
import type { Db } from "@/lib/auth/service/user-records";

/** PKCE flows must be exchanged within five minutes of the code being issued. */
export const FLOW_STATE_SECONDS = 300;

export const pkceFieldsSchema = z.object({
  code_challenge: z.string().min(43).max(128).nullish(),
  code_challenge_method: z.string().nullish(),
});

export type PkceFields = z.infer<typeof pkceFieldsSchema>;

function method(fields: PkceFields): "s256" | "plain" | null {
  if (!fields.code_challenge) return null;
  const value = (fields.code_challenge_method ?? "plain").toLowerCase();
  if (value !== "s256" && value !== "plain")
    throw new AuthError(400, "validation_failed", "Code challenge method must be S256 or plain");
  return value;
}

/** Starts a PKCE flow when the request carries a code challenge; returns its id, or null for the implicit flow. */
export async function startFlow(
  db: Db,
  userId: string,
  fields: PkceFields,
  authenticationMethod: string,
): Promise<string | null> {
  const challengeMethod = method(fields);
  if (!challengeMethod) return null;
  const [row] = await db<{ id: string }[]>`
    insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
    values (${userId}, ${randomUUID()}, ${challengeMethod}, ${fields.code_challenge!}, ${authenticationMethod})
    returning id`;
  return row!.id;
}

/** Marks the flow's code as issued now (the link was followed) and returns it. */
export async function issueAuthCode(db: Db, flowStateId: string, nowMs: number): Promise<string | null> {
  const now = new Date(nowMs);
  const [row] = await db<{ auth_code: string }[]>`
    update auth.flow_state set auth_code_issued_at = ${now}, updated_at = ${now} where id = ${flowStateId} returning auth_code`;
  return row?.auth_code ?? null;
}

export function challengeMatches(verifier: string, challenge: string, challengeMethod: string): boolean {
  if (challengeMethod === "plain") return verifier === challenge;
  return createHash("sha256").update(verifier).digest("base64url") === challenge;
}

export interface ExchangedFlow {
  userId: string;
  authenticationMethod: string;
}

/** grant_type=pkce: the code and verifier of a flow this service started; the flow is used up. */
export async function exchangeFlow(db: Db, authCode: string, verifier: string, nowMs: number): Promise<ExchangedFlow> {
  const [flow] = await db<
    {
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      auth_code_issued_at: Date | null;
    }[]
  >`
    select * from auth.flow_state where auth_code = ${authCode}`;
  // A flow's code counts only once its link was followed (issued); before that nobody was given it.
  if (!flow || !flow.user_id || !flow.auth_code_issued_at)
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  if (nowMs - flow.auth_code_issued_at.getTime() > FLOW_STATE_SECONDS * 1000) {
    await db`delete from auth.flow_state where id = ${flow.id}`;
    throw new AuthError(422, "flow_state_expired", "Flow state has expired. Please try again.");
  }
  if (
    verifier.length < 43 ||
    verifier.length > 128 ||
    !challengeMatches(verifier, flow.code_challenge, flow.code_challenge_method)
  ) {
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  await db`delete from auth.flow_state where id = ${flow.id}`;
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
