import { parseAuthEnv } from "@/lib/auth/auth-env";
import { parseServerEnv } from "@/lib/env/server-env";
import { connectRateLimitRedis } from "@/lib/security/rate-limits/redis-connection";
import { createRateLimits, type RateLimits } from "@/lib/security/rate-limits/rate-limits";

const holder = globalThis as typeof globalThis & { __fundlensRateLimits?: RateLimits };

/** The process's limits, from the environment: in Redis when REDIS_URL is set, else in memory. */
export function appRateLimits(): RateLimits {
  if (!holder.__fundlensRateLimits) {
    const env = parseServerEnv();
    holder.__fundlensRateLimits = createRateLimits({
      redis: env.REDIS_URL ? connectRateLimitRedis(env.REDIS_URL) : undefined,
      authMultiplier: parseAuthEnv().AUTH_RATE_LIMIT_MULTIPLIER,
      apiPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
      apiPublicReadPerMinute: env.API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE,
    });
  }
  return holder.__fundlensRateLimits;
}
