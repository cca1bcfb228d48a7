import type { Sql } from "postgres";
import type { AccessClaims } from "@/lib/auth/jwt/access-claims";
import { createMemberSessionCheck, type MemberAccess, type MemberSessionCheck } from "@/lib/auth/member-session";
import { getDatabase } from "@/lib/db/client";

const holder = globalThis as typeof globalThis & {
  __fundlensMemberSessionCheck?: { sql: Sql; check: MemberSessionCheck };
};

/** The app's check of a verified token's session (one per pool: a test that swaps the database starts with an empty memory). */
export function memberAccessOf(claims: AccessClaims): Promise<MemberAccess> {
  const { sql } = getDatabase();
  if (holder.__fundlensMemberSessionCheck?.sql !== sql)
    holder.__fundlensMemberSessionCheck = { sql, check: createMemberSessionCheck(sql) };
  return holder.__fundlensMemberSessionCheck.check(claims);
}
