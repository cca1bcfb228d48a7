import { brandedEmail, type EmailContent } from "@/lib/mail/branded-email";

export interface StoredContactMessage {
  name: string;
  reply_to: string;
  reply_to_kind: "email" | "phone";
  subject: string;
  message: string;
  created_at: Date;
}

/** A contact-form message as the team receives it; answering the email answers the sender (Reply-To). */
export function contactEmail(row: StoredContactMessage, siteUrl: string): EmailContent & { replyTo?: string } {
  const content = brandedEmail({
    subject: `Contact form: ${row.subject}`,
    intro: [
      `${row.name} (${row.reply_to_kind === "email" ? "email" : "phone"} ${row.reply_to}) wrote on ${row.created_at.toISOString()}:`,
      row.message,
    ],
    outro: [
      row.reply_to_kind === "email"
        ? "Reply to this email to answer them."
        : `They left a phone number: call or text ${row.reply_to}.`,
    ],
    siteUrl,
  });
  return row.reply_to_kind === "email" ? { ...content, replyTo: row.reply_to } : content;
}
