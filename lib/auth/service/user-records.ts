import type { Sql, TransactionSql } from "postgres";

export type Db = Sql | TransactionSql;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`select * from auth.users where id = ${id}`;
  return row;
}

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`select * from auth.users where lower(email) = ${email.toLowerCase()}`;
  return row;
}

export async function userByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`select * from auth.users where phone = ${phone}`;
  return row;
}

export async function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
  return db<IdentityRow[]>`select * from auth.identities where user_id = ${userId} order by created_at, id`;
}

export async function factorsOf(db: Db, userId: string): Promise<FactorRow[]> {
  return db<FactorRow[]>`select * from auth.mfa_factors where user_id = ${userId} order by created_at, id`;
}

/** Adds (or refreshes) the email or phone identity that matches the user's confirmed address. */
export async function upsertIdentity(
  db: Db,
  user: Pick<UserRow, "id" | "email" | "phone">,
  provider: "email" | "phone",
  verified: boolean,
): Promise<void> {
  const data = {
    sub: user.id,
    ...(provider === "email" ? { email: user.email } : { phone: user.phone }),
    email_verified: provider === "email" && verified,
    phone_verified: provider === "phone" && verified,
  };
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider)
    values (${user.id}, ${user.id}, ${db.json(data)}, ${provider})
    on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`;
}

/** The one row an insert/update ... returning * must give (its absence is a bug, not a client error). */
export async function firstRow<T>(rows: Promise<readonly T[]> | readonly T[]): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error("expected a row from the database");
  return row;
}
