import { sameOriginTarget } from "@/lib/auth/redirect-path";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  normaliseEmail,
  normalisePhone,
} from "@/lib/auth/service/credentials";
import { validationFailed } from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { userByEmail, userByPhone, type Db, type UserRow } from "@/lib/auth/service/user-records";

export type Address = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** The email or phone of a request body, validated and normalised; null when neither was given. */
export function addressOf(body: { email?: string | null; phone?: string | null }): Address | null {
  if (body.email) {
    const email = normaliseEmail(body.email);
    if (!email) throw validationFailed(INVALID_EMAIL_MESSAGE);
    return { kind: "email", value: email };
  }
  if (body.phone) {
    const phone = normalisePhone(body.phone);
    if (!phone) throw validationFailed(INVALID_PHONE_MESSAGE);
    return { kind: "phone", value: phone };
  }
  return null;
}

export function userByAddress(db: Db, address: Address): Promise<UserRow | undefined> {
  return address.kind === "email" ? userByEmail(db, address.value) : userByPhone(db, address.value);
}

/**
 * Where a link may send the browser: a path on this site, or an address on this service's or the site's
 * origin, normalised and checked as every redirect is (sameOriginTarget). Anything else (another site)
 * falls back to the site, so links cannot be turned into open redirects.
 */
export function allowedRedirect(req: AuthRequest, raw: string | null | undefined): string {
  const site = req.deps.settings.siteUrl;
  const target = raw ? sameOriginTarget(raw, site, [new URL(site).origin, new URL(req.issuer).origin]) : null;
  return target ? target.toString() : site;
}

/** A link to GET /verify, as in Supabase Auth's emails. */
export function verifyLink(req: AuthRequest, hash: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${req.issuer}/verify?${params.toString()}`;
}

/** Counts a message to this address; the seconds to wait (the caller refuses with over_email_send_rate_limit), or 0. */
export async function addressWait(req: AuthRequest, address: Address): Promise<number> {
  const outcome = await req.deps.limits.consume("auth-message-to", destinationKey(address));
  return outcome.allowed ? 0 : outcome.retryAfterSeconds;
}

/** Gives back the count of a message that was not sent after all. */
export function giveBackAddressWindow(req: AuthRequest, address: Address): Promise<void> {
  return req.deps.limits.reward("auth-message-to", destinationKey(address));
}

const destinationKey = (address: Address) => `${address.kind}:${address.value}`;
