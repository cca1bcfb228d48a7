import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { signJwt } from "@/lib/auth/jwt/es256";
import type { EmbeddedKeys } from "@/lib/auth/service/signing-keys";

export interface TestMember {
  id: string;
  sessionId: string;
  token: string;
}

/** A member row in auth.users with a live session, and an aal1 access token for it signed with the database's embedded keys. */
export async function createTestMember(sql: Sql, keys: EmbeddedKeys): Promise<TestMember> {
  const id = randomUUID();
  const sessionId = randomUUID();
  await sql`insert into auth.users (id, email, email_confirmed_at) values (${id}, ${`${id}@example.in`}, now())`;
  await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${id})`;
  return { id, sessionId, token: await memberToken(keys, id, sessionId) };
}

/** An access token for a member's session, as the auth service signs them. */
export function memberToken(
  keys: EmbeddedKeys,
  userId: string,
  sessionId: string,
  aal: "aal1" | "aal2" = "aal1",
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub: userId, aud: "authenticated", role: "authenticated", exp: now + 3600, iat: now, session_id: sessionId, aal },
    keys.signingKey,
  );
}
