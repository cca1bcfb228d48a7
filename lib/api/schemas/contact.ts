import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMIT,
  CONTACT_WINDOW_MINUTES,
  MIN_FILL_SECONDS,
} from "@/lib/contact/contact-limits";

const TAG = "Contact";

// The schema bounds what is read; the fields' own rules run after, in validateContact, so their messages
// (the same the form shows) reach the sender.
const text = (description: string, example: string) => z.string().max(10_000).meta({ description, example });

export const contactFormTokenEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/contact/form-token",
  tag: TAG,
  summary: "A timing token for the contact form",
  description: `Fetched when the form opens. A message sent with it is accepted from ${MIN_FILL_SECONDS} seconds to 24 hours later.`,
  payload: z.object({ form_token: z.string().meta({ example: "v1.1795820400000.x4Bq..." }) }),
  cacheable: false,
});

export const contactEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/contact",
  tag: TAG,
  summary: "Send a message to the company",
  description:
    `Stored for the support team, who reply within two business days. At most ${CONTACT_RATE_LIMIT} messages per sender address and per reply address in ${CONTACT_WINDOW_MINUTES} minutes (429 after that). ` +
    "The form_token must come from /api/v1/contact/form-token; `website` is a trap field that people leave empty.",
  body: z.object({
    name: text(`Your name, ${CONTACT_LIMITS.name.min} to ${CONTACT_LIMITS.name.max} characters.`, "Asha Rao"),
    reply_to: text("An email address or a 10-digit Indian phone number.", "asha@example.in"),
    subject: text(
      `${CONTACT_LIMITS.subject.min} to ${CONTACT_LIMITS.subject.max} characters.`,
      "Question about ELSS lock-in",
    ),
    message: text(
      `${CONTACT_LIMITS.message.min} to ${CONTACT_LIMITS.message.max} characters.`,
      "Is each SIP instalment in an ELSS fund locked in for three years separately?",
    ),
    website: z.string().max(10_000).default("").meta({ description: "Leave empty." }),
    form_token: z.string().max(200).meta({ description: "From /api/v1/contact/form-token." }),
  }),
  payload: z.object({ received_at: z.string().meta({ description: "When the message was received (ISO 8601)." }) }),
  cacheable: false,
});

export const CONTACT_ENDPOINTS = [contactFormTokenEndpoint, contactEndpoint] as const;
