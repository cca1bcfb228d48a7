import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  normaliseEmail,
  normalisePhone,
} from "@/lib/auth/service/credentials";
import { parseGoDuration } from "@/lib/auth/service/go-duration";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { userById, type Db, type UserRow } from "@/lib/auth/service/user-records";
import { loadUserView } from "@/lib/auth/service/user-view";
import { isUuid } from "@/lib/auth/service/uuid-param";

// What the admin endpoints share: the target user of /admin/users/{id}, address checks, ban
// durations, metadata patches and the admin view of a user.

export const emailExists = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");
export const phoneExists = () =>
  new AuthError(422, "phone_exists", "A user with this phone number has already been registered");

/** The user named by the path: 404 validation_failed for a malformed id, 404 user_not_found for an unknown one. */
export async function targetUser(req: AuthRequest, db: Db = req.deps.sql): Promise<UserRow> {
  const id = req.params.id;
  if (!isUuid(id)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  const user = await userById(db, id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return user;
}

export function validEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (!email) throw validationFailed(INVALID_EMAIL_MESSAGE);
  return email;
}

export function validPhone(raw: string): string {
  const phone = normalisePhone(raw);
  if (!phone) throw validationFailed(INVALID_PHONE_MESSAGE);
  return phone;
}

/** Whether another user (not `exceptId`) already has this email or phone. */
export async function addressTaken(
  db: Db,
  column: "email" | "phone",
  value: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows =
    column === "email"
      ? await db`select 1 from auth.users where lower(email) = ${value.toLowerCase()} and id is distinct from ${exceptId}`
      : await db`select 1 from auth.users where phone = ${value} and id is distinct from ${exceptId}`;
  return rows.length > 0;
}

/** banned_until for a ban_duration ("none" lifts the ban); undefined when none was given. */
export function banUntil(raw: string | null | undefined, nowMs: number): Date | null | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (raw === "none") return null;
  const ms = parseGoDuration(raw);
  if (ms === null) throw validationFailed(`invalid format for ban duration: time: invalid duration "${raw}"`);
  return new Date(nowMs + ms);
}

/** Supabase Auth's metadata update: keys are merged in, a null value removes its key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The user object of the admin endpoints: the usual one plus banned_until when a ban is set. */
export async function adminUserView(db: Db, user: UserRow) {
  const view = await loadUserView(db, user);
  return user.banned_until ? { ...view, banned_until: user.banned_until.toISOString() } : view;
}
