import { clientAddress, RateLimiter } from "@/lib/api/rate-limit";

describe("RateLimiter", () => {
  it("allows the limit per minute per address, then refuses until the window rolls", () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.allow("a"))).toEqual([true, true, true, false]);
    expect(limiter.allow("b")).toBe(true);
    now = 59_000;
    expect(limiter.allow("a")).toBe(false);
    expect(limiter.retryAfterSeconds()).toBe(1);
    now = 60_000;
    expect(limiter.allow("a")).toBe(true);
  });

  it("is off at 0", () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(limiter.allow("a")).toBe(true);
  });
});

describe("clientAddress", () => {
  it("takes the first forwarded address, then x-real-ip", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});
