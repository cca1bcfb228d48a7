import { rateLimited } from "@/lib/auth/service/auth-error";
import type { Address } from "@/lib/auth/service/addresses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { addressLimitKey } from "@/lib/security/rate-limits/address-key";
import type { LimitName } from "@/lib/security/rate-limits/rate-limit-table";

export interface PasswordAttempt {
  /** Clears the failures the attempt counted and remembers the address for the account. */
  succeeded(): Promise<void>;
}

/**
 * rate-limiter-flexible's "login endpoint protection": wrong passwords are counted per account and address
 * (consecutive, cleared by a success) and per address per day. Guessing one account from many addresses is
 * stopped by a per-account count that addresses the account has signed in from never see, so an attacker
 * cannot lock the owner out of their usual address; a new address gets 429 with Retry-After, telling when.
 * Every attempt is counted before the password is checked (so parallel guesses cannot slip past together)
 * and given back on success.
 */
export async function admitPasswordAttempt(req: AuthRequest, address: Address): Promise<PasswordAttempt> {
  const { limits } = req.deps;
  const account = `${address.kind}:${address.value}`;
  const ip = addressLimitKey(req.ip);
  const pair = `${account}|${ip}`;
  const known = await limits.has("auth-login-known-address", pair);
  const counted: [LimitName, string][] = [
    ["auth-login-fails-account-address", pair],
    ["auth-login-fails-address", ip],
  ];
  if (!known) counted.push(["auth-login-fails-account", account]);
  const outcomes = await Promise.all(counted.map(([name, key]) => limits.consume(name, key)));
  const wait = Math.max(...outcomes.map((outcome) => (outcome.allowed ? 0 : outcome.retryAfterSeconds)));
  if (wait > 0) {
    // A refused attempt checks no password, so it uses up none of the other limits.
    await Promise.all(counted.map(([name, key], i) => (outcomes[i]!.allowed ? limits.reward(name, key) : undefined)));
    throw rateLimited(wait, "Too many sign-in attempts: try again later");
  }
  return {
    succeeded: async () => {
      await Promise.all([
        limits.reset("auth-login-fails-account-address", pair),
        limits.reward("auth-login-fails-address", ip),
        known ? undefined : limits.reward("auth-login-fails-account", account),
        limits.mark("auth-login-known-address", pair),
      ]);
    },
  };
}
