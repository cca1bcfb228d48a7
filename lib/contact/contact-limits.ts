// The contact form's limits and messages, without zod, so the form can show them before its rules load.

export const CONTACT_FIELDS = ["name", "reply_to", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = {
  name: { min: 2, max: 80 },
  subject: { min: 3, max: 120 },
  message: { min: 20, max: 2000 },
} as const;

export const CONTACT_MESSAGES: Record<ContactField, string> = {
  name: `Enter your name (${CONTACT_LIMITS.name.min} to ${CONTACT_LIMITS.name.max} characters).`,
  reply_to: "Enter an email address or a 10-digit Indian phone number, so we can reply.",
  subject: `Enter a subject (${CONTACT_LIMITS.subject.min} to ${CONTACT_LIMITS.subject.max} characters).`,
  message: `Write your message in ${CONTACT_LIMITS.message.min} to ${CONTACT_LIMITS.message.max.toLocaleString("en-IN")} characters.`,
};

/** At most this many messages per sender address, and per email or phone, in CONTACT_WINDOW_MINUTES. */
export const CONTACT_RATE_LIMIT = 3;
export const CONTACT_WINDOW_MINUTES = 10;
/** A person takes at least this long to fill in the form; a bot posting sooner is refused. */
export const MIN_FILL_SECONDS = 3;
/**
 * A form left open longer than this must be reloaded (its token has expired). Each token sends one message
 * (issue 34, point 9: one token sent any number of messages from any address for a day).
 */
export const FORM_TOKEN_MAX_AGE_HOURS = 2;

export const CONTACT_RATE_LIMITED_MESSAGE = `You have sent ${CONTACT_RATE_LIMIT} messages in the last ${CONTACT_WINDOW_MINUTES} minutes. Please wait a few minutes before sending another, or call us.`;
export const CONTACT_TOO_FAST_MESSAGE = `That was quick. Please check your message and send it again in a few seconds.`;
export const CONTACT_TOKEN_MESSAGE = "This form has expired. Reload the page and send your message again.";
export const CONTACT_TOKEN_USED_MESSAGE = "This form has already been sent. Reload the page to send another message.";
