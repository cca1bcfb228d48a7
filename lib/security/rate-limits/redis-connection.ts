import { Redis } from "ioredis";

/**
 * A Redis connection for rate limits. No offline queue and one retry per command, so a call fails at once
 * while Redis is down (the limiters then use their in-memory insurance) instead of waiting for it;
 * ioredis keeps reconnecting in the background. Errors are logged once per outage, not per request.
 */
export function connectRateLimitRedis(url: string, log: (line: string) => void = (line) => console.error(line)): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log(`[rate-limits] Redis unavailable (${error.message}): limits are counted in this process until it is back`);
  });
  redis.on("ready", () => {
    if (down) log("[rate-limits] Redis is back: limits are shared again");
    down = false;
  });
  return redis;
}
