import { parseAuthEnv } from "@/lib/auth/auth-env";
import { devOutboxPageEnabled, isLoopbackAddress } from "@/lib/auth/dev-outbox-access";

const env = (vars: Record<string, string>) => {
  const source: NodeJS.ProcessEnv = { NODE_ENV: "development", ...vars };
  return { ...parseAuthEnv(source), NODE_ENV: source.NODE_ENV, SMTP_HOST: vars.SMTP_HOST };
};

describe("devOutboxPageEnabled", () => {
  it("is on for the embedded service in development without a mail server", () => {
    expect(devOutboxPageEnabled(env({}))).toBe(true);
  });

  it("is off when the outbox is switched off, in production, or when SMTP_HOST is set", () => {
    expect(devOutboxPageEnabled(env({ AUTH_DEV_OUTBOX: "0" }))).toBe(false);
    expect(devOutboxPageEnabled(env({ NODE_ENV: "production", AUTH_DEV_OUTBOX: "1" }))).toBe(false);
    expect(devOutboxPageEnabled(env({ SMTP_HOST: "smtp.example.in", AUTH_DEV_OUTBOX: "1" }))).toBe(false);
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

describe("isLoopbackAddress", () => {
  it("accepts 127.0.0.0/8 and ::1 only", () => {
    expect(["127.0.0.1", "127.8.0.3", "::1", "::ffff:127.0.0.1"].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["203.0.113.9", "10.0.0.1", "::ffff:203.0.113.9", "fe80::1", "unknown", ""].map(isLoopbackAddress)).toEqual(
      Array(6).fill(false),
    );
  });
});
