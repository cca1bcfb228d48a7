import type { Sql } from "postgres";
import type { z } from "zod";
import { AuthError, badJson, validationFailed } from "@/lib/auth/service/auth-error";
import { jsonDepthExceeds, JSON_TOO_DEEP_MESSAGE } from "@/lib/api/json-depth";
import { JSON_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { BodyTooLargeError, readBoundedText } from "@/lib/http/bounded-body";
import type { EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import type { AuthMailSender } from "@/lib/auth/service/mail-sender";
import type { RateLimits } from "@/lib/security/rate-limits/rate-limits";

export interface AuthServiceSettings {
  autoconfirm: boolean;
  /** Keep messages in auth.dev_outbox (a local setup). */
  outbox: boolean;
  /** Where links land when no (allowed) redirect_to is given. */
  siteUrl: string;
  /**
   * This service's public address, `${site}/auth/v1`: the tokens' issuer and the base of links in emails.
   * Configured, never taken from the request, whose URL carries the address the server is bound to.
   */
  issuer: string;
  google: { clientId?: string; jwksUrl: string; issuer: string };
}

export interface AuthServiceDeps {
  sql: Sql;
  keys: () => Promise<EmbeddedKeys>;
  settings: AuthServiceSettings;
  limits: RateLimits;
  /** Sends the queued emails through SMTP after the answer (mail-sender.ts); null when no mail server is set. */
  mail?: AuthMailSender | null;
  /** Milliseconds since the epoch (tests move it). */
  now: () => number;
  log: (line: string) => void;
}

export interface AuthRequest {
  request: Request;
  url: URL;
  params: Record<string, string>;
  ip: string;
  /** settings.issuer: the tokens' issuer and the base of links in emails. */
  issuer: string;
  deps: AuthServiceDeps;
  /** Set when the request queued an email: the service nudges the sender once it has answered. */
  mailQueued?: boolean;
  /** The JSON body parsed with `schema`; 400 bad_json or validation_failed otherwise. */
  body<T>(schema: z.ZodType<T>): Promise<T>;
}

export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const type = request.headers.get("content-type") ?? "";
  // JSON only: a cross-site form post (text/plain, form-encoded) cannot reach a state-changing endpoint.
  if (!type.toLowerCase().includes("application/json")) throw badJson();
  let text: string;
  try {
    text = await readBoundedText(request, JSON_BODY_LIMIT_BYTES);
  } catch (error) {
    // 413 is a client error: supabase-js retries only 5xx, and shows `message`.
    if (error instanceof BodyTooLargeError) throw new AuthError(413, "request_too_large", error.message);
    throw badJson();
  }
  if (jsonDepthExceeds(text)) throw validationFailed(JSON_TOO_DEEP_MESSAGE);
  let raw: unknown;
  try {
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badJson();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationFailed(issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid request body");
  }
  return parsed.data;
}
