import { createHash } from "node:crypto";
import { importJWK, type CryptoKey } from "jose";
import { z } from "zod";
import { verifySignature } from "@/lib/auth/jwt/verify-signature";
import { AuthError } from "@/lib/auth/service/auth-error";

// Google sign-in's ID tokens: RS256 JWTs signed by a key from the issuer's published JWKS. The keys are
// cached for ten minutes (Google rotates them rarely and publishes new ones well before use); a token
// naming an unknown key refetches them, at most once a minute, so made-up key ids cannot hammer Google.
// The cache is ours rather than jose's createRemoteJWKSet because it runs on the service's clock (deps.now).

export const JWKS_CACHE_MS = 10 * 60_000;
export const JWKS_REFETCH_MS = 60_000;

const jwksSchema = z.object({
  keys: z.array(
    z
      .object({
        kty: z.string(),
        kid: z.string().optional(),
        n: z.string().optional(),
        e: z.string().optional(),
        alg: z.string().optional(),
      })
      .loose(),
  ),
});

interface CachedKeys {
  keys: Map<string, CryptoKey>;
  fetchedAt: number;
}

const cache = new Map<string, CachedKeys>();

async function fetchKeys(url: string, nowMs: number): Promise<CachedKeys> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The ID token issuer's keys at ${url} answered ${response.status}`);
  const parsed = jwksSchema.parse(await response.json());
  const keys = new Map<string, CryptoKey>();
  for (const jwk of parsed.keys) {
    if (jwk.kty !== "RSA" || !jwk.kid || !jwk.n || !jwk.e || (jwk.alg && jwk.alg !== "RS256")) continue;
    keys.set(jwk.kid, (await importJWK({ kty: "RSA", n: jwk.n, e: jwk.e }, "RS256")) as CryptoKey);
  }
  const entry = { keys, fetchedAt: nowMs };
  cache.set(url, entry);
  return entry;
}

async function keyFor(url: string, kid: string, nowMs: number): Promise<CryptoKey | undefined> {
  let entry = cache.get(url);
  if (!entry || nowMs - entry.fetchedAt >= JWKS_CACHE_MS) entry = await fetchKeys(url, nowMs);
  else if (!entry.keys.has(kid) && nowMs - entry.fetchedAt >= JWKS_REFETCH_MS) entry = await fetchKeys(url, nowMs);
  return entry.keys.get(kid);
}

export const idTokenClaimsSchema = z
  .object({
    iss: z.string(),
    sub: z.string().min(1).max(255),
    aud: z.union([z.string(), z.array(z.string())]),
    exp: z.number(),
    iat: z.number().optional(),
    nonce: z.string().optional(),
    at_hash: z.string().optional(),
    email: z.string().optional(),
    email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
    name: z.string().optional(),
    picture: z.string().optional(),
  })
  .loose();

export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

export interface IdTokenCheck {
  jwksUrl: string;
  issuer: string;
  clientId: string;
  /** The raw nonce the client sent, if any. */
  nonce?: string | null;
  /** The access token Google issued with the ID token, if the client sent it (checked against at_hash). */
  accessToken?: string | null;
  nowMs: number;
}

export const badIdToken = (message: string) => new AuthError(400, "validation_failed", message);

/** The issuers a Google token may name: the configured one, and Google's scheme-less spelling of its own. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer];
}

/** Verifies signature (RS256, a key of the issuer's JWKS), issuer, audience, expiry, nonce and at_hash; answers the claims. */
export async function verifyGoogleIdToken(token: string, check: IdTokenCheck): Promise<IdTokenClaims> {
  const signed = await verifySignature(token, "RS256", (kid) => keyFor(check.jwksUrl, kid, check.nowMs));
  if (!signed.ok) throw badIdToken(`Bad ID token: ${signed.reason}`);

  const parsed = idTokenClaimsSchema.safeParse(signed.payload);
  if (!parsed.success) throw badIdToken("Bad ID token: claims are invalid");
  const claims = parsed.data;
  if (!acceptedIssuers(check.issuer).includes(claims.iss)) throw badIdToken("Bad ID token: issuer is not accepted");
  if (claims.exp * 1000 <= check.nowMs) throw badIdToken("Bad ID token: token has expired");
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(check.clientId)) throw badIdToken("Unacceptable audience in id_token");
  const hasNonce = Boolean(check.nonce);
  if (hasNonce !== Boolean(claims.nonce))
    throw badIdToken("Passed nonce and nonce in id_token should either both exist or not.");
  // The client hands Google the SHA-256 (hex) of its nonce and us the nonce itself, as with Supabase Auth.
  if (hasNonce && createHash("sha256").update(check.nonce!).digest("hex") !== claims.nonce)
    throw badIdToken("Nonces mismatch");
  // OpenID Connect at_hash: base64url of the left half of the access token's SHA-256.
  if (check.accessToken && claims.at_hash) {
    const digest = createHash("sha256").update(check.accessToken).digest();
    if (digest.subarray(0, 16).toString("base64url") !== claims.at_hash)
      throw badIdToken("Bad ID token: access token does not match at_hash");
  }
  return claims;
}
