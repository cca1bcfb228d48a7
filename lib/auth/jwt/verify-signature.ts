import { compactVerify, decodeJwt, decodeProtectedHeader, type CryptoKey } from "jose";

export type JwtCheck =
  { ok: true; header: Record<string, unknown>; payload: Record<string, unknown> } | { ok: false; reason: string };

const malformed: JwtCheck = { ok: false, reason: "token is malformed" };

/**
 * A compact JWT's signature under `alg` alone, with the key its header's `kid` names (`keyFor` answers undefined
 * for a key it does not know). Honouring the header's `alg` is how `alg: none` and HMAC-with-the-public-key
 * forgeries get through, so any other `alg` is refused. The caller checks the claims.
 */
export async function verifySignature(
  token: string,
  alg: "ES256" | "RS256",
  keyFor: (kid: string) => Promise<CryptoKey | Uint8Array | undefined>,
): Promise<JwtCheck> {
  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(token);
    payload = decodeJwt(token);
  } catch {
    return malformed;
  }
  if (header.alg !== alg) return { ok: false, reason: `signing method ${String(header.alg)} is invalid` };
  const key = typeof header.kid === "string" ? await keyFor(header.kid) : undefined;
  if (!key) return { ok: false, reason: "key id is unknown" };
  try {
    await compactVerify(token, key, { algorithms: [alg] });
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "ERR_JWS_INVALID"
      ? malformed
      : { ok: false, reason: "signature is invalid" };
  }
  return { ok: true, header, payload };
}
