import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { countByAddress } from "@/lib/auth/service/auth-limits";
import { markPasswordAddressKnown } from "@/lib/auth/service/guess-limits";
import { addressOf, userByAddress } from "@/lib/auth/service/addresses";
import { passwordProblem } from "@/lib/auth/service/credentials";
import { pkceFieldsSchema } from "@/lib/auth/service/flow-state";
import { hashPassword } from "@/lib/auth/service/passwords";
import { jsonResponse } from "@/lib/auth/service/responses";
import { sendCode } from "@/lib/auth/service/send-code";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { startSession } from "@/lib/auth/service/sessions";
import { upsertIdentity, firstRow, type UserRow } from "@/lib/auth/service/user-records";
import { loadUserView } from "@/lib/auth/service/user-view";

const signupSchema = pkceFieldsSchema.extend({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1000).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** Supabase Auth's stand-in user for a sign-up to a taken address: a fresh id, no identities, nothing stored. */
function madeUpUser(address: { kind: "email" | "phone"; value: string }, data: Record<string, unknown>, now: Date) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email: address.kind === "email" ? address.value : "",
    phone: address.kind === "phone" ? address.value : "",
    confirmation_sent_at: at,
    app_metadata: { provider: address.kind, providers: [address.kind] },
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

export async function signup(req: AuthRequest): Promise<Response> {
  await countByAddress(req, "auth-send");
  const body = await req.body(signupSchema);
  const address = addressOf(body);
  if (!address) throw validationFailed("To signup, please provide your email or phone number");
  if (!body.password) throw validationFailed("Signup requires a valid password");
  const problem = await passwordProblem(body.password, [address.value]);
  if (problem) throw problem;

  const { sql, settings } = req.deps;
  const existing = await userByAddress(sql, address);
  const taken = existing && (existing.email_confirmed_at || existing.phone_confirmed_at || settings.autoconfirm);
  // Hashed either way, so the answer for a taken address takes as long as a new account's.
  const passwordHash = await hashPassword(body.password);
  if (taken) {
    // With confirmations on, Supabase Auth answers a taken address like a new one, with a made-up user that has
    // no identities, and sends nothing (issue 34, point 5). With sign-ups confirmed at once it says so.
    if (settings.autoconfirm) throw new AuthError(422, "user_already_exists", "User already registered");
    return jsonResponse(madeUpUser(address, body.data ?? {}, new Date(req.deps.now())));
  }
  const now = new Date(req.deps.now());
  const confirmedAt = settings.autoconfirm ? now : null;

  const result = await sql.begin(async (db) => {
    let user: UserRow;
    if (existing) {
      // Unconfirmed and signing up again: a new password and a fresh confirmation, as Supabase Auth does.
      user = await firstRow(db<UserRow[]>`
        update auth.users set encrypted_password = ${passwordHash}, raw_user_meta_data = ${db.json((body.data ?? {}) as never)}, updated_at = ${now}
        where id = ${existing.id} returning *`);
    } else {
      user = await firstRow(db<UserRow[]>`
        insert into auth.users (email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        values (
          ${address.kind === "email" ? address.value : null}, ${address.kind === "phone" ? address.value : null}, ${passwordHash},
          ${address.kind === "email" ? confirmedAt : null}, ${address.kind === "phone" ? confirmedAt : null},
          ${db.json({ provider: address.kind, providers: [address.kind] })}, ${db.json((body.data ?? {}) as never)}, ${now}, ${now})
        returning *`);
    }
    await upsertIdentity(db, user, address.kind, settings.autoconfirm);
    if (settings.autoconfirm) return startSession(req, db, user, "password");
    await sendCode(req, db, {
      userId: user.id,
      address,
      type: "confirmation",
      pkce: body,
      redirectTo: req.url.searchParams.get("redirect_to"),
    });
    const sent = await firstRow(
      db<UserRow[]>`update auth.users set confirmation_sent_at = ${now} where id = ${user.id} returning *`,
    );
    return loadUserView(db, sent);
  });
  // The owner set the password from here: guesses from elsewhere never lock them out of it (issue 34, point 6).
  await markPasswordAddressKnown(req, address);
  return jsonResponse(result);
}
