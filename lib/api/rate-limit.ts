/**
 * A fixed one-minute window per client address. It lives in the process: each instance limits on its
 * own, which bounds one abusive client per instance; a shared limit across instances belongs in front
 * of them (the CDN) or in Redis, which the single-machine default does not run.
 */
export class RateLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; false when the client is over the limit for this window. */
  allow(key: string): boolean {
    if (this.limitPerMinute <= 0) return true;
    const now = this.now();
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limitPerMinute;
  }

  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.windowStart + 60_000 - this.now()) / 1000));
  }
}

/** The client's address as the proxy in front (or Next.js itself) reports it. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}
