import { createRateLimits } from "@/lib/security/rate-limits/rate-limits";
import { effectiveRule, RATE_LIMIT_TABLE } from "@/lib/security/rate-limits/rate-limit-table";

afterEach(() => jest.useRealTimers());

const consumeTimes = async (count: number, consume: () => Promise<{ allowed: boolean }>) => {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++) answers.push((await consume()).allowed);
  return answers;
};

describe("createRateLimits (memory store)", () => {
  it("allows a limit's points per key, then refuses with the seconds left, and allows again after the window", async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limits = createRateLimits({ rules: { "auth-mfa": { points: 3, durationSeconds: 60 } } });
    expect(await consumeTimes(3, () => limits.consume("auth-mfa", "a"))).toEqual([true, true, true]);
    jest.setSystemTime(1_000_000 + 20_000);
    expect(await limits.consume("auth-mfa", "a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limits.consume("auth-mfa", "b")).toEqual({ allowed: true });
    jest.advanceTimersByTime(40_001);
    expect(await limits.consume("auth-mfa", "a")).toEqual({ allowed: true });
  });

  it("keeps limits apart by name, gives back points, forgets keys and marks keys", async () => {
    const limits = createRateLimits({ rules: { "auth-send": { points: 1 }, "auth-verify": { points: 1 } } });
    expect((await limits.consume("auth-send", "a")).allowed).toBe(true);
    expect((await limits.consume("auth-verify", "a")).allowed).toBe(true);
    expect((await limits.consume("auth-send", "a")).allowed).toBe(false);
    await limits.reset("auth-send", "a");
    expect((await limits.consume("auth-send", "a")).allowed).toBe(true);
    await limits.reward("auth-send", "a");
    expect((await limits.consume("auth-send", "a")).allowed).toBe(true);
    expect(await limits.has("auth-login-known-address", "x")).toBe(false);
    jest.useFakeTimers({ now: 5_000_000 });
    await limits.mark("auth-login-known-address", "x");
    jest.advanceTimersByTime(13 * 86_400_000);
    expect(await limits.has("auth-login-known-address", "x")).toBe(true);
    jest.advanceTimersByTime(86_400_000);
    expect(await limits.has("auth-login-known-address", "x")).toBe(false);
  });

  it("is off at 0 points (API_RATE_LIMIT_PER_MINUTE=0)", async () => {
    const limits = createRateLimits({ apiPerMinute: 0 });
    expect((await consumeTimes(5_000, () => limits.consume("api-other", "a"))).every(Boolean)).toBe(true);
  });

  it("takes the API's numbers from the settings: public reads far above the rest", async () => {
    const limits = createRateLimits({ apiPerMinute: 2, apiPublicReadPerMinute: 5 });
    expect(await consumeTimes(3, () => limits.consume("api-other", "a"))).toEqual([true, true, false]);
    expect(await consumeTimes(6, () => limits.consume("api-public-read", "a"))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("RATE_LIMIT_TABLE", () => {
  const defaults = { authMultiplier: 1, apiPerMinute: 1200, apiPublicReadPerMinute: 30_000 };

  it("has Supabase Auth's defaults per address and the site's own per account, factor and form", () => {
    const numbers = Object.fromEntries(
      Object.entries(RATE_LIMIT_TABLE).map(([name, rule]) => [
        name,
        [effectiveRule(rule, defaults).points, rule.durationSeconds, rule.key],
      ]),
    );
    expect(numbers).toEqual({
      "auth-token": [150, 300, "address"],
      "auth-verify": [30, 300, "address"],
      "auth-send": [30, 300, "address"],
      "auth-mfa": [15, 60, "address"],
      "auth-message-to": [1, 60, "destination"],
      "auth-login-fails-account-address": [10, 900, "account+address"],
      "auth-login-fails-address": [100, 86_400, "address"],
      "auth-login-fails-account": [100, 3_600, "account"],
      "auth-login-known-address": [1, 1_209_600, "account+address"],
      "auth-totp-fails-factor-address": [5, 900, "factor+address"],
      "auth-totp-fails-factor": [5, 900, "factor"],
      "auth-totp-known-address": [1, 1_209_600, "factor+address"],
      "auth-code-fails-account-address": [5, 900, "account+address"],
      "auth-code-fails-account": [10, 3_600, "account"],
      "auth-code-known-address": [1, 1_209_600, "account+address"],
      "api-public-read": [30_000, 60, "address"],
      "api-other": [1_200, 60, "address"],
      "statement-upload": [30, 3_600, "account"],
      "contact-sender": [3, 600, "address"],
      "contact-form-token": [1, 7_200, "form token"],
      "contact-reply-to": [3, 600, "destination"],
    });
  });

  it("keeps every window within what the memory store's timers hold (2^31 - 1 ms)", () => {
    expect(Object.values(RATE_LIMIT_TABLE).filter((rule) => rule.durationSeconds * 1000 > 2 ** 31 - 1)).toEqual([]);
  });

  it("raises the auth limits by AUTH_RATE_LIMIT_MULTIPLIER: more points, or a shorter window of whole seconds", () => {
    const raised = { ...defaults, authMultiplier: 50 };
    expect(effectiveRule(RATE_LIMIT_TABLE["auth-send"], raised)).toEqual({ points: 1_500, durationSeconds: 300 });
    expect(effectiveRule(RATE_LIMIT_TABLE["auth-message-to"], raised)).toEqual({ points: 1, durationSeconds: 1 });
    expect(effectiveRule(RATE_LIMIT_TABLE["auth-message-to"], { ...defaults, authMultiplier: 4 })).toEqual({
      points: 1,
      durationSeconds: 15,
    });
    expect(effectiveRule(RATE_LIMIT_TABLE["contact-sender"], raised)).toEqual({ points: 3, durationSeconds: 600 });
    expect(effectiveRule(RATE_LIMIT_TABLE["auth-login-known-address"], raised).points).toBe(1);
  });
});
