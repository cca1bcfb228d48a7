import { randomInt } from "node:crypto";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// The product API's per-address limits through the production dispatcher, which trusts no proxy here
// (TRUST_PROXY unset): a client that sends a new X-Forwarded-For with every request is still one address.

let api: ApiTestContext;
beforeAll(async () => {
  delete process.env.TRUST_PROXY;
  api = await startApiTestContext({ perMinute: 20, publicReadsPerMinute: 100 });
  // Cached before the stricter limit runs out below: later reads of it are answered from the cache.
  expect((await api.call("/api/v1/website-categories")).status).toBe(200);
}, 120_000);
afterAll(() => api.stop());

const spoofed = () => ({
  "x-forwarded-for": `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

async function statuses(path: string, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await api.call(path, { headers: spoofed() })).status);
  return answers;
}

describe("the API's per-address limit with a spoofed X-Forwarded-For per request", () => {
  it("refuses the 21st call a minute of an uncached endpoint (limit 20), in the envelope with Retry-After", async () => {
    const answers = await statuses("/api/v1/contact/form-token", 19); // and the warm-up's cache miss: 20
    expect(answers.every((status) => status === 200)).toBe(true);
    const over = await api.call("/api/v1/contact/form-token", { headers: spoofed() });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      status: "error",
      payload: "Too many requests from your address. Wait a minute and try again.",
    });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    console.log(
      `API, uncached endpoint, 21 calls with random X-Forwarded-For: ${answers.length + 1} answered (the warm-up included), then 429 (Retry-After ${retryAfter} s)`,
    );
  });

  it("charges a cacheable read that misses the cache to the stricter limit: a new search each time is refused once it ran out", async () => {
    const fresh = await api.call(`/api/v1/mutual-funds/filtered-funds?q=${randomInt(1e9)}`, { headers: spoofed() });
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("gives cacheable public reads their own, higher budget: 98 more answered after the other limit ran out, then 429", async () => {
    // 100 a minute: the warm-up and the refused search above took 2.
    const answers = await statuses("/api/v1/website-categories", 99);
    expect(answers.slice(0, 98).every((status) => status === 200)).toBe(true);
    expect(answers[98]).toBe(429);
  });
});
