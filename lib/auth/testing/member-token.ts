import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { signJwt } from "@/lib/auth/jwt/es256";
import type { EmbeddedKeys } from "@/lib/auth/service/signing-keys";

export interface TestMember {
  id: string;
  token: string;
}

/** A member row in auth.users and an access token for them, signed with the database's embedded keys. */
export async function createTestMember(sql: Sql, keys: EmbeddedKeys): Promise<TestMember> {
  const id = randomUUID();
  await sql`insert into auth.users (id, email, email_confirmed_at) values (${id}, ${`${id}@example.in`}, now())`;
  const now = Math.floor(Date.now() / 1000);
  return { id, token: signJwt({ sub: id, aud: "authenticated", role: "authenticated", exp: now + 3600, iat: now, session_id: randomUUID() }, keys.signingKey) };
}
