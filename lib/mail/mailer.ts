import { createTransport } from "nodemailer";
import type { SmtpSettings } from "@/lib/mail/mail-env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Why a send failed: the recipient was refused for good (a 5xx answer to it), or anything else (try again later). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  /** Sends one message; throws MailSendError when the server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer over SMTP (nodemailer), one pooled connection, with short timeouts so a dead server fails a request fast. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls === "implicit",
    requireTLS: settings.tls === "starttls",
    ignoreTLS: settings.tls === "none",
    auth: settings.auth,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: settings.sender, ...message });
        if (info.rejected.length > 0)
          throw new MailSendError(`The mail server refused ${String(info.rejected[0])}`, true);
      } catch (error) {
        if (error instanceof MailSendError) throw error;
        const {
          responseCode,
          command,
          message: text,
        } = error as { responseCode?: number; command?: string; message: string };
        const permanent = responseCode !== undefined && responseCode >= 500 && command === "RCPT TO";
        throw new MailSendError(text, permanent);
      }
    },
    close: () => transport.close(),
  };
}
