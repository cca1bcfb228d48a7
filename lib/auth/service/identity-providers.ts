import type { Db } from "@/lib/auth/service/user-records";

/**
 * Keeps the stored app_metadata's providers in step with the user's identities after a link or an
 * unlink (the stored value is what the user view shows). `provider` stays the one the account began
 * with, unless that identity is gone.
 */
export async function syncProviders(db: Db, userId: string): Promise<void> {
  const rows = await db<{ provider: string }[]>`
    select provider from auth.identities where user_id = ${userId} group by provider order by min(created_at), provider`;
  const providers = rows.map((r) => r.provider);
  const [user] = await db<
    { raw_app_meta_data: Record<string, unknown> }[]
  >`select raw_app_meta_data from auth.users where id = ${userId}`;
  if (!user) return;
  const current = user.raw_app_meta_data.provider;
  const provider = typeof current === "string" && providers.includes(current) ? current : (providers[0] ?? current);
  await db`update auth.users set raw_app_meta_data = ${db.json({ ...user.raw_app_meta_data, provider, providers } as never)} where id = ${userId}`;
}
