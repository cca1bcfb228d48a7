import type { Sql } from "postgres";

export interface OutboxMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

/** The page shows this many of the newest messages; older ones stay in the table. */
export const OUTBOX_PAGE_LIMIT = 200;

/** The development outbox, newest first. */
export async function listOutbox(sql: Sql, limit = OUTBOX_PAGE_LIMIT): Promise<OutboxMessage[]> {
  const rows = await sql<
    {
      id: string;
      channel: "email" | "sms";
      recipient: string;
      subject: string;
      body: string;
      link: string | null;
      created_at: Date;
    }[]
  >`
    select id, channel, recipient, subject, body, link, created_at from auth.dev_outbox order by created_at desc, id desc limit ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
  }));
}
