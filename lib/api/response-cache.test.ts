import { ResponseCache } from "@/lib/api/response-cache";

function setup(overrides: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) {
  let version = "1";
  let reads = 0;
  let now = 0;
  const cache = new ResponseCache({
    maxEntries: 3,
    maxBytes: 1000,
    versionTtlMs: 1000,
    readVersion: async () => {
      reads += 1;
      return version;
    },
    now: () => now,
    ...overrides,
  });
  return {
    cache,
    setVersion: (v: string) => (version = v),
    advance: (ms: number) => (now += ms),
    reads: () => reads,
  };
}

const answer = (body: string) => ({ body: Buffer.from(body), etag: `W/"${body}"` });

describe("ResponseCache", () => {
  it("serves an answer for the version it was stored under", async () => {
    const { cache } = setup();
    const v = await cache.currentVersion();
    const stored = cache.set("a", v, answer("A"));
    expect(cache.get("a", v)).toMatchObject(answer("A"));
    expect(cache.get("a", v)).toBe(stored);
    expect(cache.get("b", v)).toBeUndefined();
  });

  it("reads the version once per TTL, however many callers ask at once", async () => {
    const t = setup();
    await Promise.all([t.cache.currentVersion(), t.cache.currentVersion(), t.cache.currentVersion()]);
    expect(t.reads()).toBe(1);
    t.advance(999);
    await t.cache.currentVersion();
    expect(t.reads()).toBe(1);
    t.advance(1);
    await t.cache.currentVersion();
    expect(t.reads()).toBe(2);
  });

  it("drops every answer when an import bumps the version", async () => {
    const t = setup();
    const v1 = await t.cache.currentVersion();
    t.cache.set("a", v1, answer("A"));
    t.setVersion("2");
    t.advance(1000);
    const v2 = await t.cache.currentVersion();
    expect(v2).toBe("2");
    expect(t.cache.get("a", v2)).toBeUndefined();
    expect(t.cache.size).toBe(0);
  });

  it("refuses to store an answer computed under an older version", async () => {
    const t = setup();
    const v1 = await t.cache.currentVersion();
    t.setVersion("2");
    t.advance(1000);
    await t.cache.currentVersion();
    t.cache.set("a", v1, answer("A"));
    expect(t.cache.size).toBe(0);
  });

  it("evicts the least recently used entry past the entry bound", async () => {
    const { cache } = setup();
    const v = await cache.currentVersion();
    cache.set("a", v, answer("A"));
    cache.set("b", v, answer("B"));
    cache.set("c", v, answer("C"));
    cache.get("a", v); // a is now the most recent
    cache.set("d", v, answer("D"));
    expect(cache.get("b", v)).toBeUndefined();
    expect(cache.get("a", v)).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it("keeps the answers read again through a flood of answers read once", async () => {
    const { cache } = setup({ maxEntries: 10 });
    const v = await cache.currentVersion();
    for (const key of ["h1", "h2", "h3"]) cache.set(key, v, answer(key));
    for (const key of ["h1", "h2", "h3"]) expect(cache.get(key, v)).toBeDefined();
    for (let i = 0; i < 50; i++) cache.set(`once-${i}`, v, answer(`O${i}`));
    expect(cache.size).toBe(10);
    for (const key of ["h1", "h2", "h3"]) expect(cache.get(key, v)?.body.toString()).toBe(key);
    // The seven newest one-off answers fill the rest; the older 43 are gone.
    expect(cache.get("once-42", v)).toBeUndefined();
    expect(cache.get("once-43", v)?.body.toString()).toBe("O43");
  });

  it("protects at most four fifths of the entries: the oldest read one goes back on probation", async () => {
    const { cache } = setup({ maxEntries: 5 });
    const v = await cache.currentVersion();
    for (const key of ["a", "b", "c", "d", "e"]) cache.set(key, v, answer(key.toUpperCase()));
    // Each read again; the fifth read puts the oldest protected entry (a) back on probation.
    for (const key of ["a", "b", "c", "d", "e"]) cache.get(key, v);
    cache.set("f", v, answer("F"));
    expect(cache.get("a", v)).toBeUndefined();
    for (const key of ["b", "c", "d", "e", "f"]) expect(cache.get(key, v)).toBeDefined();
    expect(cache.size).toBe(5);
  });

  it("protects at most four fifths of the bytes", async () => {
    const { cache } = setup({ maxEntries: 100, maxBytes: 100 });
    const v = await cache.currentVersion();
    for (const key of ["a", "b", "c", "d"]) cache.set(key, v, answer(key.repeat(25)));
    // Reading all four would protect 100 bytes: a goes back on probation, and is the first to go.
    for (const key of ["a", "b", "c", "d"]) cache.get(key, v);
    cache.set("e", v, answer("e".repeat(20)));
    expect(cache.get("a", v)).toBeUndefined();
    for (const key of ["b", "c", "d", "e"]) expect(cache.get(key, v)).toBeDefined();
  });

  it("evicts past the byte bound and never stores an answer over a quarter of it", async () => {
    const { cache } = setup({ maxEntries: 100, maxBytes: 100 });
    const v = await cache.currentVersion();
    const big = answer("x".repeat(26));
    expect(cache.set("big", v, big)).toBe(big);
    expect(cache.size).toBe(0);
    for (const key of ["a", "b", "c", "d", "e"]) cache.set(key, v, answer("y".repeat(25)));
    expect(cache.size).toBe(4);
    expect(cache.get("a", v)).toBeUndefined();
  });

  it("stores a body given as text (a worker thread's answer) as its UTF-8 bytes, and counts those", async () => {
    const { cache } = setup({ maxEntries: 100, maxBytes: 100 });
    const v = await cache.currentVersion();
    // 23 letters, 25 bytes: "£" takes two.
    const text = { body: `${"t".repeat(21)}££`, etag: 'W/"t"' };
    const stored = cache.set("text", v, text);
    expect(Buffer.isBuffer(stored.body) && stored.body.equals(Buffer.from(text.body))).toBe(true);
    expect(cache.get("text", v)).toBe(stored);
    // 25 bytes of text and three answers of 25 bytes fill the 100; a fifth entry evicts the oldest on probation.
    for (const key of ["a", "b", "c"]) cache.set(key, v, answer("y".repeat(25)));
    expect(cache.size).toBe(4);
    cache.set("d", v, answer("y".repeat(25)));
    expect([cache.size, cache.get("a", v)]).toEqual([4, undefined]);
    expect(cache.get("text", v)).toBe(stored);
    // Over a quarter of the bound in bytes (26), though 24 letters: not stored, handed back as it came.
    const long = { body: `${"t".repeat(22)}££`, etag: 'W/"u"' };
    expect(cache.set("long", v, long)).toBe(long);
    expect(cache.get("long", v)).toBeUndefined();
  });

  it("replacing a key does not count its bytes twice", async () => {
    const { cache } = setup({ maxEntries: 100, maxBytes: 100 });
    const v = await cache.currentVersion();
    for (let i = 0; i < 10; i++) cache.set("same", v, answer("z".repeat(25)));
    cache.set("other", v, answer("w".repeat(25)));
    expect(cache.size).toBe(2);
  });

  it("lets a failed version read fail the caller and tries again next time", async () => {
    let fail = true;
    const cache = new ResponseCache({
      maxEntries: 10,
      maxBytes: 100,
      versionTtlMs: 1000,
      readVersion: async () => {
        if (fail) throw new Error("database down");
        return "7";
      },
    });
    await expect(cache.currentVersion()).rejects.toThrow("database down");
    fail = false;
    await expect(cache.currentVersion()).resolves.toBe("7");
  });
});
