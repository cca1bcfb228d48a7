import { decodeProtectedHeader } from "jose";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { bearerToken } from "@/lib/auth/jwt/bearer-token";
import { checkAccessToken, type AccessClaims } from "@/lib/auth/jwt/access-claims";
import { remoteJwks } from "@/lib/auth/jwks-source";
import type { PublicJwk } from "@/lib/auth/jwt/es256";
import { embeddedKeys } from "@/lib/auth/service/signing-keys";

export type MemberCheck = { ok: true; userId: string; claims: AccessClaims } | { ok: false; reason: string };

export type KeySource = (kid?: string) => Promise<PublicJwk[]>;

function kidOf(token: string): string | undefined {
  try {
    return decodeProtectedHeader(token).kid;
  } catch {
    return undefined;
  }
}

/**
 * A product-API request's member: the bearer access token's ES256 signature against the auth server's
 * JWKS, its expiry and audience. The member id comes from the token only, never from the request.
 */
export async function verifyMemberRequest(
  headers: Headers,
  keys: KeySource = appKeySource(),
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<MemberCheck> {
  const token = bearerToken(headers);
  if (!token) return { ok: false, reason: "no bearer token" };
  const check = await checkAccessToken(token, await keys(kidOf(token)), nowSeconds);
  if (!check.ok) return check;
  if (check.claims.role !== "authenticated") return { ok: false, reason: "token is not a member's" };
  return { ok: true, userId: check.claims.sub, claims: check.claims };
}

let source: KeySource | undefined;

/** The embedded service's own keys, or the hosted project's published JWKS. */
export function appKeySource(): KeySource {
  if (!source) {
    const hosted = parseAuthEnv().NEXT_PUBLIC_SUPABASE_URL;
    source = hosted
      ? remoteJwks(`${hosted.replace(/\/+$/, "")}/auth/v1/.well-known/jwks.json`)
      : async () => (await embeddedKeys()).jwks;
  }
  return source;
}
