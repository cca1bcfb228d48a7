import type { AuthRequest } from "@/lib/auth/service/service-context";

export interface OutgoingMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link?: string;
}

/** The embedded service sends nothing: messages go to the development outbox and the server log. */
export async function deliver(req: AuthRequest, message: OutgoingMessage): Promise<void> {
  const { settings, sql, log } = req.deps;
  if (!settings.outbox) {
    log(`[auth] ${message.channel} to ${message.recipient} not sent: no provider is configured and the development outbox is off`);
    return;
  }
  await sql`
    insert into auth.dev_outbox (channel, recipient, subject, body, link)
    values (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body}, ${message.link ?? null})`;
  log(`[auth outbox] ${message.channel} to ${message.recipient}: ${message.subject}${message.link ? ` ${message.link}` : ""}`);
}
