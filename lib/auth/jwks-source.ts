import { z } from "zod";
import type { PublicJwk } from "@/lib/auth/jwt/es256";

const jwksSchema = z.object({
  keys: z.array(
    z.looseObject({
      kty: z.string(),
      kid: z.string().optional(),
      alg: z.string().optional(),
      crv: z.string().optional(),
      x: z.string().optional(),
      y: z.string().optional(),
    }),
  ),
});

/** The ES256 keys of a published JWKS (others are ignored: only ES256 tokens are accepted). */
export function es256Keys(body: unknown): PublicJwk[] {
  const parsed = jwksSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.keys.flatMap((k) =>
    k.kty === "EC" && k.crv === "P-256" && k.kid && k.x && k.y && (k.alg === undefined || k.alg === "ES256")
      ? [
          {
            kty: "EC",
            crv: "P-256",
            x: k.x,
            y: k.y,
            kid: k.kid,
            alg: "ES256",
            use: "sig",
            key_ops: ["verify"],
          } satisfies PublicJwk,
        ]
      : [],
  );
}

const JWKS_TTL_MS = 10 * 60_000;
/** An unknown kid fetches the set again at most this often: a made-up kid per request must not mean a fetch each. */
const UNKNOWN_KID_COOLDOWN_MS = 30_000;

/** A hosted project's JWKS, fetched at most every ten minutes (and early for an unknown kid, at most every 30 s). */
export function remoteJwks(
  url: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): (kid?: string) => Promise<PublicJwk[]> {
  let cached: { keys: PublicJwk[]; at: number } | null = null;
  return async (kid) => {
    const age = cached ? now() - cached.at : Infinity;
    const known = !kid || cached?.keys.some((k) => k.kid === kid);
    const fresh = age < JWKS_TTL_MS && (known || age < UNKNOWN_KID_COOLDOWN_MS);
    if (!fresh) {
      const response = await fetchImpl(url, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`JWKS at ${url} answered ${response.status}`);
      cached = { keys: es256Keys(await response.json()), at: now() };
    }
    return cached!.keys;
  };
}
