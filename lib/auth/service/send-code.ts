import { emailRateLimited } from "@/lib/auth/service/auth-error";
import { addressWait, allowedRedirect, verifyLink, type Address } from "@/lib/auth/service/addresses";
import { startFlow, type PkceFields } from "@/lib/auth/service/flow-state";
import { issueToken, type TokenType } from "@/lib/auth/service/one-time-tokens";
import { deliver } from "@/lib/auth/service/outbox";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import type { Db } from "@/lib/auth/service/user-records";

const SUBJECTS: Record<TokenType, string> = {
  confirmation: "Confirm your signup",
  invite: "You have been invited",
  magiclink: "Your sign-in link",
  recovery: "Reset your password",
  email_change: "Confirm your new email address",
  phone_change: "Confirm your new phone number",
  reauthentication: "Confirm reauthentication",
};

/** The /verify `type` a link of each token type carries. */
const LINK_TYPES: Record<TokenType, string> = {
  confirmation: "signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
  phone_change: "phone_change",
  reauthentication: "reauthentication",
};

export interface SendCodeOptions {
  userId: string;
  address: Address;
  type: TokenType;
  pkce?: PkceFields;
  /** The redirect_to query parameter of the request. */
  redirectTo?: string | null;
}

/**
 * Issues a code (and, for email, a link) and puts it in the outbox: one message per address per window.
 * Returns the link, which admin generate_link hands back instead of sending.
 */
export async function sendCode(req: AuthRequest, db: Db, options: SendCodeOptions, send = true): Promise<{ link: string | null; code: string; hash: string }> {
  if (send) {
    const wait = await addressWait(req, options.address);
    if (wait > 0) throw emailRateLimited(wait);
  }
  const flowId = options.pkce ? await startFlow(db, options.userId, options.pkce, options.type === "confirmation" ? "email/signup" : options.type) : null;
  const { code, hash } = await issueToken(db, options.userId, options.type, options.address.value, flowId, req.deps.now());
  const link = options.address.kind === "email" ? verifyLink(req, hash, LINK_TYPES[options.type], allowedRedirect(req, options.redirectTo)) : null;
  if (send) {
    const subject = SUBJECTS[options.type];
    await deliver(req, {
      channel: options.address.kind === "email" ? "email" : "sms",
      recipient: options.address.value,
      subject,
      body: link ? `${subject}: follow this link ${link} or enter the code ${code}. It is valid for one hour.` : `Your code is ${code}. It is valid for one hour.`,
      link: link ?? undefined,
    });
  }
  return { link, code, hash };
}
