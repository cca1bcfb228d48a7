import { generateSecret, verifySync } from "otplib";

// TOTP (RFC 6238) as authenticator apps and Supabase Auth use it: HMAC-SHA1, 30-second steps, 6 digits,
// secrets shown in base32 (RFC 4648, no padding).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too, as Supabase Auth does (clock drift, slow typing). */
export const TOTP_SKEW_STEPS = 1;

/** Whether `code` is the code of the base32 `secret` at `nowMs`, or of a step within the skew. */
export function totpMatches(code: string, secret: string, nowMs: number, skew = TOTP_SKEW_STEPS): boolean {
  try {
    return verifySync({
      secret,
      token: code.trim(),
      algorithm: "sha1",
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: skew * TOTP_PERIOD_SECONDS,
    }).valid;
  } catch {
    // otplib throws for a code of the wrong length or with letters and for a secret that is not base32.
    return false;
  }
}

/** A new 160-bit secret (the HMAC-SHA1 block RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). Ours, not otplib's
 * generateURI: that one leaves out algorithm, digits and period at their defaults, which Supabase Auth sends.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
