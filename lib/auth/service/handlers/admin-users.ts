import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import {
  addressTaken,
  adminUserView,
  banUntil,
  emailExists,
  mergeMetadata,
  phoneExists,
  targetUser,
  validEmail,
  validPhone,
} from "@/lib/auth/service/admin-users";
import { requireServiceRole } from "@/lib/auth/service/authenticate";
import { passwordProblem } from "@/lib/auth/service/credentials";
import { hashPassword } from "@/lib/auth/service/passwords";
import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import {
  firstRow,
  upsertIdentity,
  type FactorRow,
  type IdentityRow,
  type UserRow,
} from "@/lib/auth/service/user-records";
import { factorView, userView } from "@/lib/auth/service/user-view";
import { isUuid } from "@/lib/auth/service/uuid-param";

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 1000;

const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? String(fallback) : v))
    .pipe(
      z
        .string()
        .regex(/^[0-9]+$/, "must be a whole number")
        .transform(Number)
        .pipe(z.number().int().min(1).max(max)),
    );

const listQuerySchema = z.object({
  page: pageNumber(1, 1_000_000),
  per_page: pageNumber(DEFAULT_PER_PAGE, MAX_PER_PAGE),
  filter: z.string().max(200).nullish(),
});

/** GET /admin/users?page&per_page[&filter]: newest first, with X-Total-Count and a Link header as Supabase Auth sends them. */
export async function adminListUsers(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const params = req.url.searchParams;
  const query = listQuerySchema.safeParse({
    page: params.get("page"),
    per_page: params.get("per_page"),
    filter: params.get("filter"),
  });
  if (!query.success) {
    const issue = query.error.issues[0];
    throw validationFailed(
      `Bad Pagination Parameters: ${issue ? `${issue.path.join(".")} ${issue.message}` : "invalid"}`,
    );
  }
  const { page, per_page: perPage, filter } = query.data;
  const { sql } = req.deps;
  const pattern = filter ? `%${filter.replace(/[\\%_]/g, "\\$&")}%` : null;
  const where = pattern
    ? sql`where email ilike ${pattern} or raw_user_meta_data->>'full_name' ilike ${pattern}`
    : sql``;
  const { total } = await firstRow(sql<{ total: number }[]>`select count(*)::int as total from auth.users ${where}`);
  const users = await sql<
    UserRow[]
  >`select * from auth.users ${where} order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`;
  const ids = users.map((u) => u.id);
  const [identities, factors] = ids.length
    ? await Promise.all([
        sql<IdentityRow[]>`select * from auth.identities where user_id in ${sql(ids)} order by created_at, id`,
        sql<FactorRow[]>`select * from auth.mfa_factors where user_id in ${sql(ids)} order by created_at, id`,
      ])
    : [[], []];
  const views = users.map((user) => {
    const view = userView(
      user,
      identities.filter((i) => i.user_id === user.id),
      factors.filter((f) => f.user_id === user.id),
    );
    return user.banned_until ? { ...view, banned_until: user.banned_until.toISOString() } : view;
  });

  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (n: number) => {
    const url = new URL(`${req.issuer}/admin/users`);
    url.searchParams.set("page", String(n));
    url.searchParams.set("per_page", String(perPage));
    if (filter) url.searchParams.set("filter", filter);
    return url.toString();
  };
  const links = [
    ...(page < lastPage ? [`<${pageLink(page + 1)}>; rel="next"`] : []),
    `<${pageLink(lastPage)}>; rel="last"`,
  ];
  return jsonResponse({ users: views, aud: "authenticated" }, 200, {
    "X-Total-Count": String(total),
    Link: links.join(", "),
  });
}

/** GET /admin/users/{id} */
export async function adminGetUser(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const user = await targetUser(req);
  return jsonResponse(await adminUserView(req.deps.sql, user));
}

const metadata = z.record(z.string(), z.unknown()).nullish();

const adminUserSchema = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1000).nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  role: z.string().trim().min(1).max(64).nullish(),
  ban_duration: z.string().max(64).nullish(),
});

/** The create and update calls' shared checks: email, phone and password validated, the password hashed. */
async function checkedUserFields(req: AuthRequest, body: z.infer<typeof adminUserSchema>) {
  const email = body.email ? validEmail(body.email) : null;
  const phone = body.phone ? validPhone(body.phone) : null;
  if (body.password) {
    const problem = await passwordProblem(body.password);
    if (problem) throw problem;
  }
  const nowMs = req.deps.now();
  const bannedUntil = banUntil(body.ban_duration, nowMs);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return { email, phone, passwordHash, bannedUntil, nowMs };
}

/** POST /admin/users: a user with an email and/or phone, confirmed only when asked (email_confirm, phone_confirm). */
export async function adminCreateUser(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const body = await req.body(adminUserSchema);
  if (!body.email && !body.phone) throw validationFailed("Cannot create a user without either an email or phone");
  const { email, phone, passwordHash, bannedUntil, nowMs } = await checkedUserFields(req, body);
  const providers = [...(email ? ["email"] : []), ...(phone ? ["phone"] : [])];
  const now = new Date(nowMs);

  const view = await req.deps.sql.begin(async (db) => {
    if (email && (await addressTaken(db, "email", email, null))) throw emailExists();
    if (phone && (await addressTaken(db, "phone", phone, null))) throw phoneExists();
    const appMeta = mergeMetadata({ provider: providers[0], providers }, body.app_metadata ?? {});
    const user = await firstRow(db<UserRow[]>`
      insert into auth.users (email, phone, encrypted_password, role, email_confirmed_at, phone_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
      values (${email}, ${phone}, ${passwordHash}, ${body.role ?? "authenticated"},
        ${email && body.email_confirm ? now : null}, ${phone && body.phone_confirm ? now : null},
        ${db.json(appMeta as never)}, ${db.json((body.user_metadata ?? {}) as never)}, ${bannedUntil ?? null}, ${now}, ${now})
      returning *`);
    if (email) await upsertIdentity(db, user, "email", Boolean(body.email_confirm));
    if (phone) await upsertIdentity(db, user, "phone", Boolean(body.phone_confirm));
    return adminUserView(db, user);
  });
  return jsonResponse(view);
}

/**
 * PUT /admin/users/{id}: any of the create fields. A new password ends the user's sessions; a new email or
 * phone replaces the old one at once, keeping its confirmation as Supabase Auth does (email_confirm and
 * phone_confirm confirm an unconfirmed one).
 */
export async function adminUpdateUser(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const body = await req.body(adminUserSchema);
  const { email, phone, passwordHash, bannedUntil, nowMs } = await checkedUserFields(req, body);
  const now = new Date(nowMs);

  const view = await req.deps.sql.begin(async (db) => {
    let user = await targetUser(req, db);
    if (email && (await addressTaken(db, "email", email, user.id))) throw emailExists();
    if (phone && (await addressTaken(db, "phone", phone, user.id))) throw phoneExists();
    const emailChanged = email !== null && email !== user.email;
    const phoneChanged = phone !== null && phone !== user.phone;
    const emailConfirmedAt = body.email_confirm && user.email_confirmed_at === null ? now : user.email_confirmed_at;
    const phoneConfirmedAt = body.phone_confirm && user.phone_confirmed_at === null ? now : user.phone_confirmed_at;
    user = await firstRow(db<UserRow[]>`
      update auth.users set
        email = ${email ?? user.email}, phone = ${phone ?? user.phone},
        email_confirmed_at = ${emailConfirmedAt}, phone_confirmed_at = ${phoneConfirmedAt},
        encrypted_password = ${passwordHash ?? user.encrypted_password}, role = ${body.role ?? user.role},
        raw_app_meta_data = ${db.json(mergeMetadata(user.raw_app_meta_data, body.app_metadata ?? {}) as never)},
        raw_user_meta_data = ${db.json(mergeMetadata(user.raw_user_meta_data, body.user_metadata ?? {}) as never)},
        banned_until = ${bannedUntil === undefined ? user.banned_until : bannedUntil}, updated_at = ${now}
      where id = ${user.id} returning *`);
    if (user.email && (emailChanged || body.email_confirm))
      await upsertIdentity(db, user, "email", Boolean(user.email_confirmed_at));
    if (user.phone && (phoneChanged || body.phone_confirm))
      await upsertIdentity(db, user, "phone", Boolean(user.phone_confirmed_at));
    if (passwordHash) await db`delete from auth.sessions where user_id = ${user.id}`;
    return adminUserView(db, user);
  });
  return jsonResponse(view);
}

const deleteSchema = z.object({ should_soft_delete: z.boolean().nullish() });

/** DELETE /admin/users/{id}: the user and everything of theirs (sessions, identities, factors) go; answers {}. */
export async function adminDeleteUser(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  // supabase-js sends {should_soft_delete}; a bare DELETE without a body is fine too.
  const body = req.request.headers.get("content-type") ? await req.body(deleteSchema) : {};
  if (body.should_soft_delete)
    throw validationFailed("Soft deletion is not supported by this service; delete the user instead");
  const user = await targetUser(req);
  await req.deps.sql`delete from auth.users where id = ${user.id}`;
  return jsonResponse({});
}

/** GET /admin/users/{id}/factors */
export async function adminListFactors(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const user = await targetUser(req);
  const factors = await req.deps.sql<
    FactorRow[]
  >`select * from auth.mfa_factors where user_id = ${user.id} order by created_at, id`;
  return jsonResponse(factors.map(factorView));
}

/** DELETE /admin/users/{id}/factors/{factorId}: removes the factor; sessions it raised drop back to aal1. */
export async function adminDeleteFactor(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const user = await targetUser(req);
  const factorId = req.params.factorId;
  if (!isUuid(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const factor = await req.deps.sql.begin(async (db) => {
    const [deleted] = await db<
      FactorRow[]
    >`delete from auth.mfa_factors where id = ${factorId} and user_id = ${user.id} returning *`;
    if (!deleted) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    await db`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = ${deleted.id}`;
    return deleted;
  });
  return jsonResponse(factorView(factor));
}
