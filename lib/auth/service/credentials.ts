import { validationFailed, weakPassword, type AuthError } from "@/lib/auth/service/auth-error";
import { isCommonPassword } from "@/lib/auth/service/common-passwords";
import { guessabilityProblem } from "@/lib/auth/service/password-guessability";

// Supabase Auth's defaults: minimum length 6, no character-class requirement, and bcrypt's 72-byte limit
// (bcrypt silently ignores what follows, so a longer password is refused rather than truncated).
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;

// Supabase Auth's wording for a password its leaked-password protection refuses (reason "pwned").
export const COMMON_PASSWORD_MESSAGE = "Password is known to be weak and easy to guess, please choose a different one.";
export const CONTROL_CHARACTER_MESSAGE = "Password cannot contain control characters (such as NUL, tab or newline)";

// NUL ends a string in C code (bcrypt implementations among them), and no keyboard types the others.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The error for a password that may not be set, or null when it is acceptable. `personal`: the member's
 * addresses, whose parts make a password guessable too.
 */
export async function passwordProblem(password: string, personal: readonly string[] = []): Promise<AuthError | null> {
  if (CONTROL_CHARACTERS.test(password)) return validationFailed(CONTROL_CHARACTER_MESSAGE);
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    return validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ["length"]);
  }
  if (await isCommonPassword(password)) return weakPassword(COMMON_PASSWORD_MESSAGE, ["pwned"]);
  const guessable = await guessabilityProblem(password, personalWords(personal));
  return guessable ? weakPassword(guessable, ["guessable"]) : null;
}

/** "asha.rao@example.in" as asha, rao, example: what a guesser who knows the address tries. */
function personalWords(addresses: readonly string[]): string[] {
  return addresses.flatMap((address) =>
    address
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 3),
  );
}

// The shape Supabase Auth accepts: something@something.tld, no spaces, at most 255 characters.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, trimmed address, or null when it is not an email address. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 255 && EMAIL.test(email) ? email : null;
}

/** E.164 digits without the "+", as Supabase Auth stores phone numbers, or null. */
export function normalisePhone(raw: string): string | null {
  const digits = raw
    .trim()
    .replace(/[\s()-]/g, "")
    .replace(/^\+/, "");
  return /^[1-9][0-9]{7,14}$/.test(digits) ? digits : null;
}

export const INVALID_EMAIL_MESSAGE = "Unable to validate email address: invalid format";
export const INVALID_PHONE_MESSAGE = "Invalid phone number format (E.164 required)";
