import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField } from "@/lib/contact/contact-limits";

// The contact form's rules (their limits and words are in contact-limits.ts), shared by the browser (messages
// beside the fields, before sending) and the API (the same checks again, since a request need not come from
// our form). No I/O here.

export type ReplyTo = { kind: "email"; value: string } | { kind: "phone"; value: string };

/**
 * An email address (lower-cased) or an Indian phone number as +91 and ten digits, from what a person types:
 * "98450 12345", "+91-98450-12345", "098450 12345" and "080 4718 2900" all read as phone numbers.
 */
export function parseReplyTo(raw: string): ReplyTo | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return z.email().max(254).safeParse(email).success ? { kind: "email", value: email } : null;
  }
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (text.startsWith("+") && !/^\+\s*91/.test(text)) return null;
  return /^[2-9]\d{9}$/.test(digits) ? { kind: "phone", value: `+91${digits}` } : null;
}

const bounded = (field: "name" | "subject" | "message") =>
  z
    .string(CONTACT_MESSAGES[field])
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(CONTACT_LIMITS[field].min, CONTACT_MESSAGES[field])
        .max(CONTACT_LIMITS[field].max, CONTACT_MESSAGES[field]),
    );

export const contactMessageSchema = z.object({
  name: bounded("name"),
  reply_to: z.string(CONTACT_MESSAGES.reply_to).transform((value, ctx) => {
    const parsed = parseReplyTo(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.reply_to });
      return z.NEVER;
    }
    return parsed;
  }),
  subject: bounded("subject"),
  message: bounded("message"),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactDraft = Record<ContactField, string>;

export type ContactValidation =
  { ok: true; value: ContactMessage } | { ok: false; errors: Partial<Record<ContactField, string>> };

/** Checks every field; the errors hold one message per bad field, in the form's words. */
export function validateContact(draft: object): ContactValidation {
  const parsed = contactMessageSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= CONTACT_MESSAGES[field];
  }
  return { ok: false, errors };
}
