import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { Endpoint } from "@/lib/api/endpoint";
import { rateLimitAnswer } from "@/lib/api/handle-endpoint";
import { memberErrorAnswer, verifiedMember } from "@/lib/api/handle-member-endpoint";
import { respondPrivate } from "@/lib/api/public-answer";
import { CasRefusal } from "@/lib/cas/cas-refusal";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { asMember } from "@/lib/db/member-scope";
import { getDatabase } from "@/lib/db/client";
import { bodyLimitFor } from "@/lib/http/body-limits";
import { BodyTooLargeError, readBoundedBytes } from "@/lib/http/bounded-body";
import { appRateLimits } from "@/lib/security/rate-limits/app-rate-limits";

export interface UploadInput {
  userId: string;
  statement: CasStatement;
  /** The form's other text fields (never the password). */
  fields: ReadonlyMap<string, string>;
  sql: Sql;
  /** Runs work in the member's row-level-security transaction. */
  asMember: <T>(work: (tx: TransactionSql) => Promise<T>) => Promise<T>;
}

const PDF_POOL_RETRY_AFTER_SECONDS = 60;
const retryAfter = (refusal: CasRefusal) => (refusal.code === "busy" ? PDF_POOL_RETRY_AFTER_SECONDS : undefined);

const TOO_MANY_UPLOADS = "You have uploaded many statements this hour. Wait a while and try again.";

async function readForm(request: Request): Promise<FormData> {
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedBytes(request, bodyLimitFor(new URL(request.url).pathname).bytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError("payload_too_large", error.message);
    throw new ApiError("bad_request", "The upload could not be read to its end.");
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type))
    throw new ApiError("bad_request", "Send the statement as multipart/form-data with `file` and `password`.");
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload is not a readable multipart form.");
  }
}

/**
 * Wraps a statement upload: the API's rate limit, the member verified before a byte of the body is read, the
 * member's upload limit, the body read up to the path's limit (lib/http/body-limits.ts), the PDF parsed in memory
 * outside any database transaction (it can take seconds), then the work in the member's transaction. The PDF and
 * password live only in this request; a refusal says why and stores nothing.
 */
export function handleStatementUpload<E extends Endpoint>(endpoint: E, run: (input: UploadInput) => Promise<unknown>) {
  return async function handler(request: Request): Promise<Response> {
    const limited = await rateLimitAnswer(request, endpoint);
    if (limited) return limited;
    try {
      const userId = await verifiedMember(request);
      const outcome = await appRateLimits().consume("statement-upload", userId);
      if (!outcome.allowed) throw new ApiError("rate_limited", TOO_MANY_UPLOADS, outcome.retryAfterSeconds);
      const form = await readForm(request);
      const file = form.get("file");
      const password = form.get("password");
      if (!(file instanceof Blob) || file.size === 0)
        throw new ApiError("bad_request", "Choose the statement PDF to upload.");
      if (typeof password !== "string") throw new ApiError("bad_request", "Enter the statement's password.");
      let statement: CasStatement;
      try {
        statement = await parseStatement(new Uint8Array(await file.arrayBuffer()), password);
      } catch (error) {
        // "busy" is the server's state, not the file's: 503 with Retry-After, so the member tries again later.
        if (error instanceof CasRefusal)
          throw new ApiError(error.code === "busy" ? "unavailable" : "bad_request", error.message, retryAfter(error));
        throw error;
      }
      const fields = new Map<string, string>();
      for (const [key, value] of form) if (key !== "password" && typeof value === "string") fields.set(key, value);
      const { sql } = getDatabase();
      return respondPrivate(
        await run({ userId, statement, fields, sql, asMember: (work) => asMember(sql, userId, work) }),
      );
    } catch (error) {
      return memberErrorAnswer(endpoint, error);
    }
  };
}
