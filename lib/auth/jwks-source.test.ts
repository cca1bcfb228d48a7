import { es256Keys, remoteJwks } from "@/lib/auth/jwks-source";
import { generateSigningJwk, signingKeyFromJwk, type SigningKey } from "@/lib/auth/jwt/es256";

let a: SigningKey;
let b: SigningKey;
beforeAll(async () => {
  a = await signingKeyFromJwk(await generateSigningJwk());
  b = await signingKeyFromJwk(await generateSigningJwk());
});

describe("JWKS", () => {
  it("keeps only ES256 P-256 keys with a kid", () => {
    const body = {
      keys: [
        a.publicJwk,
        { kty: "RSA", kid: "r", n: "x", e: "AQAB" },
        { ...b.publicJwk, kid: undefined },
        { ...b.publicJwk, alg: "ES384" },
      ],
    };
    expect(es256Keys(body)).toEqual([a.publicJwk]);
    expect(es256Keys("nonsense")).toEqual([]);
  });

  it("caches for ten minutes and fetches again early for an unknown kid", async () => {
    let now = 0;
    let served = [a.publicJwk];
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ keys: served }), { status: 200 });
    }) as unknown as typeof fetch;
    const source = remoteJwks("https://project.supabase.co/auth/v1/.well-known/jwks.json", fetchImpl, () => now);
    expect(await source(a.kid)).toEqual([a.publicJwk]);
    now = 9 * 60_000;
    await source(a.kid);
    expect(calls).toHaveLength(1);
    served = [a.publicJwk, b.publicJwk];
    expect(await source(b.kid)).toHaveLength(2);
    expect(calls).toHaveLength(2);
    now += 10 * 60_000;
    await source();
    expect(calls).toHaveLength(3);
  });

  it("fetches again for unknown kids at most every 30 s", async () => {
    let now = 0;
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ keys: [a.publicJwk] }), { status: 200 });
    }) as unknown as typeof fetch;
    const source = remoteJwks("https://x/jwks", fetchImpl, () => now);
    await source(a.kid);
    now = 1_000;
    for (let i = 0; i < 5; i++) await source(`made-up-${i}`);
    expect(calls).toBe(1);
    now = 31_000;
    await source("made-up-again");
    expect(calls).toBe(2);
    now = 32_000;
    await source("and-again");
    expect(calls).toBe(2);
    expect(await source(a.kid)).toEqual([a.publicJwk]);
    expect(calls).toBe(2);
  });

  it("throws when the JWKS cannot be fetched", async () => {
    const failing = (async () => new Response("no", { status: 503 })) as unknown as typeof fetch;
    await expect(remoteJwks("https://x/jwks", failing)()).rejects.toThrow("answered 503");
  });
});
