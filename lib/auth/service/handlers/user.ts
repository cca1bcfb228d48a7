import { z } from "zod";
import { AuthError, validationFailed } from "@/lib/auth/service/auth-error";
import { addressOf, userByAddress } from "@/lib/auth/service/addresses";
import { passwordProblem } from "@/lib/auth/service/credentials";
import { pkceFieldsSchema } from "@/lib/auth/service/flow-state";
import { consumeCode, countWrongCode } from "@/lib/auth/service/one-time-tokens";
import { hashPassword, passwordMatches } from "@/lib/auth/service/passwords";
import { jsonResponse } from "@/lib/auth/service/responses";
import { requireAal2IfEnrolled, requireMember } from "@/lib/auth/service/authenticate";
import { sendCode } from "@/lib/auth/service/send-code";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { firstRow, upsertIdentity, type UserRow } from "@/lib/auth/service/user-records";
import { loadUserView } from "@/lib/auth/service/user-view";

export async function getUser(req: AuthRequest): Promise<Response> {
  const { user } = await requireMember(req);
  return jsonResponse(await loadUserView(req.deps.sql, user));
}

const updateSchema = pkceFieldsSchema.extend({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1000).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  nonce: z.string().max(20).nullish(),
});

/** PUT /user: metadata, password (ends the member's other sessions), email or phone (confirmed unless autoconfirm). */
export async function updateUser(req: AuthRequest): Promise<Response> {
  const member = await requireMember(req);
  const body = await req.body(updateSchema);
  const { sql, settings } = req.deps;
  const now = new Date(req.deps.now());
  const changesAddress = (["email", "phone"] as const).some((field) => {
    const raw = body[field];
    const address = raw ? addressOf({ [field]: raw }) : null;
    return address !== null && address.value !== member.user[field];
  });
  // The password, email and phone are how the account is recovered: changing them needs the code too when MFA is
  // on. Metadata (`data`) alone stays open to an aal1 session, as in Supabase Auth.
  if (body.password || changesAddress) {
    await requireAal2IfEnrolled(
      req,
      member,
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  }

  // The address whose reauthentication nonce was typed wrong, if one was.
  let wrongNonceFor: string | null = null;
  const update = sql.begin(async (db) => {
    let user: UserRow = member.user;
    const save = async (changed: Promise<UserRow[]>) => {
      user = await firstRow(changed);
    };
    if (body.data) {
      await save(
        db<
          UserRow[]
        >`update auth.users set raw_user_meta_data = raw_user_meta_data || ${db.json(body.data as never)}, updated_at = ${now} where id = ${user.id} returning *`,
      );
    }
    if (body.password) {
      const problem = await passwordProblem(body.password, [user.email ?? ""]);
      if (problem) throw problem;
      if (await passwordMatches(body.password, user.encrypted_password)) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      if (body.nonce) {
        const address = user.email ?? user.phone ?? "";
        const used = await consumeCode(db, address, body.nonce, ["reauthentication"], req.deps.now());
        if (!used || used.user_id !== user.id) {
          wrongNonceFor = address;
          throw new AuthError(422, "reauthentication_not_valid", "Requires reauthentication");
        }
      }
      await save(
        db<
          UserRow[]
        >`update auth.users set encrypted_password = ${await hashPassword(body.password)}, updated_at = ${now} where id = ${user.id} returning *`,
      );
      await db`delete from auth.sessions where user_id = ${user.id} and id <> ${member.sessionId}`;
    }
    for (const field of ["email", "phone"] as const) {
      const raw = body[field];
      if (!raw) continue;
      const address = addressOf({ [field]: raw });
      if (!address || address.value === user[field]) continue;
      const taken = await userByAddress(db, address);
      if (taken && taken.id !== user.id) {
        throw field === "email"
          ? new AuthError(422, "email_exists", "A user with this email address has already been registered")
          : new AuthError(422, "phone_exists", "A user with this phone number has already been registered");
      }
      if (settings.autoconfirm) {
        await save(
          field === "email"
            ? db<
                UserRow[]
              >`update auth.users set email = ${address.value}, email_confirmed_at = ${now}, email_change = null, updated_at = ${now} where id = ${user.id} returning *`
            : db<
                UserRow[]
              >`update auth.users set phone = ${address.value}, phone_confirmed_at = ${now}, phone_change = null, updated_at = ${now} where id = ${user.id} returning *`,
        );
        await upsertIdentity(db, user, field, true);
      } else {
        const type = field === "email" ? "email_change" : "phone_change";
        await sendCode(req, db, {
          userId: user.id,
          address,
          type,
          pkce: body,
          redirectTo: req.url.searchParams.get("redirect_to"),
        });
        // Supabase's secure email change: the current (confirmed) address confirms too, so a stolen session
        // alone cannot move the account to an address the thief holds (issue 34, point 8).
        if (field === "email" && user.email && user.email_confirmed_at)
          await sendCode(req, db, {
            userId: user.id,
            address: { kind: "email", value: user.email },
            type: "email_change_current",
            pkce: body,
            redirectTo: req.url.searchParams.get("redirect_to"),
          });
        await save(
          field === "email"
            ? db<
                UserRow[]
              >`update auth.users set email_change = ${address.value}, email_change_sent_at = ${now}, updated_at = ${now} where id = ${user.id} returning *`
            : db<
                UserRow[]
              >`update auth.users set phone_change = ${address.value}, phone_change_sent_at = ${now}, updated_at = ${now} where id = ${user.id} returning *`,
        );
      }
    }
    if (!body.data && !body.password && !body.email && !body.phone) throw validationFailed("Nothing to update");
    return loadUserView(db, user);
  });
  const updated = await update.catch(async (error: unknown) => {
    // The refusal rolled back consumeCode's count of the wrong nonce: it is counted again on its own, so the
    // nonce dies after CODE_WRONG_GUESS_LIMIT wrong tries as the other codes do (issue 34, point 4).
    const address = wrongNonceFor;
    if (address !== null) await sql.begin((db) => countWrongCode(db, address, ["reauthentication"]));
    throw error;
  });
  return jsonResponse(updated);
}
