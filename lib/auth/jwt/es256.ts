import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import { verifySignature, type JwtCheck } from "@/lib/auth/jwt/verify-signature";

// JWS with ES256 (ECDSA P-256, SHA-256) through jose. Only this algorithm is produced or accepted
// (verify-signature.ts): supabase-js's getClaims() verifies locally only RS256/ES256 tokens with a `kid`.

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
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

type PrivateJwk = JWK & { kid: string };

export async function generateSigningJwk(): Promise<PrivateJwk> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString("hex");
  return { ...(await exportJWK(privateKey)), kid };
}

export async function signingKeyFromJwk(jwk: JWK & { kid?: string }): Promise<SigningKey> {
  if (
    jwk.kty !== "EC" ||
    jwk.crv !== "P-256" ||
    typeof jwk.d !== "string" ||
    typeof jwk.x !== "string" ||
    typeof jwk.y !== "string" ||
    typeof jwk.kid !== "string" ||
    !jwk.kid
  ) {
    throw new Error("The auth signing key must be a P-256 EC private JWK with a kid");
  }
  const privateKey = await importJWK({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, d: jwk.d }, "ES256");
  return {
    kid: jwk.kid,
    privateKey: privateKey as CryptoKey,
    publicJwk: {
      kty: "EC",
      crv: "P-256",
      x: jwk.x,
      y: jwk.y,
      kid: jwk.kid,
      alg: "ES256",
      use: "sig",
      key_ops: ["verify"],
    },
  };
}

/** The compact JWS of `payload` with the header `{"alg":"ES256","kid":…,"typ":"JWT"}`, as Supabase Auth signs. */
export function signJwt(payload: Record<string, unknown>, key: SigningKey): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" }).sign(key.privateKey);
}

// Every member call verifies a token: import each public key once (the key sets are long-lived objects), not per call.
const importedKeys = new WeakMap<PublicJwk, Promise<CryptoKey | Uint8Array>>();

function verifyingKey(jwk: PublicJwk): Promise<CryptoKey | Uint8Array> {
  let key = importedKeys.get(jwk);
  if (!key) {
    key = importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, "ES256");
    importedKeys.set(jwk, key);
  }
  return key;
}

/** Signature only (ES256, the key named by `kid` among `keys`); the caller checks exp, aud and role. */
export function verifyJwtSignature(token: string, keys: readonly PublicJwk[]): Promise<JwtCheck> {
  return verifySignature(token, "ES256", async (kid) => {
    const jwk = keys.find((k) => k.kid === kid);
    return jwk ? verifyingKey(jwk) : undefined;
  });
}
