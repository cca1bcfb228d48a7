import { deliverPendingContactMessages, type ContactDelivery } from "@/lib/contact/contact-delivery";
import { contactFormSecret } from "@/lib/contact/contact-store";
import { issueFormToken } from "@/lib/contact/form-token";
import { submitContactMessage } from "@/lib/contact/submit-contact";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { createRateLimits } from "@/lib/security/rate-limits/rate-limits";
import { startSmtpTestServer, type SmtpTestServer } from "@/lib/mail/testing/smtp-test-server";

// Contact messages reach the team through an in-process SMTP server: stored first, delivered with Reply-To
// the sender, and kept and retried while the mail server is down.

let database: MigratedDatabase;
let smtp: SmtpTestServer;
// An hour ahead of the real time: a message is stored with the database's now() as its first due time, so it is
// due on this clock (a fixed date would make the test fail once the real time passes it).
const clock = { now: Date.now() + 3_600_000 };
let delivery: ContactDelivery;
const TEAM = "team@fundlens.test";

beforeAll(async () => {
  database = await createMigratedDatabase();
  smtp = await startSmtpTestServer();
  delivery = {
    sql: database.sql,
    mailer: smtp.mailer(),
    teamAddress: TEAM,
    siteUrl: "https://fundlens.example.in",
    now: () => clock.now,
  };
}, 120_000);
afterAll(async () => {
  await smtp?.stop();
  await database?.drop();
});

async function submit(replyTo: string, subject: string) {
  const secret = await contactFormSecret(database.sql);
  const nudged: string[] = [];
  await submitContactMessage(
    database.sql,
    {
      name: "Asha Rao",
      reply_to: replyTo,
      subject,
      message: "Is each SIP instalment in an ELSS fund locked in for three years separately?",
      website: "",
      form_token: issueFormToken(secret, clock.now - 10_000),
    },
    "198.51.100.7",
    createRateLimits(),
    () => clock.now,
    () => nudged.push(subject),
  );
  expect(nudged).toEqual([subject]);
}

const pending = () =>
  database.sql<
    { subject: string; delivery_attempts: number; next_attempt_at: Date; last_delivery_error: string | null }[]
  >`
    select subject, delivery_attempts, next_attempt_at, last_delivery_error from contact_messages
    where delivered_at is null order by created_at`;

describe("contact message delivery", () => {
  it("delivers a stored message to the team with Reply-To the sender, once", async () => {
    await submit("asha@example.in", "Question about ELSS");
    expect(await deliverPendingContactMessages(delivery)).toEqual({ delivered: 1, failed: 0 });
    const mail = smtp.lastTo(TEAM)!;
    expect(mail.subject).toBe("Contact form: Question about ELSS");
    expect(mail.header("Reply-To")).toBe("asha@example.in");
    const [stored] = await database.sql<{ created_at: Date }[]>`select created_at from contact_messages`;
    expect(mail.decoded).toContain(`Asha Rao (email asha@example.in) wrote on ${stored!.created_at.toISOString()}`);
    expect(mail.decoded).toContain("locked in for three years separately?");
    expect(await pending()).toEqual([]);
    expect(await deliverPendingContactMessages(delivery)).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes(TEAM))).toHaveLength(1);
  });

  it("SMTP down: the message stays stored and is retried later; back up, it is delivered after the pause", async () => {
    await smtp.stop();
    try {
      await submit("98450 12345", "Call me about SIPs");
      clock.now += 1000;
      await submit("ravi@example.in", "A second question");
      // The first failure ends the round: the second message is not tried against a server that is down.
      expect(await deliverPendingContactMessages(delivery)).toEqual({ delivered: 0, failed: 1 });
      const [row, second] = await pending();
      expect(row).toMatchObject({ subject: "Call me about SIPs", delivery_attempts: 1 });
      expect(second).toMatchObject({ subject: "A second question", delivery_attempts: 0 });
      expect(row!.last_delivery_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.next_attempt_at.getTime()).toBe(clock.now + 60_000);
    } finally {
      await smtp.start();
    }
    // The server is back: the untried message goes now, the failed one waits out its pause.
    expect(await deliverPendingContactMessages(delivery)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.lastTo(TEAM)!.subject).toBe("Contact form: A second question");
    clock.now += 60_000;
    expect(await deliverPendingContactMessages(delivery)).toEqual({ delivered: 1, failed: 0 });
    const mail = smtp.lastTo(TEAM)!;
    expect(mail.subject).toBe("Contact form: Call me about SIPs");
    // A phone number cannot be replied to by email: no Reply-To, the number in the text.
    expect(mail.header("Reply-To")).toBeUndefined();
    expect(mail.decoded).toContain("call or text +919845012345");
    expect(await pending()).toEqual([]);
    const rows = await database.sql<{ attempts: number }[]>`
      select delivery_attempts as attempts from contact_messages where subject = 'Call me about SIPs'`;
    expect(rows).toEqual([{ attempts: 2 }]);
  });
});
