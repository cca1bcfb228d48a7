import { createHash, randomInt } from "node:crypto";
import type { Db } from "@/lib/auth/service/user-records";

export type TokenType =
  "confirmation" | "magiclink" | "recovery" | "invite" | "email_change" | "phone_change" | "reauthentication";

/** Emailed links and codes are valid for an hour. */
export const ONE_TIME_TOKEN_SECONDS = 3600;

/** As Supabase Auth does: the link carries sha224(address + code), so the code itself is never stored. */
export function tokenHash(relatesTo: string, code: string): string {
  return createHash("sha224")
    .update(relatesTo + code)
    .digest("hex");
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export interface IssuedToken {
  code: string;
  hash: string;
}

/** A new code for (user, type), replacing any earlier one of the same type. */
export async function issueToken(
  db: Db,
  userId: string,
  type: TokenType,
  relatesTo: string,
  flowStateId: string | null,
  nowMs: number,
): Promise<IssuedToken> {
  const code = sixDigitCode();
  const hash = tokenHash(relatesTo, code);
  await db`
    insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, flow_state_id, created_at)
    values (${userId}, ${type}, ${hash}, ${relatesTo}, ${flowStateId}, ${new Date(nowMs)})
    on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
      flow_state_id = excluded.flow_state_id, created_at = excluded.created_at`;
  return { code, hash };
}

export interface ConsumedToken {
  user_id: string;
  token_type: TokenType;
  relates_to: string;
  flow_state_id: string | null;
}

/** Uses a token up (it works once); null when unknown, of another type or older than an hour. */
export async function consumeToken(
  db: Db,
  hash: string,
  types: readonly TokenType[],
  nowMs: number,
): Promise<ConsumedToken | null> {
  const [row] = await db<(ConsumedToken & { created_at: Date })[]>`
    delete from auth.one_time_tokens where token_hash = ${hash} and token_type in ${db(types as TokenType[])}
    returning user_id, token_type, relates_to, flow_state_id, created_at`;
  if (!row || nowMs - row.created_at.getTime() > ONE_TIME_TOKEN_SECONDS * 1000) return null;
  return row;
}
