import { emailRateLimited } from "@/lib/auth/service/auth-error";
import {
  addressWait,
  allowedRedirect,
  giveBackAddressWindow,
  verifyLink,
  type Address,
} from "@/lib/auth/service/addresses";
import { startFlow, type PkceFields } from "@/lib/auth/service/flow-state";
import { issueToken, ONE_TIME_TOKEN_SECONDS, type TokenType } from "@/lib/auth/service/one-time-tokens";
import { deliver } from "@/lib/auth/service/outbox";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import type { Db } from "@/lib/auth/service/user-records";
import { authEmail } from "@/lib/mail/auth-emails";

/** The /verify `type` a link of each token type carries. */
const LINK_TYPES: Record<TokenType, string> = {
  confirmation: "signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
  email_change_current: "email_change",
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
 * Issues a code (and, for email, a link) and sends it (outbox.ts): one message per address per window; a send
 * that fails gives the window back, so the person can try again at once.
 * Returns the link, which admin generate_link hands back instead of sending.
 */
export async function sendCode(
  req: AuthRequest,
  db: Db,
  options: SendCodeOptions,
  send = true,
): Promise<{ link: string | null; code: string; hash: string }> {
  if (send) {
    const wait = await addressWait(req, options.address);
    if (wait > 0) throw emailRateLimited(wait);
  }
  const flowId = options.pkce
    ? await startFlow(db, options.userId, options.pkce, options.type === "confirmation" ? "email/signup" : options.type)
    : null;
  const { code, hash } = await issueToken(
    db,
    options.userId,
    options.type,
    options.address.value,
    flowId,
    req.deps.now(),
  );
  const link =
    options.address.kind === "email"
      ? verifyLink(req, hash, LINK_TYPES[options.type], allowedRedirect(req, options.redirectTo))
      : null;
  if (send) {
    const validMinutes = ONE_TIME_TOKEN_SECONDS / 60;
    try {
      if (options.address.kind === "email") {
        if (options.type === "phone_change") throw new Error("a phone change is confirmed by text");
        const email = authEmail({
          kind: options.type,
          // A reauthentication nonce is typed into the password form, as in Supabase Auth's email: no link.
          link: options.type === "reauthentication" ? null : link,
          code,
          validMinutes,
          siteUrl: req.deps.settings.siteUrl,
        });
        await deliver(req, db, {
          channel: "email",
          recipient: options.address.value,
          subject: email.subject,
          body: email.text,
          html: email.html,
          link: link ?? undefined,
        });
      } else {
        await deliver(req, db, {
          channel: "sms",
          recipient: options.address.value,
          subject: "Your code",
          body: `Your code is ${code}. It is valid for ${validMinutes} minutes.`,
        });
      }
    } catch (error) {
      await giveBackAddressWindow(req, options.address);
      throw error;
    }
  }
  return { link, code, hash };
}
