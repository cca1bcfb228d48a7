import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Google's ID-token issuer: a local RSA key whose public half is served as a JWKS
// over HTTP, and a signer for ID tokens, so tests exercise the id_token grant offline. It signs by hand, not
// with jose: it is the test's independent oracle for the service's jose verifier, and signs any `alg` it is given.

export interface TestIssuer {
  jwksUrl: string;
  kid: string;
  /** How many times the JWKS was fetched. */
  fetches: () => number;
  sign: (claims: Record<string, unknown>, options?: { kid?: string; key?: KeyObject; alg?: string }) => string;
  close: () => Promise<void>;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export function newRsaKey(): KeyObject {
  return generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const privateKey = newRsaKey();
  const kid = randomBytes(6).toString("hex");
  const publicJwk = {
    ...privateKey.export({ format: "jwk" }),
    d: undefined,
    p: undefined,
    q: undefined,
    dp: undefined,
    dq: undefined,
    qi: undefined,
  };
  const jwks = JSON.stringify({
    keys: [{ kty: "RSA", n: publicJwk.n, e: publicJwk.e, kid, alg: "RS256", use: "sig" }],
  });
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== "/oauth2/v3/certs") {
      response.statusCode = 404;
      response.end();
      return;
    }
    fetches += 1;
    response.setHeader("Content-Type", "application/json");
    response.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    kid,
    fetches: () => fetches,
    sign: (claims, options = {}) => {
      const header = b64(JSON.stringify({ alg: options.alg ?? "RS256", kid: options.kid ?? kid, typ: "JWT" }));
      const body = b64(JSON.stringify(claims));
      const signature = sign("RSA-SHA256", Buffer.from(`${header}.${body}`), options.key ?? privateKey);
      return `${header}.${body}.${b64(signature)}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
