import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { addressTaken, adminUserView, emailExists, validEmail } from "@/lib/auth/service/admin-users";
import { allowedRedirect } from "@/lib/auth/service/addresses";
import { requireServiceRole } from "@/lib/auth/service/authenticate";
import { passwordProblem } from "@/lib/auth/service/credentials";
import type { TokenType } from "@/lib/auth/service/one-time-tokens";
import { hashPassword } from "@/lib/auth/service/passwords";
import { jsonResponse } from "@/lib/auth/service/responses";
import { sendCode } from "@/lib/auth/service/send-code";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { firstRow, upsertIdentity, userByEmail, type Db, type UserRow } from "@/lib/auth/service/user-records";

const userData = z.record(z.string(), z.unknown()).nullish();

/** A new, unconfirmed user with an email identity (invite, generated sign-up and magic links). */
async function createEmailUser(
  db: Db,
  email: string,
  data: Record<string, unknown>,
  passwordHash: string | null,
  nowMs: number,
): Promise<UserRow> {
  const now = new Date(nowMs);
  const user = await firstRow(db<UserRow[]>`
    insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values (${email}, ${passwordHash}, ${db.json({ provider: "email", providers: ["email"] })}, ${db.json(data as never)}, ${now}, ${now})
    returning *`);
  await upsertIdentity(db, user, "email", false);
  return user;
}

/** The user to invite: a new one, or an invited one who has not accepted yet (a confirmed user is refused). */
async function inviteeOf(db: Db, email: string, data: Record<string, unknown>, nowMs: number): Promise<UserRow> {
  const existing = await userByEmail(db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  return existing ?? createEmailUser(db, email, data, null, nowMs);
}

const inviteSchema = z.object({ email: z.string().max(320), data: userData });

/** POST /invite: creates the user and puts an invitation link (type=invite) in the outbox. */
export async function invite(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const body = await req.body(inviteSchema);
  const email = validEmail(body.email);
  const view = await req.deps.sql.begin(async (db) => {
    const user = await inviteeOf(db, email, body.data ?? {}, req.deps.now());
    await sendCode(req, db, {
      userId: user.id,
      address: { kind: "email", value: email },
      type: "invite",
      redirectTo: req.url.searchParams.get("redirect_to"),
    });
    const sent = await firstRow(
      db<
        UserRow[]
      >`update auth.users set confirmation_sent_at = ${new Date(req.deps.now())} where id = ${user.id} returning *`,
    );
    return adminUserView(db, sent);
  });
  return jsonResponse(view);
}

const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"] as const;
type LinkType = (typeof LINK_TYPES)[number];

const TOKEN_TYPES: Record<LinkType, TokenType> = {
  signup: "confirmation",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change_current: "email_change",
  email_change_new: "email_change",
};

const generateLinkSchema = z.object({
  type: z.string().max(40),
  email: z.string().max(320),
  password: z.string().max(1000).nullish(),
  new_email: z.string().max(320).nullish(),
  data: userData,
  redirect_to: z.string().max(2000).nullish(),
  redirectTo: z.string().max(2000).nullish(),
});

/**
 * POST /admin/generate_link: the link and code an email would carry, answered instead of sent, with the user's
 * fields beside them (supabase-js splits the body into properties and user). Sign-up, invite and magic links
 * create the user when needed; recovery and email change need an existing one. Both email-change types issue
 * one token for the new address, so either link applies the change.
 */
export async function generateLink(req: AuthRequest): Promise<Response> {
  await requireServiceRole(req);
  const body = await req.body(generateLinkSchema);
  const parsedType = z.enum(LINK_TYPES).safeParse(body.type);
  if (!parsedType.success) throw validationFailed("Invalid email action link type requested");
  const type = parsedType.data;
  const email = validEmail(body.email);
  const redirectTo = req.url.searchParams.get("redirect_to") ?? body.redirect_to ?? body.redirectTo ?? null;
  let passwordHash: string | null = null;
  if (type === "signup") {
    if (!body.password) throw validationFailed("Signup requires a valid password");
    const problem = await passwordProblem(body.password);
    if (problem) throw problem;
    passwordHash = await hashPassword(body.password);
  }
  const newEmail =
    type === "email_change_current" || type === "email_change_new" ? validEmail(body.new_email ?? "") : null;
  const nowMs = req.deps.now();

  const result = await req.deps.sql.begin(async (db) => {
    let user = await userByEmail(db, email);
    if (type === "signup" || type === "invite") {
      if (user?.email_confirmed_at) throw emailExists();
      user ??= await createEmailUser(db, email, body.data ?? {}, passwordHash, nowMs);
      if (passwordHash)
        user = await firstRow(
          db<UserRow[]>`update auth.users set encrypted_password = ${passwordHash} where id = ${user.id} returning *`,
        );
    } else if (type === "magiclink") {
      user ??= await createEmailUser(db, email, body.data ?? {}, null, nowMs);
    } else if (!user) {
      throw new AuthError(404, "user_not_found", "User with this email not found");
    }
    const now = new Date(nowMs);
    let relatesTo = email;
    if (newEmail) {
      if (await addressTaken(db, "email", newEmail, user.id)) throw emailExists();
      relatesTo = newEmail;
      user = await firstRow(
        db<
          UserRow[]
        >`update auth.users set email_change = ${newEmail}, email_change_sent_at = ${now} where id = ${user.id} returning *`,
      );
    } else if (type === "recovery") {
      user = await firstRow(
        db<UserRow[]>`update auth.users set recovery_sent_at = ${now} where id = ${user.id} returning *`,
      );
    } else {
      user = await firstRow(
        db<UserRow[]>`update auth.users set confirmation_sent_at = ${now} where id = ${user.id} returning *`,
      );
    }
    const issued = await sendCode(
      req,
      db,
      { userId: user.id, address: { kind: "email", value: relatesTo }, type: TOKEN_TYPES[type], redirectTo },
      false,
    );
    return {
      ...(await adminUserView(db, user)),
      action_link: issued.link,
      email_otp: issued.code,
      hashed_token: issued.hash,
      verification_type: type,
      redirect_to: allowedRedirect(req, redirectTo),
    };
  });
  return jsonResponse(result);
}
