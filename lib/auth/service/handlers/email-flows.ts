import { z } from "zod";
import { validationFailed, AuthError, emailRateLimited } from "@/lib/auth/service/auth-error";
import { countByAddress } from "@/lib/auth/service/auth-limits";
import { addressOf, addressWait, userByAddress, type Address } from "@/lib/auth/service/addresses";
import { requireAal2IfEnrolled, requireMember } from "@/lib/auth/service/authenticate";
import { pkceFieldsSchema } from "@/lib/auth/service/flow-state";
import { jsonResponse } from "@/lib/auth/service/responses";
import { sendCode } from "@/lib/auth/service/send-code";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { upsertIdentity, firstRow, type UserRow } from "@/lib/auth/service/user-records";

const addressFields = { email: z.string().max(320).nullish(), phone: z.string().max(32).nullish() };

const countSend = (req: AuthRequest) => countByAddress(req, "auth-send");

function requiredAddress(body: { email?: string | null; phone?: string | null }): Address {
  const address = addressOf(body);
  if (!address) throw validationFailed("An email address or phone number is required");
  return address;
}

const otpSchema = pkceFieldsSchema.extend({
  ...addressFields,
  create_user: z.boolean().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** POST /otp: a magic link (email) or a code (phone); creates the user unless create_user is false. */
export async function otp(req: AuthRequest): Promise<Response> {
  await countSend(req);
  const body = await req.body(otpSchema);
  const address = requiredAddress(body);
  const { sql } = req.deps;
  await sql.begin(async (db) => {
    let user = await userByAddress(db, address);
    if (!user) {
      if (body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
      user = await firstRow(db<UserRow[]>`
        insert into auth.users (email, phone, raw_app_meta_data, raw_user_meta_data)
        values (${address.kind === "email" ? address.value : null}, ${address.kind === "phone" ? address.value : null},
          ${db.json({ provider: address.kind, providers: [address.kind] })}, ${db.json((body.data ?? {}) as never)})
        returning *`);
      await upsertIdentity(db, user, address.kind, false);
    }
    const confirmed = address.kind === "email" ? user.email_confirmed_at : user.phone_confirmed_at;
    await sendCode(req, db, {
      userId: user.id,
      address,
      type: confirmed ? "magiclink" : "confirmation",
      pkce: body,
      redirectTo: req.url.searchParams.get("redirect_to"),
    });
  });
  return jsonResponse({});
}

const recoverSchema = pkceFieldsSchema.extend({ email: z.string().max(320) });

/** POST /recover: a password-reset link; answers {} for unknown addresses too, so it reveals no accounts. */
export async function recover(req: AuthRequest): Promise<Response> {
  await countSend(req);
  const body = await req.body(recoverSchema);
  const address = requiredAddress({ email: body.email });
  const { sql } = req.deps;
  await sql.begin(async (db) => {
    const user = await userByAddress(db, address);
    if (!user) {
      // An unknown address takes the same one-message window as a known one, so a second request within it
      // answers 429 either way (issue 34, point 5): the answer does not tell whether an account exists.
      const wait = await addressWait(req, address);
      if (wait > 0) throw emailRateLimited(wait);
      return;
    }
    await sendCode(req, db, {
      userId: user.id,
      address,
      type: "recovery",
      pkce: body,
      redirectTo: req.url.searchParams.get("redirect_to"),
    });
    await db`update auth.users set recovery_sent_at = now() where id = ${user.id}`;
  });
  return jsonResponse({});
}

const resendSchema = pkceFieldsSchema.extend({
  ...addressFields,
  type: z.enum(["signup", "email_change", "sms", "phone_change"]),
});

/** POST /resend: the confirmation of a sign-up or of an email/phone change, again. */
export async function resend(req: AuthRequest): Promise<Response> {
  await countSend(req);
  const body = await req.body(resendSchema);
  const address = requiredAddress(body);
  const { sql } = req.deps;
  await sql.begin(async (db) => {
    if (body.type === "signup" || body.type === "sms") {
      const user = await userByAddress(db, address);
      const confirmed = user && (address.kind === "email" ? user.email_confirmed_at : user.phone_confirmed_at);
      if (!user || confirmed) return;
      await sendCode(req, db, {
        userId: user.id,
        address,
        type: "confirmation",
        pkce: body,
        redirectTo: req.url.searchParams.get("redirect_to"),
      });
      await db`update auth.users set confirmation_sent_at = now() where id = ${user.id}`;
      return;
    }
    const column = body.type === "email_change" ? "email_change" : "phone_change";
    const [user] = await db<UserRow[]>`select * from auth.users where ${db(column)} = ${address.value}`;
    if (!user) return;
    await sendCode(req, db, {
      userId: user.id,
      address,
      type: body.type,
      pkce: body,
      redirectTo: req.url.searchParams.get("redirect_to"),
    });
  });
  return jsonResponse({});
}

/** GET /reauthenticate: a nonce to the member's email or phone, which PUT /user accepts with a new password. */
export async function reauthenticate(req: AuthRequest): Promise<Response> {
  await countSend(req);
  const member = await requireMember(req);
  const { user } = member;
  // Its nonce serves only a password change, which needs aal2 anyway; refusing here spares the owner's inbox.
  await requireAal2IfEnrolled(req, member, "AAL2 session is required to reauthenticate when MFA is enabled.");
  const address: Address | null = user.email
    ? { kind: "email", value: user.email }
    : user.phone
      ? { kind: "phone", value: user.phone }
      : null;
  if (!address)
    throw new AuthError(
      422,
      "validation_failed",
      "Reauthentication requires the user to have an email or a phone number",
    );
  await req.deps.sql.begin(async (db) => {
    await sendCode(req, db, { userId: user.id, address, type: "reauthentication" });
    await db`update auth.users set reauthentication_sent_at = now() where id = ${user.id}`;
  });
  return jsonResponse({});
}
