import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_MAX_AGE_HOURS, MIN_FILL_SECONDS } from "@/lib/contact/contact-limits";

// The contact form's timing token: when the server handed out the form, signed with the server's secret,
// so a bot cannot claim it opened the form minutes ago. Pure: the secret and the clock are arguments.
// Ours, not a JWT through jose: one HMAC over a time and a nonce, checked synchronously, with nothing to decode.
// The nonce makes every form's token its own, so each can be spent once (submit-contact.ts).

const VERSION = "v2";

function signature(secret: string, issuedAtMs: number, nonce: string): string {
  return createHmac("sha256", secret).update(`${VERSION}.${issuedAtMs}.${nonce}`).digest("base64url");
}

/** A token for a form handed out at `nowMs`. */
export function issueFormToken(secret: string, nowMs: number, nonce = randomBytes(12).toString("base64url")): string {
  return `${VERSION}.${nowMs}.${nonce}.${signature(secret, nowMs, nonce)}`;
}

export type FormTokenCheck =
  { ok: true; issuedAtMs: number } | { ok: false; reason: "invalid" | "too-fast" | "expired" };

/** Whether a token is ours, at least MIN_FILL_SECONDS old and younger than FORM_TOKEN_MAX_AGE_HOURS. */
export function checkFormToken(token: string, secret: string, nowMs: number): FormTokenCheck {
  const match = /^v2\.(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAtMs = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAtMs, match[2]!));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const age = nowMs - issuedAtMs;
  if (age < MIN_FILL_SECONDS * 1000) return { ok: false, reason: "too-fast" };
  if (age > FORM_TOKEN_MAX_AGE_HOURS * 3_600_000) return { ok: false, reason: "expired" };
  return { ok: true, issuedAtMs };
}

/** A one-way hash of a sender's IP address with the server's secret: comparable, not reversible by a dictionary. */
export function hashAddress(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`ip:${address}`).digest("hex");
}
