import { parseAuthEnv } from "@/lib/auth/auth-env";
import { devOutboxPageEnabled } from "@/lib/auth/dev-outbox-access";

const env = (vars: Record<string, string>) => parseAuthEnv({ NODE_ENV: "production", ...vars });

describe("devOutboxPageEnabled", () => {
  it("is on for the embedded service by default outside production, and off by default in production", () => {
    expect(devOutboxPageEnabled(parseAuthEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(devOutboxPageEnabled(env({}))).toBe(false);
    expect(devOutboxPageEnabled(env({ AUTH_DEV_OUTBOX: "1" }))).toBe(true);
  });

  it("is off when the outbox is switched off", () => {
    expect(devOutboxPageEnabled(env({ AUTH_DEV_OUTBOX: "0" }))).toBe(false);
    expect(devOutboxPageEnabled(env({ AUTH_DEV_OUTBOX: "off" }))).toBe(false);
  });

  it("is off in hosted mode even with the outbox flag on", () => {
    const hosted = env({
      NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
      AUTH_DEV_OUTBOX: "1",
    });
    expect(devOutboxPageEnabled(hosted)).toBe(false);
  });
});
