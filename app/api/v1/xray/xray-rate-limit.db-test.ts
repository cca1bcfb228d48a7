import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { XRAY_MISS_COST } from "@/lib/api/schemas/xray";

// An X-ray the cache does not hold counts as XRAY_MISS_COST requests against the stricter per-address limit, so
// new amounts on every request cannot hold the server's cores; an answer from the cache counts as one public read.
// The cache keeps an X-ray from its second request (storeOnRepeat): nearly every X-ray is new.
let api: ApiTestContext;
beforeAll(async () => {
  delete process.env.TRUST_PROXY;
  api = await startApiTestContext({ perMinute: 3 * XRAY_MISS_COST, publicReadsPerMinute: 1_000 });
}, 120_000);
afterAll(() => api.stop());

const xray = (amount: number) => api.call(`/api/v1/xray?funds=1001:${amount},1101:40000`);

describe("the X-ray's place in the per-address limit", () => {
  it("answers three uncached X-rays of a limit of 60 a minute, refuses the fourth with Retry-After, and still serves a cached one", async () => {
    expect((await xray(60_000)).status).toBe(200);
    // Asked for again: worked out again (charged), and kept this time.
    expect((await xray(60_000)).status).toBe(200);
    expect((await xray(61_000)).status).toBe(200);
    const over = await xray(62_000);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The X-ray asked for twice: answered from the cache, not charged to the exhausted limit.
    expect((await xray(60_000)).status).toBe(200);
    // The one asked for once was not kept: it is charged, and refused.
    expect((await xray(61_000)).status).toBe(429);
  });
});
