import { randomUUID } from "node:crypto";
import { generateSigningJwk, signingKeyFromJwk, signJwt, type SigningKey } from "@/lib/auth/jwt/es256";
import { verifyMemberRequest } from "@/lib/auth/verify-access-token";

let key: SigningKey;
beforeAll(async () => {
  key = await signingKeyFromJwk(await generateSigningJwk());
});
const keys = async () => [key.publicJwk];
const NOW = 1_800_000_000;
const bearer = (token: string) => new Headers({ Authorization: `Bearer ${token}` });

describe("verifyMemberRequest", () => {
  it("takes the member id from a valid token", async () => {
    const sub = randomUUID();
    const token = await signJwt({ sub, aud: "authenticated", role: "authenticated", exp: NOW + 60 }, key);
    expect(await verifyMemberRequest(bearer(token), keys, NOW)).toMatchObject({ ok: true, userId: sub });
  });

  it("refuses no header, another scheme, and the service-role or anon key", async () => {
    expect(await verifyMemberRequest(new Headers(), keys, NOW)).toEqual({ ok: false, reason: "no bearer token" });
    expect(await verifyMemberRequest(new Headers({ Authorization: "Basic abc" }), keys, NOW)).toEqual({
      ok: false,
      reason: "no bearer token",
    });
    const service = await signJwt(
      { sub: randomUUID(), aud: "authenticated", role: "service_role", exp: NOW + 60 },
      key,
    );
    expect(await verifyMemberRequest(bearer(service), keys, NOW)).toEqual({
      ok: false,
      reason: "token is not a member's",
    });
    const anon = await signJwt({ iss: "supabase", role: "anon", exp: NOW + 60 }, key);
    expect(await verifyMemberRequest(bearer(anon), keys, NOW)).toEqual({
      ok: false,
      reason: "token claims are invalid",
    });
  });

  it("asks the key source for the token's kid", async () => {
    const asked: (string | undefined)[] = [];
    const token = await signJwt({ sub: randomUUID(), aud: "authenticated", role: "authenticated", exp: NOW + 60 }, key);
    await verifyMemberRequest(bearer(token), async (kid) => (asked.push(kid), [key.publicJwk]), NOW);
    expect(asked).toEqual([key.kid]);
  });
});
