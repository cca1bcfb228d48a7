import type { Sql } from "postgres";
import type { ContactMessage } from "@/lib/contact/contact-rules";

const SECRET_NAME = "contact-form";
const secrets = new WeakMap<Sql, Promise<string>>();

/** The secret that signs form tokens and hashes addresses (created by migration 0008), read once per pool. */
export function contactFormSecret(sql: Sql): Promise<string> {
  let secret = secrets.get(sql);
  if (!secret) {
    secret = sql<{ value: string }[]>`select value from app_secrets where name = ${SECRET_NAME}`.then(([row]) => {
      if (!row) throw new Error(`app_secrets has no "${SECRET_NAME}" row: run the database migrations`);
      return row.value;
    });
    secret.catch(() => secrets.delete(sql));
    secrets.set(sql, secret);
  }
  return secret;
}

/** Stores a message (the limits per sender and reply address are counted before, in submit-contact.ts). */
export async function saveContactMessage(sql: Sql, message: ContactMessage, ipHash: string): Promise<string> {
  const [row] = await sql<{ created_at: Date }[]>`
    insert into contact_messages (name, reply_to, reply_to_kind, subject, message, ip_hash)
    values (${message.name}, ${message.reply_to.value}, ${message.reply_to.kind}, ${message.subject}, ${message.message}, ${ipHash})
    returning created_at`;
  return row!.created_at.toISOString();
}
