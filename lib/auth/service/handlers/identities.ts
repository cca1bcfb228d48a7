import { addressTaken } from "@/lib/auth/service/admin-users";
import { AuthError } from "@/lib/auth/service/auth-error";
import { requireAal2IfEnrolled, requireMember } from "@/lib/auth/service/authenticate";
import { syncProviders } from "@/lib/auth/service/identity-providers";
import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { identitiesOf } from "@/lib/auth/service/user-records";
import { isUuid } from "@/lib/auth/service/uuid-param";

/**
 * DELETE /user/identities/{identity_id}: unlinks one of the member's identities, never the last one.
 * Unlinking the phone identity removes the phone; unlinking an email-bearing one leaves the user the
 * email of an identity that remains, or none.
 */
export async function unlinkIdentity(req: AuthRequest): Promise<Response> {
  const member = await requireMember(req);
  const { user } = member;
  // Unlinking a login method changes who can reach the account: a password-only session of an MFA member may not.
  await requireAal2IfEnrolled(req, member, "AAL2 session is required to unlink an identity when MFA is enabled.");
  const id = req.params.id;
  if (!isUuid(id)) throw new AuthError(404, "validation_failed", "identity_id must be an UUID");
  await req.deps.sql.begin(async (db) => {
    const identities = await identitiesOf(db, user.id);
    if (identities.length <= 1)
      throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
    const target = identities.find((identity) => identity.id === id);
    if (!target) throw new AuthError(422, "identity_not_found", "Identity doesn't exist");
    await db`delete from auth.identities where id = ${target.id}`;
    const now = new Date(req.deps.now());
    if (target.provider === "phone") {
      await db`update auth.users set phone = null, phone_confirmed_at = null, updated_at = ${now} where id = ${user.id}`;
    } else {
      const remaining = identities.filter((identity) => identity.id !== target.id);
      const emails = remaining
        .map((identity) => identity.identity_data.email)
        .filter((email): email is string => typeof email === "string" && email !== "");
      const keep =
        user.email && emails.some((email) => email.toLowerCase() === user.email)
          ? user.email
          : (emails[0]?.toLowerCase() ?? null);
      if (keep !== user.email) {
        if (keep && (await addressTaken(db, "email", keep, user.id))) {
          throw new AuthError(
            422,
            "email_conflict_identity_not_deletable",
            "Unable to unlink identity due to email conflict",
          );
        }
        await db`update auth.users set email = ${keep}, email_confirmed_at = ${keep ? user.email_confirmed_at : null}, updated_at = ${now} where id = ${user.id}`;
      }
    }
    await syncProviders(db, user.id);
  });
  return jsonResponse({});
}
