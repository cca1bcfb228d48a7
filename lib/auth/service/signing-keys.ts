import type { JWK } from "jose";
import { z } from "zod";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { generateSigningJwk, signingKeyFromJwk, signJwt, type PublicJwk, type SigningKey } from "@/lib/auth/jwt/es256";
import { getDatabase } from "@/lib/db/client";
import type { Sql } from "postgres";

export interface EmbeddedKeys {
  signingKey: SigningKey;
  jwks: PublicJwk[];
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
const storedKeysSchema = z.object({
  private_jwk: z.record(z.string(), z.unknown()),
  anon_key: z.string().min(1),
  service_role_key: z.string().min(1),
});

function apiKey(role: "anon" | "service_role", key: SigningKey): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ iss: "supabase", ref: "fundlens-embedded", role, iat, exp: iat + TEN_YEARS_SECONDS }, key);
}

async function keysFrom(
  privateJwk: JWK & { kid?: string },
  anonKey: string,
  serviceRoleKey: string,
): Promise<EmbeddedKeys> {
  const signingKey = await signingKeyFromJwk(privateJwk);
  return { signingKey, jwks: [signingKey.publicJwk], anonKey, serviceRoleKey };
}

/** Reads the keys from the database, creating them on the first start (concurrent starts agree on one set). */
export async function loadOrCreateKeys(sql: Sql): Promise<EmbeddedKeys> {
  const env = parseAuthEnv();
  if (env.AUTH_JWT_PRIVATE_KEY && env.AUTH_ANON_KEY && env.AUTH_SERVICE_ROLE_KEY) {
    let jwk: unknown;
    try {
      jwk = JSON.parse(env.AUTH_JWT_PRIVATE_KEY);
    } catch {
      throw new Error("AUTH_JWT_PRIVATE_KEY must be a private JWK in JSON");
    }
    return keysFrom(jwk as JWK, env.AUTH_ANON_KEY, env.AUTH_SERVICE_ROLE_KEY);
  }
  const existing =
    await sql`select private_jwk, anon_key, service_role_key from auth.service_keys where id = 'default'`;
  if (existing.length === 0) {
    const jwk = await generateSigningJwk();
    const key = await signingKeyFromJwk(jwk);
    await sql`
      insert into auth.service_keys (id, private_jwk, anon_key, service_role_key)
      values ('default', ${sql.json(jwk as never)}, ${await apiKey("anon", key)}, ${await apiKey("service_role", key)})
      on conflict (id) do nothing`;
  }
  const [row] = await sql`select private_jwk, anon_key, service_role_key from auth.service_keys where id = 'default'`;
  const stored = storedKeysSchema.parse(row);
  return keysFrom(stored.private_jwk as JWK, stored.anon_key, stored.service_role_key);
}

const holder = globalThis as typeof globalThis & { __fundlensAuthKeys?: Promise<EmbeddedKeys> };

/** The app's embedded-service keys, read once per process. */
export function embeddedKeys(): Promise<EmbeddedKeys> {
  holder.__fundlensAuthKeys ??= loadOrCreateKeys(getDatabase().sql).catch((error: unknown) => {
    holder.__fundlensAuthKeys = undefined;
    throw error;
  });
  return holder.__fundlensAuthKeys;
}
