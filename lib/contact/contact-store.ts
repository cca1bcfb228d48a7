import type { Sql } from "postgres";
import { CONTACT_RATE_LIMIT, CONTACT_WINDOW_MINUTES } from "@/lib/contact/contact-limits";
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

export type SaveOutcome = { saved: true; receivedAt: string } | { saved: false; reason: "rate-limited" };

/**
 * Stores a message unless its sender's address or its reply address already sent CONTACT_RATE_LIMIT
 * messages in the last CONTACT_WINDOW_MINUTES. Transaction-scoped advisory locks on both keys make the
 * count and the insert one step, so parallel requests cannot slip past the limit together.
 */
export async function saveContactMessage(sql: Sql, message: ContactMessage, ipHash: string): Promise<SaveOutcome> {
  return sql.begin(async (tx) => {
    // Locked in a fixed order, so two requests sharing both keys cannot wait on each other.
    for (const key of [`contact:ip:${ipHash}`, `contact:to:${message.reply_to.value}`].sort()) {
      await tx`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    }
    const [recent] = await tx<{ n: number }[]>`
      select count(*)::int as n from contact_messages
      where created_at > now() - make_interval(mins => ${CONTACT_WINDOW_MINUTES})
        and (ip_hash = ${ipHash} or reply_to = ${message.reply_to.value})`;
    if ((recent?.n ?? 0) >= CONTACT_RATE_LIMIT) return { saved: false, reason: "rate-limited" } as const;
    const [row] = await tx<{ created_at: Date }[]>`
      insert into contact_messages (name, reply_to, reply_to_kind, subject, message, ip_hash)
      values (${message.name}, ${message.reply_to.value}, ${message.reply_to.kind}, ${message.subject}, ${message.message}, ${ipHash})
      returning created_at`;
    return { saved: true, receivedAt: row!.created_at.toISOString() } as const;
  });
}
