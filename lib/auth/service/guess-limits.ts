import { rateLimited } from "@/lib/auth/service/auth-error";
import type { Address } from "@/lib/auth/service/addresses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { addressLimitKey } from "@/lib/security/rate-limits/address-key";
import type { LimitName } from "@/lib/security/rate-limits/rate-limit-table";

export interface GuessAttempt {
  /** Clears the failures the attempt counted and remembers the client's address for the subject. */
  succeeded(): Promise<void>;
  /**
   * Gives back what the attempt took when the secret was never checked (the database did not answer): only a
   * checked guess is charged (issue 34, point 7).
   */
  abandoned(): Promise<void>;
}

/** The limits that guard guesses at one secret (an account's password, a factor's codes). */
interface GuessRules {
  /** Consecutive failures for the subject from one address; a success clears it. */
  pair: LimitName;
  /** Failures from one address, for any subject (spraying). */
  address?: LimitName;
  /** Failures for the subject from addresses that never succeeded for it (many-address guessing). */
  subject: LimitName;
  /** Marks an address that succeeded for the subject: `subject` never stops it. */
  known: LimitName;
}

/**
 * rate-limiter-flexible's "login endpoint protection", for any secret: guesses are counted per subject and
 * address (consecutive, cleared by a success) and per address. Guessing one subject from many addresses is
 * stopped by a per-subject count that addresses which once succeeded never see, so an attacker cannot lock
 * the owner out of their usual address; a new address gets 429 with Retry-After, telling when. Every attempt
 * is counted before the secret is checked (so parallel guesses cannot slip past together) and given back on
 * success.
 */
async function admitGuess(
  req: AuthRequest,
  subject: string,
  rules: GuessRules,
  refusal: string,
): Promise<GuessAttempt> {
  const { limits } = req.deps;
  const ip = addressLimitKey(req.ip);
  const pair = `${subject}|${ip}`;
  const known = await limits.has(rules.known, pair);
  const counted: [LimitName, string][] = [[rules.pair, pair]];
  if (rules.address) counted.push([rules.address, ip]);
  if (!known) counted.push([rules.subject, subject]);
  const outcomes = await Promise.all(counted.map(([name, key]) => limits.consume(name, key)));
  const wait = Math.max(...outcomes.map((outcome) => (outcome.allowed ? 0 : outcome.retryAfterSeconds)));
  if (wait > 0) {
    // A refused attempt checks no secret, so it uses up none of the other limits.
    await Promise.all(counted.map(([name, key], i) => (outcomes[i]!.allowed ? limits.reward(name, key) : undefined)));
    throw rateLimited(wait, refusal);
  }
  return {
    abandoned: async () => {
      await Promise.all(counted.map(([name, key]) => limits.reward(name, key)));
    },
    succeeded: async () => {
      await Promise.all([
        limits.reset(rules.pair, pair),
        rules.address ? limits.reward(rules.address, ip) : undefined,
        known ? undefined : limits.reward(rules.subject, subject),
        limits.mark(rules.known, pair),
      ]);
    },
  };
}

const PASSWORD_RULES = {
  pair: "auth-login-fails-account-address",
  address: "auth-login-fails-address",
  subject: "auth-login-fails-account",
  known: "auth-login-known-address",
} as const;

/** A password sign-in for the account at `address`. */
export function admitPasswordAttempt(req: AuthRequest, address: Address): Promise<GuessAttempt> {
  return admitGuess(
    req,
    `${address.kind}:${address.value}`,
    PASSWORD_RULES,
    "Too many sign-in attempts: try again later",
  );
}

/**
 * Marks the client's address as known for the account's password, as a sign-in does: sign-up sets the password
 * there, so guesses at it from elsewhere never lock its owner out of the address they signed up from (point 6).
 */
export async function markPasswordAddressKnown(req: AuthRequest, address: Address): Promise<void> {
  await req.deps.limits.mark(PASSWORD_RULES.known, `${address.kind}:${address.value}|${addressLimitKey(req.ip)}`);
}

/** A TOTP code for `factorId` (the per-address count is the MFA endpoints' own, taken before). */
export function admitCodeAttempt(req: AuthRequest, factorId: string): Promise<GuessAttempt> {
  const rules = {
    pair: "auth-totp-fails-factor-address",
    subject: "auth-totp-fails-factor",
    known: "auth-totp-known-address",
  } as const;
  return admitGuess(req, `factor:${factorId}`, rules, "Too many wrong codes for this factor: try again later");
}

/**
 * A code typed with its address at /verify (recovery, magic link, email or text OTP, sign-up confirmation):
 * per account from addresses that never verified a code for it, and consecutive per account and address.
 */
export function admitOneTimeCodeAttempt(req: AuthRequest, address: Address): Promise<GuessAttempt> {
  const rules = {
    pair: "auth-code-fails-account-address",
    subject: "auth-code-fails-account",
    known: "auth-code-known-address",
  } as const;
  return admitGuess(
    req,
    `${address.kind}:${address.value}`,
    rules,
    "Too many wrong codes for this account: try again later",
  );
}
