import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "@/lib/auth/service/user-records";

export type TokenType =
  | "confirmation"
  | "magiclink"
  | "recovery"
  | "invite"
  | "email_change"
  /** The second half of a secure email change: the link sent to the current address (issue 34, point 8). */
  | "email_change_current"
  | "phone_change"
  | "reauthentication";

/** Emailed links and codes are valid for an hour. */
export const ONE_TIME_TOKEN_SECONDS = 3600;

/** Wrong codes typed for an address before its live codes die (issue 34, point 4); a new code starts again. */
export const CODE_WRONG_GUESS_LIMIT = 5;

/** As Supabase Auth does: sha224(address + code), so the code itself is never stored. */
export function codeHash(relatesTo: string, code: string): string {
  return createHash("sha224")
    .update(relatesTo + code)
    .digest("hex");
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export interface IssuedToken {
  code: string;
  /** What the emailed link carries: random (224 bits), so it cannot be worked out from a guessed code. */
  hash: string;
}

/**
 * A new code for (user, type). It ends every earlier code of the user for the same address, of any type, so
 * only the newest code sent there can be guessed at.
 */
export async function issueToken(
  db: Db,
  userId: string,
  type: TokenType,
  relatesTo: string,
  flowStateId: string | null,
  nowMs: number,
): Promise<IssuedToken> {
  const code = sixDigitCode();
  const hash = randomBytes(28).toString("hex");
  await db`delete from auth.one_time_tokens where user_id = ${userId} and (token_type = ${type} or relates_to = ${relatesTo})`;
  await db`
    insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, flow_state_id, created_at)
    values (${userId}, ${type}, ${hash}, ${codeHash(relatesTo, code)}, ${relatesTo}, ${flowStateId}, ${new Date(nowMs)})`;
  return { code, hash };
}

export interface ConsumedToken {
  user_id: string;
  token_type: TokenType;
  relates_to: string;
  flow_state_id: string | null;
}

type TokenRow = ConsumedToken & { created_at: Date };

const fresh = (row: TokenRow | undefined, nowMs: number) =>
  row && nowMs - row.created_at.getTime() <= ONE_TIME_TOKEN_SECONDS * 1000 ? row : null;

/** Uses a token up by its link's hash (it works once); null when unknown, of another type or older than an hour. */
export async function consumeToken(
  db: Db,
  hash: string,
  types: readonly TokenType[],
  nowMs: number,
): Promise<ConsumedToken | null> {
  const [row] = await db<TokenRow[]>`
    delete from auth.one_time_tokens where token_hash = ${hash} and token_type in ${db(types as TokenType[])}
    returning user_id, token_type, relates_to, flow_state_id, created_at`;
  return fresh(row, nowMs);
}

/**
 * Uses a token up by the code typed with its address. A wrong code counts against every live code for the
 * address that the call could have used; at CODE_WRONG_GUESS_LIMIT they are deleted (the person asks again).
 */
export async function consumeCode(
  db: Db,
  relatesTo: string,
  code: string,
  types: readonly TokenType[],
  nowMs: number,
): Promise<ConsumedToken | null> {
  const [row] = await db<TokenRow[]>`
    delete from auth.one_time_tokens
    where code_hash = ${codeHash(relatesTo, code)} and relates_to = ${relatesTo} and token_type in ${db(types as TokenType[])}
    returning user_id, token_type, relates_to, flow_state_id, created_at`;
  if (row) return fresh(row, nowMs);
  await countWrongCode(db, relatesTo, types);
  return null;
}

/**
 * Counts a wrong code against every live code for the address of the given types; the ones it brings to
 * CODE_WRONG_GUESS_LIMIT are deleted. consumeCode calls it; a caller whose transaction rolls back after a wrong
 * code calls it again in a transaction of its own, so the count survives.
 */
export async function countWrongCode(db: Db, relatesTo: string, types: readonly TokenType[]): Promise<void> {
  await db`
    delete from auth.one_time_tokens
    where relates_to = ${relatesTo} and token_type in ${db(types as TokenType[])} and wrong_guesses >= ${CODE_WRONG_GUESS_LIMIT - 1}`;
  await db`
    update auth.one_time_tokens set wrong_guesses = wrong_guesses + 1
    where relates_to = ${relatesTo} and token_type in ${db(types as TokenType[])}`;
}
