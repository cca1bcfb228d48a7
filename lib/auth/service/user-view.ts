import {
  factorsOf,
  identitiesOf,
  type Db,
  type FactorRow,
  type IdentityRow,
  type UserRow,
} from "@/lib/auth/service/user-records";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function identityView(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: typeof identity.identity_data.email === "string" ? identity.identity_data.email : undefined,
  };
}

export function factorView(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? "",
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  };
}

export function appMetadata(user: UserRow, identities: readonly IdentityRow[]): Record<string, unknown> {
  const providers = [...new Set(identities.map((i) => i.provider))];
  return { provider: providers[0] ?? (user.email ? "email" : "phone"), providers, ...user.raw_app_meta_data };
}

/** The user object of Supabase Auth's responses: identities always, factors only when there are some. */
export function userView(user: UserRow, identities: readonly IdentityRow[], factors: readonly FactorRow[]) {
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change ?? undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user, identities),
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityView),
    ...(factors.length > 0 ? { factors: factors.map(factorView) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserView = ReturnType<typeof userView>;

export async function loadUserView(db: Db, user: UserRow): Promise<UserView> {
  const [identities, factors] = await Promise.all([identitiesOf(db, user.id), factorsOf(db, user.id)]);
  return userView(user, identities, factors);
}
