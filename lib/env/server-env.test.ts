import { parseServerEnv } from "@/lib/env/server-env";

describe("parseServerEnv", () => {
  it("applies defaults when nothing is set", () => {
    expect(parseServerEnv({} as NodeJS.ProcessEnv)).toEqual({
      NODE_ENV: "development",
      DATABASE_POOL_MAX: 10,
      RISK_FREE_RATE: 0.065,
      DEMO_DATASET: "full",
      API_RATE_LIMIT_PER_MINUTE: 1200,
      API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE: 30_000,
      TRUST_PROXY: { kind: "none" },
      API_CACHE_MAX_MB: 64,
      PAGE_CACHE_MAX_MB: 64,
      PAGE_CACHE_MAX_AGE_SECONDS: 60,
      DATA_VERSION_POLL_SECONDS: 10,
      DATABASE_CONNECT_TIMEOUT_SECONDS: 3,
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 15,
      DATABASE_PROBE_INTERVAL_SECONDS: 1,
      DATABASE_PROBE_TIMEOUT_SECONDS: 2,
      PAGE_CACHE_STALE_IF_ERROR_SECONDS: 86_400,
    });
  });

  it("reads the proxies to trust and the Redis for shared rate limits", () => {
    const env = parseServerEnv({
      TRUST_PROXY: "1",
      REDIS_URL: "redis://127.0.0.1:6379",
    } as unknown as NodeJS.ProcessEnv);
    expect([env.TRUST_PROXY, env.REDIS_URL]).toEqual([{ kind: "hops", hops: 1 }, "redis://127.0.0.1:6379"]);
    expect(parseServerEnv({ REDIS_URL: "" } as unknown as NodeJS.ProcessEnv).REDIS_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as unset, so the embedded server is used", () => {
    expect(parseServerEnv({ DATABASE_URL: "" } as unknown as NodeJS.ProcessEnv).DATABASE_URL).toBeUndefined();
  });

  it("keeps a valid DATABASE_URL and coerces the pool size", () => {
    const env = parseServerEnv({
      DATABASE_URL: "postgres://u:p@db.example.com:5432/app",
      DATABASE_POOL_MAX: "25",
    } as unknown as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toBe("postgres://u:p@db.example.com:5432/app");
    expect(env.DATABASE_POOL_MAX).toBe(25);
  });

  it("names the variable when a value is invalid", () => {
    expect(() => parseServerEnv({ DATABASE_URL: "not a url" } as unknown as NodeJS.ProcessEnv)).toThrow(/DATABASE_URL/);
    expect(() => parseServerEnv({ DATABASE_POOL_MAX: "0" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /DATABASE_POOL_MAX/,
    );
    expect(() => parseServerEnv({ NODE_ENV: "staging" } as unknown as NodeJS.ProcessEnv)).toThrow(/NODE_ENV/);
    expect(() => parseServerEnv({ RISK_FREE_RATE: "6.5" } as unknown as NodeJS.ProcessEnv)).toThrow(/RISK_FREE_RATE/);
    expect(() => parseServerEnv({ PAGE_CACHE_MAX_MB: "-1" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /PAGE_CACHE_MAX_MB/,
    );
    expect(() => parseServerEnv({ PAGE_CACHE_MAX_AGE_SECONDS: "0" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /PAGE_CACHE_MAX_AGE_SECONDS/,
    );
    expect(() => parseServerEnv({ TRUST_PROXY: "true" } as unknown as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ REDIS_URL: "http://cache:6379" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /REDIS_URL/,
    );
  });
});
