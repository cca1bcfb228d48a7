import { z } from "zod";
import { verifyJwtSignature, type PublicJwk } from "@/lib/auth/jwt/es256";

/** The claims the app relies on in a member's access token. */
export const accessClaimsSchema = z.object({
  sub: z.uuid(),
  aud: z.union([z.string(), z.array(z.string())]),
  role: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
  iss: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  aal: z.enum(["aal1", "aal2"]).optional(),
  session_id: z.uuid().optional(),
  is_anonymous: z.boolean().optional(),
});

export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

/** A member's access token: ES256 signature by one of `keys`, not expired, audience "authenticated". */
export async function checkAccessToken(
  token: string,
  keys: readonly PublicJwk[],
  nowSeconds: number,
): Promise<AccessCheck> {
  const signed = await verifyJwtSignature(token, keys);
  if (!signed.ok) return signed;
  const parsed = accessClaimsSchema.safeParse(signed.payload);
  if (!parsed.success) return { ok: false, reason: "token claims are invalid" };
  const claims = parsed.data;
  if (claims.exp <= nowSeconds) return { ok: false, reason: "token has expired" };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes("authenticated")) return { ok: false, reason: "token audience is not authenticated" };
  return { ok: true, claims };
}
