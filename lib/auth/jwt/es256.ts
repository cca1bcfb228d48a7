import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type JsonWebKey, type KeyObject } from "node:crypto";
import { base64url, decodeJwtPart, fromBase64url } from "@/lib/auth/jwt/base64url";

// JWS with ES256 (ECDSA P-256, SHA-256). Only this algorithm is produced or accepted: supabase-js's
// getClaims() verifies locally only RS256/ES256 tokens with a `kid`, and a verifier that honours the
// header's `alg` is how `alg: none` and HS256-with-the-public-key forgeries get through.

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

export interface PublicJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  kid: string;
  alg: "ES256";
  use: "sig";
  key_ops: ["verify"];
}

export function generateSigningJwk(): JsonWebKey & { kid: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { ...privateKey.export({ format: "jwk" }), kid: randomBytes(8).toString("hex") };
}

export function signingKeyFromJwk(jwk: JsonWebKey & { kid?: string }): SigningKey {
  if (jwk.kty !== "EC" || jwk.crv !== "P-256" || typeof jwk.d !== "string" || typeof jwk.kid !== "string" || !jwk.kid) {
    throw new Error("The auth signing key must be a P-256 EC private JWK with a kid");
  }
  const privateKey = createPrivateKey({ key: jwk, format: "jwk" });
  const pub = createPublicKey(privateKey).export({ format: "jwk" });
  return {
    kid: jwk.kid,
    privateKey,
    publicJwk: { kty: "EC", crv: "P-256", x: pub.x!, y: pub.y!, kid: jwk.kid, alg: "ES256", use: "sig", key_ops: ["verify"] },
  };
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = base64url(JSON.stringify({ alg: "ES256", kid: key.kid, typ: "JWT" }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign("sha256", Buffer.from(`${header}.${body}`), { key: key.privateKey, dsaEncoding: "ieee-p1363" });
  return `${header}.${body}.${base64url(signature)}`;
}

export type JwtCheck = { ok: true; header: Record<string, unknown>; payload: Record<string, unknown> } | { ok: false; reason: string };

/** Signature only (ES256, the key named by `kid` among `keys`); the caller checks exp, aud and role. */
export function verifyJwtSignature(token: string, keys: readonly PublicJwk[]): JwtCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "token is malformed" };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJwtPart(headerPart);
  const payload = decodeJwtPart(payloadPart);
  const signature = fromBase64url(signaturePart);
  if (!header || !payload || !signature) return { ok: false, reason: "token is malformed" };
  if (header.alg !== "ES256") return { ok: false, reason: `signing method ${String(header.alg)} is invalid` };
  const jwk = keys.find((k) => k.kid === header.kid);
  if (!jwk) return { ok: false, reason: "key id is unknown" };
  if (signature.length !== 64) return { ok: false, reason: "signature is invalid" };
  const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: "jwk" });
  const valid = verify("sha256", Buffer.from(`${headerPart}.${payloadPart}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, signature);
  return valid ? { ok: true, header, payload } : { ok: false, reason: "signature is invalid" };
}
