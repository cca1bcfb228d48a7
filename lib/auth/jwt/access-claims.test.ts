/** @jest-environment node */
import { createHmac, randomUUID } from "node:crypto";
import { base64url } from "@/lib/auth/jwt/base64url";
import { checkAccessToken } from "@/lib/auth/jwt/access-claims";
import { generateSigningJwk, signingKeyFromJwk, signJwt, verifyJwtSignature } from "@/lib/auth/jwt/es256";

const key = signingKeyFromJwk(generateSigningJwk());
const otherKey = signingKeyFromJwk(generateSigningJwk());
const NOW = 1_800_000_000;

function claims(overrides: Record<string, unknown> = {}) {
  return { sub: randomUUID(), aud: "authenticated", role: "authenticated", iat: NOW - 10, exp: NOW + 3590, session_id: randomUUID(), ...overrides };
}

describe("ES256 access tokens", () => {
  it("accepts a token this key signed and reads its claims", () => {
    const payload = claims();
    const result = checkAccessToken(signJwt(payload, key), [key.publicJwk], NOW);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining({ sub: payload.sub, role: "authenticated" }) });
  });

  it("refuses a token signed with another key, even under a known kid", () => {
    const forged = signJwt(claims(), { ...otherKey, kid: key.kid });
    expect(checkAccessToken(forged, [key.publicJwk], NOW)).toEqual({ ok: false, reason: "signature is invalid" });
    expect(checkAccessToken(signJwt(claims(), otherKey), [key.publicJwk], NOW)).toEqual({ ok: false, reason: "key id is unknown" });
  });

  it("refuses an expired token, and one expiring this very second", () => {
    expect(checkAccessToken(signJwt(claims({ exp: NOW - 1 }), key), [key.publicJwk], NOW)).toEqual({ ok: false, reason: "token has expired" });
    expect(checkAccessToken(signJwt(claims({ exp: NOW }), key), [key.publicJwk], NOW)).toEqual({ ok: false, reason: "token has expired" });
  });

  it("refuses alg none, with or without a signature", () => {
    const header = base64url(JSON.stringify({ alg: "none", kid: key.kid, typ: "JWT" }));
    const body = base64url(JSON.stringify(claims()));
    expect(checkAccessToken(`${header}.${body}.`, [key.publicJwk], NOW)).toEqual({ ok: false, reason: "signing method none is invalid" });
    const real = signJwt(claims(), key).split(".")[2];
    expect(checkAccessToken(`${header}.${body}.${real}`, [key.publicJwk], NOW)).toMatchObject({ ok: false });
  });

  it("refuses HS256 signed with the public key as the secret (algorithm confusion)", () => {
    const header = base64url(JSON.stringify({ alg: "HS256", kid: key.kid, typ: "JWT" }));
    const body = base64url(JSON.stringify(claims()));
    const mac = createHmac("sha256", JSON.stringify(key.publicJwk)).update(`${header}.${body}`).digest("base64url");
    expect(checkAccessToken(`${header}.${body}.${mac}`, [key.publicJwk], NOW)).toEqual({ ok: false, reason: "signing method HS256 is invalid" });
  });

  it("refuses a tampered payload (another member's id under the original signature)", () => {
    const [header, , signature] = signJwt(claims(), key).split(".");
    const tampered = base64url(JSON.stringify(claims({ sub: randomUUID() })));
    expect(checkAccessToken(`${header}.${tampered}.${signature}`, [key.publicJwk], NOW)).toEqual({ ok: false, reason: "signature is invalid" });
  });

  it("refuses another audience, a subject that is not a UUID and malformed tokens", () => {
    expect(checkAccessToken(signJwt(claims({ aud: "anon" }), key), [key.publicJwk], NOW)).toEqual({ ok: false, reason: "token audience is not authenticated" });
    expect(checkAccessToken(signJwt(claims({ aud: ["x", "authenticated"] }), key), [key.publicJwk], NOW)).toMatchObject({ ok: true });
    expect(checkAccessToken(signJwt(claims({ sub: "1 or 1=1" }), key), [key.publicJwk], NOW)).toEqual({ ok: false, reason: "token claims are invalid" });
    for (const bad of ["", "a.b", "a.b.c.d", "***.***.***", `${base64url("[]")}.${base64url("{}")}.AA`]) {
      expect(verifyJwtSignature(bad, [key.publicJwk])).toMatchObject({ ok: false });
    }
  });
});
