import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// TOTP (RFC 6238 over RFC 4226 HOTP) as authenticator apps and Supabase Auth use it: HMAC-SHA1,
// 30-second steps, 6 digits, secrets shown in base32 (RFC 4648, no padding).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too, as Supabase Auth does (clock drift, slow typing). */
export const TOTP_SKEW_STEPS = 1;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(data: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Case-insensitive, ignores spaces and padding; null when a character is outside the alphabet. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP with HMAC-SHA1: dynamic truncation of the counter's MAC to `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The step number of a moment (milliseconds since the epoch). */
export function totpStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

export function totpCode(key: Buffer, nowMs: number, digits = TOTP_DIGITS, period = TOTP_PERIOD_SECONDS): string {
  return hotp(key, totpStep(nowMs, period), digits);
}

/** Whether `code` is the code of the base32 `secret` at `nowMs`, or of a step within the skew. */
export function totpMatches(code: string, secret: string, nowMs: number, skew = TOTP_SKEW_STEPS): boolean {
  const key = base32Decode(secret);
  const given = code.trim();
  if (!key || key.length === 0 || !/^[0-9]{6}$/.test(given)) return false;
  const step = totpStep(nowMs);
  let matched = false;
  for (let delta = -skew; delta <= skew; delta += 1) {
    if (step + delta < 0) continue;
    // Every candidate is compared (no early exit), in constant time, so timing tells nothing about which step matched.
    if (timingSafeEqual(Buffer.from(hotp(key, step + delta)), Buffer.from(given))) matched = true;
  }
  return matched;
}

/** A new 160-bit secret (the HMAC-SHA1 block RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ algorithm: "SHA1", digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD_SECONDS), secret });
  return `otpauth://totp/${label}?${params.toString()}`;
}
