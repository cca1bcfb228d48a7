import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { Endpoint } from "@/lib/api/endpoint";
import {
  errorAnswer,
  parseRequest,
  rateLimitAnswer,
  type HandlerInput,
  type RouteContext,
} from "@/lib/api/handle-endpoint";
import { respondPrivate } from "@/lib/api/public-answer";
import { memberAccessOf } from "@/lib/auth/app-member-session";
import { verifyMemberRequest } from "@/lib/auth/verify-access-token";
import { asMember } from "@/lib/db/member-scope";
import { getDatabase } from "@/lib/db/client";

export const LOGIN_REQUIRED_MESSAGE = "Your session has ended or you are not logged in. Log in and try again.";
export const SECOND_STEP_REQUIRED_MESSAGE =
  "Your account has two-step verification on. Enter the code from your authenticator app to continue.";

/** A member handler's input: the parsed request, the member's id (from the verified token only) and their transaction. */
export interface MemberHandlerInput<E extends Endpoint> extends Omit<HandlerInput<E>, "sql"> {
  userId: string;
  /** The member's transaction: role `authenticated`, auth.uid() = userId, so row-level security applies. */
  tx: TransactionSql;
  /** The app's pool, for public fund data (outside the member's transaction). */
  sql: Sql;
}

/**
 * A write for a member whose account was deleted within the session check's few seconds of memory: the
 * foreign key of a member table (`<table>_user_id_fkey`, to auth.users) finds no user. A 401, not a 500.
 */
function deletedMember(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint_name?: unknown } | null;
  return (
    failure?.code === "23503" &&
    typeof failure.constraint_name === "string" &&
    failure.constraint_name.endsWith("_user_id_fkey")
  );
}

/** The error answer of a member call: a deleted member's write is a 401 like any ended session. */
export function memberErrorAnswer(endpoint: Endpoint, error: unknown): Response {
  return errorAnswer(endpoint, deletedMember(error) ? new ApiError("unauthorized", LOGIN_REQUIRED_MESSAGE) : error);
}

/** The member's id from a verified bearer token whose session is live (401), at aal2 when they have a factor (403). */
export async function verifiedMember(request: Request): Promise<string> {
  const member = await verifyMemberRequest(request.headers);
  if (!member.ok) throw new ApiError("unauthorized", LOGIN_REQUIRED_MESSAGE);
  const access = await memberAccessOf(member.claims);
  if (access === "ended") throw new ApiError("unauthorized", LOGIN_REQUIRED_MESSAGE);
  if (access === "aal2_required") throw new ApiError("forbidden", SECOND_STEP_REQUIRED_MESSAGE);
  return member.userId;
}

/**
 * Wraps a member endpoint once: rate limit, verify the bearer access token and that its session is still live
 * (401 otherwise, before the body is read), aal2 for a member with a verified factor (403), then parse, run in
 * the member's row-level-security transaction, answer privately (never cached).
 */
export function handleMember<E extends Endpoint>(endpoint: E, run: (input: MemberHandlerInput<E>) => Promise<unknown>) {
  return async function handler(request: Request, context: RouteContext = {}): Promise<Response> {
    const limited = await rateLimitAnswer(request);
    if (limited) return limited;
    try {
      const userId = await verifiedMember(request);
      const parsed = await parseRequest(endpoint, request, context);
      const { sql } = getDatabase();
      return respondPrivate(await asMember(sql, userId, (tx) => run({ ...parsed, userId, tx, sql })));
    } catch (error) {
      return memberErrorAnswer(endpoint, error);
    }
  };
}
