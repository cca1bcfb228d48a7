import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createSmtpMailer, type Mailer } from "@/lib/mail/mailer";

// An SMTP server in the test's process (smtp-server): it keeps what it receives, can be stopped and
// started again on the same port (the mail server down, then back), and refuses chosen recipients.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read links and headers). */
  decoded: string;
  header: (name: string) => string | undefined;
  subject: string | undefined;
  /** The first link to `base` in the message, HTML entities undone. */
  link: (base: string) => string | undefined;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Recipients answered 550 at RCPT TO. */
  refuse: Set<string>;
  /** The newest message to an address. */
  lastTo: (address: string) => ReceivedMail | undefined;
  /** A mailer (nodemailer) that sends here. */
  mailer: (sender?: string) => Mailer;
  /**
   * A slow mail server: messages are read but not accepted (no answer to DATA, nothing in `received`) until
   * the function returned is called.
   */
  hold: () => () => void;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const decoded = decodeQuotedPrintable(raw);
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim();
  return {
    from,
    to,
    raw,
    decoded,
    header,
    subject: header("Subject"),
    link: (base) => {
      const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`${escaped}[^\\s"<>]*`).exec(decoded)?.[0]?.replace(/&amp;/g, "&");
    },
  };
}

/** Listens on `port` (default: any free one) on the loopback interface. */
export async function startSmtpTestServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let port = options.port ?? 0;
  let server: SMTPServer | null = null;
  let gate: Promise<void> = Promise.resolve();
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = new Error("No such user here") as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          void gate.then(() => {
            received.push(
              parse(
                Buffer.concat(chunks).toString("utf8"),
                from,
                session.envelope.rcptTo.map((r) => r.address),
              ),
            );
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server!.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    received,
    refuse,
    lastTo: (address) => [...received].reverse().find((mail) => mail.to.includes(address)),
    mailer: (sender = "FundLens <no-reply@fundlens.test>") =>
      createSmtpMailer({ host: "127.0.0.1", port, tls: "none", sender }),
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start,
  };
}
