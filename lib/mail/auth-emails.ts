import type { TokenType } from "@/lib/auth/service/one-time-tokens";
import { brandedEmail, type EmailContent } from "@/lib/mail/branded-email";

/** Every one-time token goes out by email but a phone change's, which is confirmed by text. */
export type AuthEmailKind = Exclude<TokenType, "phone_change">;

export interface AuthEmailInput {
  kind: AuthEmailKind;
  /** The /verify link (absent for reauthentication, which is a code only). */
  link: string | null;
  code: string;
  /** How long the link and code work. */
  validMinutes: number;
  /** The site's configured public address (never the address the server is bound to). */
  siteUrl: string;
}

const WORDING: Record<AuthEmailKind, { subject: string; intro: string; label: string; notYou: string }> = {
  confirmation: {
    subject: "Confirm your signup",
    intro: "Thank you for signing up. Confirm your email address to finish creating your account.",
    label: "Confirm your email",
    notYou: "If you did not sign up, ignore this email: no account is made without confirmation.",
  },
  invite: {
    subject: "You have been invited",
    intro: "You have been invited to create an account. Accept the invitation to set it up.",
    label: "Accept the invitation",
    notYou: "If you were not expecting this, ignore this email.",
  },
  magiclink: {
    subject: "Your sign-in link",
    intro: "Use this link to sign in to your account.",
    label: "Sign in",
    notYou: "If you did not ask to sign in, ignore this email; nobody can sign in without it.",
  },
  recovery: {
    subject: "Reset your password",
    intro: "We received a request to reset your password. Follow the link to choose a new one.",
    label: "Reset your password",
    notYou: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  email_change: {
    subject: "Confirm your new email address",
    intro: "Confirm this address to make it your account's new email address.",
    label: "Confirm the new address",
    notYou: "If you did not ask for this change, ignore this email: your account keeps its current address.",
  },
  email_change_current: {
    subject: "Confirm the change of your email address",
    intro:
      "Someone signed in to your account asked to move it to a new email address. Confirm it here; the change also needs the link we sent to the new address.",
    label: "Confirm the change",
    notYou:
      "If you did not ask for this, do not follow the link: your account keeps this address. Change your password, since someone may be signed in.",
  },
  reauthentication: {
    subject: "Confirm reauthentication",
    intro: "Enter this code to confirm it is you before changing your password.",
    label: "",
    notYou: "If you did not ask for this, someone may be signed in to your account: change your password.",
  },
};

/** The text and HTML of an account email; the link and the code work for `validMinutes`. */
export function authEmail(input: AuthEmailInput): EmailContent {
  const words = WORDING[input.kind];
  const validity =
    input.validMinutes % 60 === 0
      ? `${input.validMinutes / 60} hour${input.validMinutes === 60 ? "" : "s"}`
      : `${input.validMinutes} minutes`;
  return brandedEmail({
    subject: words.subject,
    intro: [words.intro],
    action: input.link ? { label: words.label, url: input.link } : undefined,
    outro: [
      input.link ? `Or enter the code ${input.code}.` : `Your code is ${input.code}.`,
      `The ${input.link ? "link and the code work" : "code works"} once, for ${validity}.`,
      words.notYou,
    ],
    siteUrl: input.siteUrl,
  });
}
