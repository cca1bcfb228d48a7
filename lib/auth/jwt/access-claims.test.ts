import { createHmac, randomUUID } from "node:crypto";
import { base64url } from "jose";
import { checkAccessToken } from "@/lib/auth/jwt/access-claims";
import {
  generateSigningJwk,
  signingKeyFromJwk,
  signJwt,
  verifyJwtSignature,
  type SigningKey,
} from "@/lib/auth/jwt/es256";

let key: SigningKey;
let otherKey: SigningKey;
beforeAll(async () => {
  key = await signingKeyFromJwk(await generateSigningJwk());
  otherKey = await signingKeyFromJwk(await generateSigningJwk());
});
const NOW = 1_800_000_000;
const b64 = (text: string) => base64url.encode(text);
const decodePart = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;

function claims(overrides: Record<string, unknown> = {}) {
  return {
    sub: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    iat: NOW - 10,
    exp: NOW + 3590,
    session_id: randomUUID(),
    ...overrides,
  };
}

describe("ES256 access tokens", () => {
  it("signs the header supabase-js expects, the payload as given, and a 64-byte P-256 signature", async () => {
    const payload = claims();
    const [header, body, signature] = (await signJwt(payload, key)).split(".") as [string, string, string];
    expect(Buffer.from(header, "base64url").toString("utf8")).toBe(`{"alg":"ES256","kid":"${key.kid}","typ":"JWT"}`);
    expect(decodePart(body)).toEqual(payload);
    expect(Buffer.from(signature, "base64url")).toHaveLength(64);
    expect(key.publicJwk).toEqual({
      kty: "EC",
      crv: "P-256",
      x: expect.any(String),
      y: expect.any(String),
      kid: key.kid,
      alg: "ES256",
      use: "sig",
      key_ops: ["verify"],
    });
  });

  it("accepts a token this key signed and reads its claims", async () => {
    const payload = claims();
    const result = await checkAccessToken(await signJwt(payload, key), [key.publicJwk], NOW);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining({ sub: payload.sub, role: "authenticated" }) });
  });

  it("refuses a token signed with another key, even under a known kid", async () => {
    const forged = await signJwt(claims(), { ...otherKey, kid: key.kid });
    expect(await checkAccessToken(forged, [key.publicJwk], NOW)).toEqual({ ok: false, reason: "signature is invalid" });
    expect(await checkAccessToken(await signJwt(claims(), otherKey), [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "key id is unknown",
    });
  });

  it("refuses an expired token, and one expiring this very second", async () => {
    expect(await checkAccessToken(await signJwt(claims({ exp: NOW - 1 }), key), [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "token has expired",
    });
    expect(await checkAccessToken(await signJwt(claims({ exp: NOW }), key), [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "token has expired",
    });
  });

  it("refuses alg none, with or without a signature", async () => {
    const header = b64(JSON.stringify({ alg: "none", kid: key.kid, typ: "JWT" }));
    const body = b64(JSON.stringify(claims()));
    expect(await checkAccessToken(`${header}.${body}.`, [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "signing method none is invalid",
    });
    const real = (await signJwt(claims(), key)).split(".")[2];
    expect(await checkAccessToken(`${header}.${body}.${real}`, [key.publicJwk], NOW)).toMatchObject({ ok: false });
  });

  it("refuses HS256 signed with the public key as the secret (algorithm confusion)", async () => {
    const header = b64(JSON.stringify({ alg: "HS256", kid: key.kid, typ: "JWT" }));
    const body = b64(JSON.stringify(claims()));
    const mac = createHmac("sha256", JSON.stringify(key.publicJwk)).update(`${header}.${body}`).digest("base64url");
    expect(await checkAccessToken(`${header}.${body}.${mac}`, [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "signing method HS256 is invalid",
    });
  });

  it("refuses a tampered payload (another member's id under the original signature)", async () => {
    const [header, , signature] = (await signJwt(claims(), key)).split(".");
    const tampered = b64(JSON.stringify(claims({ sub: randomUUID() })));
    expect(await checkAccessToken(`${header}.${tampered}.${signature}`, [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "signature is invalid",
    });
  });

  it("refuses another audience, a subject that is not a UUID and malformed tokens", async () => {
    expect(await checkAccessToken(await signJwt(claims({ aud: "anon" }), key), [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "token audience is not authenticated",
    });
    expect(
      await checkAccessToken(await signJwt(claims({ aud: ["x", "authenticated"] }), key), [key.publicJwk], NOW),
    ).toMatchObject({ ok: true });
    expect(await checkAccessToken(await signJwt(claims({ sub: "1 or 1=1" }), key), [key.publicJwk], NOW)).toEqual({
      ok: false,
      reason: "token claims are invalid",
    });
    for (const bad of ["", "a.b", "a.b.c.d", "***.***.***", `${b64("[]")}.${b64("{}")}.AA`]) {
      expect(await verifyJwtSignature(bad, [key.publicJwk])).toEqual({ ok: false, reason: "token is malformed" });
    }
  });
});
