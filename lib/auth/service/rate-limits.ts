// In-process limits (one instance; README says where a shared limit belongs). Each key gets its own
// fixed window starting at its first request, so one client's burst never resets another's count.
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; returns 0 when allowed, else the seconds until the key may try again. */
  take(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count <= this.limit ? 0 : Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

export interface RateLimits {
  /** POST /token, per client address and per sign-in address. */
  token: WindowLimiter;
  /** POST /verify and GET /verify. */
  verify: WindowLimiter;
  /** signup, otp, recover, resend, reauthenticate. */
  send: WindowLimiter;
  /** Factor enrol, challenge, verify. */
  mfa: WindowLimiter;
  /** One email or text to the same address. */
  perAddress: WindowLimiter;
}

const FIVE_MINUTES = 5 * 60_000;

/** Supabase Auth's default limits; `multiplier` raises them all (end-to-end runs sign up many users from one address). */
export function defaultRateLimits(now: () => number, multiplier = 1): RateLimits {
  return {
    token: new WindowLimiter(150 * multiplier, FIVE_MINUTES, now),
    verify: new WindowLimiter(30 * multiplier, FIVE_MINUTES, now),
    send: new WindowLimiter(30 * multiplier, FIVE_MINUTES, now),
    mfa: new WindowLimiter(15 * multiplier, 60_000, now),
    perAddress: new WindowLimiter(1, 60_000 / multiplier, now),
  };
}
