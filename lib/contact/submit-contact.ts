import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import {
  CONTACT_FIELDS,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_TOKEN_MESSAGE,
  CONTACT_TOKEN_USED_MESSAGE,
  CONTACT_TOO_FAST_MESSAGE,
} from "@/lib/contact/contact-limits";
import { validateContact } from "@/lib/contact/contact-rules";
import { nudgeContactDelivery } from "@/lib/contact/contact-delivery-worker";
import { contactFormSecret, saveContactMessage } from "@/lib/contact/contact-store";
import { checkFormToken, hashAddress } from "@/lib/contact/form-token";
import { addressLimitKey } from "@/lib/security/rate-limits/address-key";
import { appRateLimits } from "@/lib/security/rate-limits/app-rate-limits";
import type { RateLimits } from "@/lib/security/rate-limits/rate-limits";

export interface ContactRequest {
  name: string;
  reply_to: string;
  subject: string;
  message: string;
  website: string;
  form_token: string;
}

/**
 * Handles one message from the contact form, cheapest checks first: the timing token (a bot posting
 * without opening the form, or faster than a person types, gets a 400), the fields' rules, then the
 * honeypot, then the limits per sender address and per reply address, and the insert. A filled honeypot is
 * answered like a success and stores nothing, so a bot learns nothing from the answer.
 */
export async function submitContactMessage(
  sql: Sql,
  body: ContactRequest,
  address: string,
  limits: RateLimits = appRateLimits(),
  now: () => number = Date.now,
  nudge: (sql: Sql) => void = nudgeContactDelivery,
): Promise<{ received_at: string }> {
  const secret = await contactFormSecret(sql);
  const token = checkFormToken(body.form_token, secret, now());
  if (!token.ok)
    throw new ApiError("bad_request", token.reason === "too-fast" ? CONTACT_TOO_FAST_MESSAGE : CONTACT_TOKEN_MESSAGE);
  const checked = validateContact(body);
  if (!checked.ok) {
    const field = CONTACT_FIELDS.find((name) => checked.errors[name]);
    throw new ApiError("bad_request", `Field '${field}': ${checked.errors[field!]}`);
  }
  if (body.website.trim() !== "") return { received_at: new Date(now()).toISOString() };
  const sender = addressLimitKey(address);
  // One message per token; a message that is not sent after all gives its token back.
  if (!(await limits.consume("contact-form-token", body.form_token)).allowed)
    throw new ApiError("bad_request", CONTACT_TOKEN_USED_MESSAGE);
  let receivedAt: string;
  try {
    if (!(await limits.consume("contact-sender", sender)).allowed)
      throw new ApiError("rate_limited", CONTACT_RATE_LIMITED_MESSAGE);
    if (!(await limits.consume("contact-reply-to", checked.value.reply_to.value)).allowed) {
      // Not sent, so it does not count against the sender either.
      await limits.reward("contact-sender", sender);
      throw new ApiError("rate_limited", CONTACT_RATE_LIMITED_MESSAGE);
    }
    receivedAt = await saveContactMessage(sql, checked.value, hashAddress(secret, address));
  } catch (error) {
    await limits.reward("contact-form-token", body.form_token);
    throw error;
  }
  // Stored first; sent to the team after (contact-delivery.ts), and retried until the mail server takes it.
  nudge(sql);
  return { received_at: receivedAt };
}
