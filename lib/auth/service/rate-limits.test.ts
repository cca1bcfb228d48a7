import { defaultRateLimits, WindowLimiter } from "@/lib/auth/service/rate-limits";

describe("WindowLimiter", () => {
  it("allows the limit, refuses with the seconds left, and recovers when the key's window ends", () => {
    let now = 1_000;
    const limiter = new WindowLimiter(2, 60_000, () => now);
    expect(limiter.take("a")).toBe(0);
    now += 10_000;
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("a")).toBe(50);
    expect(limiter.take("b")).toBe(0);
    now += 49_999;
    expect(limiter.take("a")).toBe(1);
    now += 1;
    expect(limiter.take("a")).toBe(0);
  });

  it("has Supabase Auth's defaults and scales them for end-to-end runs", () => {
    const limits = defaultRateLimits(() => 0);
    expect([limits.token.limit, limits.verify.limit, limits.send.limit, limits.mfa.limit, limits.perAddress.limit]).toEqual([150, 30, 30, 15, 1]);
    expect(limits.perAddress.windowMs).toBe(60_000);
    const raised = defaultRateLimits(() => 0, 10);
    expect([raised.send.limit, raised.perAddress.windowMs]).toEqual([300, 6_000]);
  });
});
