import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import {
  effectiveRule,
  RATE_LIMIT_TABLE,
  type LimitName,
  type LimitRule,
  type LimitSettings,
} from "@/lib/security/rate-limits/rate-limit-table";

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The site's named limits, in one store: this process's memory, or Redis shared by every instance. */
export interface RateLimits {
  /** Counts `points` against the key; refused (with the seconds until it may try again) once over the limit. */
  consume(name: LimitName, key: string, points?: number): Promise<LimitOutcome>;
  /** Gives back points counted for an attempt that turned out fine. */
  reward(name: LimitName, key: string, points?: number): Promise<void>;
  /** Forgets the key (a success clears a run of failures). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Records the key for the rule's whole window (a marker such as a known sign-in address). */
  mark(name: LimitName, key: string): Promise<void>;
  /** Whether the key holds any count (or a mark) now. */
  has(name: LimitName, key: string): Promise<boolean>;
}

export interface RateLimitOptions extends Partial<LimitSettings> {
  /** Shares every limit through this Redis; without it they live in this process. */
  redis?: Redis;
  /** Keys in Redis start with it (tests use a fresh one per run). */
  keyPrefix?: string;
  /** Replaces rules of the table (tests use small numbers). */
  rules?: Partial<Record<LimitName, Partial<LimitRule>>>;
  log?: (line: string) => void;
}

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const settings: LimitSettings = {
    authMultiplier: options.authMultiplier ?? 1,
    apiPerMinute: options.apiPerMinute ?? RATE_LIMIT_TABLE["api-other"].points,
    apiPublicReadPerMinute: options.apiPublicReadPerMinute ?? RATE_LIMIT_TABLE["api-public-read"].points,
  };
  const prefix = options.keyPrefix ?? "fundlens-rl";
  const log = options.log ?? ((line: string) => console.error(line));
  const limiters = new Map<LimitName, { limiter: RateLimiterAbstract; points: number }>();

  const limiterOf = (name: LimitName) => {
    let entry = limiters.get(name);
    if (!entry) {
      const { points, durationSeconds } = effectiveRule(
        { ...RATE_LIMIT_TABLE[name], ...options.rules?.[name] },
        settings,
      );
      const base = { keyPrefix: `${prefix}:${name}`, points: Math.max(points, 1), duration: durationSeconds };
      // Redis down must not take the site down: each Redis limiter falls back to the same limit in memory.
      const limiter = options.redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: options.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(base),
          })
        : new RateLimiterMemory(base);
      entry = { limiter, points };
      limiters.set(name, entry);
    }
    return entry;
  };

  // Bookkeeping after the decision (rewards, resets, marks) must never turn an answer into a 500.
  const quietly = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      log(`[rate-limits] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    async consume(name, key, points = 1) {
      const { limiter, points: limit } = limiterOf(name);
      if (limit === 0) return { allowed: true };
      try {
        await limiter.consume(key, points);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) };
        throw refusal;
      }
    },
    reward: (name, key, points = 1) => quietly(`reward ${name}`, () => limiterOf(name).limiter.reward(key, points)),
    reset: (name, key) => quietly(`reset ${name}`, () => limiterOf(name).limiter.delete(key)),
    mark: (name, key) =>
      quietly(`mark ${name}`, () => limiterOf(name).limiter.set(key, 1, RATE_LIMIT_TABLE[name].durationSeconds)),
    async has(name, key) {
      return (await limiterOf(name).limiter.get(key)) !== null;
    },
  };
}
