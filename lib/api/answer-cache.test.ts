import {
  ANSWERS_SEEN,
  createAnswerSource,
  endpointCacheKey,
  keepingOf,
  todayInIndiaThisMinute,
} from "@/lib/api/answer-cache";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { versionedCache } from "@/lib/api/testing/versioned-cache";

function setup() {
  const { cache, importData } = versionedCache(10_000);
  let computed = 0;
  let day = "2026-11-27";
  const compute = (payload: unknown) => async () => {
    computed += 1;
    return payload;
  };
  return {
    answer: createAnswerSource(cache, () => day),
    compute,
    computed: () => computed,
    nextDay: (next: string) => {
      day = next;
    },
    importData,
  };
}

describe("createAnswerSource", () => {
  it("stores the answer in the API's envelope and serves it again without computing", async () => {
    const { answer, compute, computed } = setup();
    const first = await answer("k", compute({ total: 3 }));
    expect(JSON.parse(first.body.toString())).toEqual({ status: "success", payload: { total: 3 } });
    expect(first.etag).toMatch(/^W\/".+"$/);
    const second = await answer("k", compute({ total: 4 }));
    expect(second).toMatchObject(first);
    expect(computed()).toBe(1);
  });

  it("computes a key once however many ask for it at the same time", async () => {
    const { answer, compute, computed } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => answer("k", compute([1, 2]))));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(computed()).toBe(1);
  });

  it("computes again once an import changed the data version", async () => {
    const { answer, compute, computed, importData } = setup();
    await answer("k", compute("old"));
    importData("2");
    const fresh = await answer("k", compute("new"));
    expect(JSON.parse(fresh.body.toString()).payload).toBe("new");
    expect(computed()).toBe(2);
  });

  it("computes again on the next day in India, as answers such as a fact's stale flag depend on the day", async () => {
    const { answer, compute, computed, nextDay } = setup();
    await answer("k", compute({ stale: false }));
    expect(JSON.parse((await answer("k", compute({ stale: true }))).body.toString()).payload).toEqual({ stale: false });
    nextDay("2026-11-28");
    expect(JSON.parse((await answer("k", compute({ stale: true }))).body.toString()).payload).toEqual({ stale: true });
    expect(computed()).toBe(2);
  });

  it("does not store a failure: the next call computes again", async () => {
    const { answer, compute, computed } = setup();
    await expect(answer("k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(JSON.parse((await answer("k", compute("ok"))).body.toString()).payload).toBe("ok");
    expect(computed()).toBe(1);
  });

  it("keeps an answer kept on repeat only from its second request, and still computes one of concurrent first requests", async () => {
    const { answer, compute, computed } = setup();
    const onRepeat = { onRepeat: true };
    const first = await Promise.all([1, 2].map(() => answer("x", compute("first"), onRepeat)));
    expect(computed()).toBe(1);
    expect(first[0]).toBe(first[1]);
    // Not stored: the second request computes again, and its answer is kept.
    expect(JSON.parse((await answer("x", compute("second"), onRepeat)).body.toString()).payload).toBe("second");
    expect(JSON.parse((await answer("x", compute("third"), onRepeat)).body.toString()).payload).toBe("second");
    expect(computed()).toBe(2);
    // Other keys are kept from their first request, as before.
    await answer("y", compute("y"));
    await answer("y", compute("y again"));
    expect(computed()).toBe(3);
  });

  it(`forgets the first request of an answer kept on repeat after ${ANSWERS_SEEN} others`, async () => {
    const { answer, compute, computed } = setup();
    const onRepeat = { onRepeat: true };
    await answer("x", compute(0), onRepeat);
    for (let i = 0; i < ANSWERS_SEEN; i++) await answer(`other ${i}`, compute(i), onRepeat);
    // "x" was forgotten: its next request is a first again (not stored), the one after is kept.
    await answer("x", compute("again"), onRepeat);
    await answer("x", compute("kept"), onRepeat);
    await answer("x", compute("hit"), onRepeat);
    expect(computed()).toBe(ANSWERS_SEEN + 3);
  });

  it("keeps an endpoint's answers on repeat when the endpoint says so (the X-ray's)", () => {
    expect(keepingOf(xrayEndpoint)).toEqual({ onRepeat: true });
    expect(keepingOf({})).toEqual({ onRepeat: false });
  });

  it("computes every time without a cache", async () => {
    const answer = createAnswerSource(null);
    let calls = 0;
    const compute = async () => ++calls;
    expect(JSON.parse((await answer("k", compute)).body.toString()).payload).toBe(1);
    expect(JSON.parse((await answer("k", compute)).body.toString()).payload).toBe(2);
  });
});

describe("endpointCacheKey", () => {
  it("is the path and the parsed request, so equal requests share a key and others do not", () => {
    const endpoint = { path: "/api/v1/mutual-funds/filtered-funds" };
    expect(endpointCacheKey(endpoint, {}, { page: 1 })).toBe('/api/v1/mutual-funds/filtered-funds [{},{"page":1}]');
    expect(endpointCacheKey(endpoint, {}, { page: 1 })).toBe(endpointCacheKey(endpoint, {}, { page: 1 }));
    expect(endpointCacheKey(endpoint, {}, { page: 2 })).not.toBe(endpointCacheKey(endpoint, {}, { page: 1 }));
  });
});

describe("todayInIndiaThisMinute", () => {
  it("turns to the next day at midnight in India (18:30 UTC), not before", () => {
    let now = Date.UTC(2026, 10, 27, 18, 29, 0);
    const today = todayInIndiaThisMinute(() => now);
    expect(today()).toBe("2026-11-27");
    now = Date.UTC(2026, 10, 27, 18, 29, 59, 999);
    expect(today()).toBe("2026-11-27");
    now = Date.UTC(2026, 10, 27, 18, 30, 0, 0);
    expect(today()).toBe("2026-11-28");
    now = Date.UTC(2026, 10, 28, 0, 0, 0);
    expect(today()).toBe("2026-11-28");
  });

  it("gives the same date as todayInIndia throughout a day", () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 0);
    const today = todayInIndiaThisMinute(() => now);
    for (let step = 0; step < 24 * 60; step += 7) {
      now = Date.UTC(2026, 0, 1, 0, step, 30);
      expect(today()).toBe(todayInIndia(new Date(now)));
    }
  });
});
